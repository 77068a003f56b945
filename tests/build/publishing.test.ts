import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../src/postbuild/link-check.ts';
import { buildSite, type BuildResult } from '../support/build-site.ts';
import { find, findAll, pageExists, pageHtml, stripAnsi } from './html.ts';

/**
 * Publishing: redirect pages (wildcards expanded over the pages that exist), the 404 page,
 * hosting under a sub-path (BASE_PATH), the link check after every build, and byte-identical
 * output from two builds of the same input.
 */
let root: BuildResult;
let subPath: BuildResult;
let broken: BuildResult;
let brokenWarn: BuildResult;

beforeAll(async () => {
	root = await buildSite({ docsDir: 'tests/fixtures/publishing-site', env: { SITE_URL: 'https://moss.example.com' } });
	subPath = await buildSite({ docsDir: 'tests/fixtures/publishing-site', env: { BASE_PATH: '/docs' } });
	broken = await buildSite({ docsDir: 'tests/fixtures/broken-links' });
	brokenWarn = await buildSite({ docsDir: 'tests/fixtures/broken-links', env: { LINK_CHECK: 'warn' } });
});

afterAll(() => {
	for (const build of [root, subPath, broken, brokenWarn]) rmSync(build.outDir, { recursive: true, force: true });
});

/** Where a redirect page sends the reader: meta refresh, canonical link and the visible link. */
function redirectOf(html: string): { refresh: string; canonical: string; link: string } {
	return {
		refresh: find(html, 'meta', { 'http-equiv': 'refresh' }).attrs.content!,
		canonical: find(html, 'link', { rel: 'canonical' }).attrs.href!,
		link: find(find(html, 'body').inner, 'a').attrs.href!,
	};
}

describe('redirects', () => {
	test('builds', () => {
		expect(root.exitCode, root.stderr).toBe(0);
	});

	test('a :slug* wildcard becomes one redirect page per page under the destination', () => {
		expect(redirectOf(pageHtml(root.outDir, '/old/start'))).toEqual({
			refresh: '0; url=/new/start',
			canonical: 'https://moss.example.com/new/start',
			link: '/new/start',
		});
		expect(redirectOf(pageHtml(root.outDir, '/old/deep/page')).refresh).toBe('0; url=/new/deep/page');
		// No page at /new itself, so no redirect from /old.
		expect(pageExists(root.outDir, '/old')).toBe(false);
		expect(find(pageHtml(root.outDir, '/old/start'), 'meta', { name: 'robots' }).attrs.content).toBe('noindex');
	});

	test('plain redirects keep their fragment; external destinations are left as they are', () => {
		expect(redirectOf(pageHtml(root.outDir, '/begin'))).toEqual({
			refresh: '0; url=/new/start#install',
			canonical: 'https://moss.example.com/new/start#install',
			link: '/new/start#install',
		});
		expect(redirectOf(pageHtml(root.outDir, '/elsewhere'))).toEqual({
			refresh: '0; url=https://moss.example.com/docs',
			canonical: 'https://moss.example.com/docs',
			link: 'https://moss.example.com/docs',
		});
	});
});

describe('404 page', () => {
	test('is built with the site chrome, and links to the home page and the top sections', () => {
		const html = readFileSync(join(root.outDir, '404.html'), 'utf8');
		expect(find(html, 'title').text).toBe('Page not found - Moss Docs');
		expect(find(html, 'meta', { name: 'robots' }).attrs.content).toBe('noindex');
		expect(find(html, 'h1').text).toBe('Page not found');
		expect(findAll(html, 'header', { class: 'topbar' })).toHaveLength(1);
		const links = findAll(find(html, 'article').inner, 'a').map((link) => [link.text, link.attrs.href]);
		expect(links).toEqual([
			['Home', '/'],
			['Guides', '/new/start'],
			['Deep dives', '/new/deep/page'],
		]);
	});
});

describe('under a sub-path (BASE_PATH=/docs)', () => {
	test('builds, and the link check passes', () => {
		expect(subPath.exitCode, subPath.stderr).toBe(0);
		expect(stripAnsi(subPath.stderr)).not.toMatch(/broken link/);
	});

	test('every link, asset and script of every page starts with the base path', () => {
		const htmlFiles = listFiles(subPath.outDir).filter((file) => file.endsWith('.html'));
		expect(htmlFiles.length).toBeGreaterThan(5);
		const outside: string[] = [];
		for (const file of htmlFiles) {
			const html = readFileSync(join(subPath.outDir, file), 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
			for (const match of html.matchAll(/\b(?:href="|src="|content="0; url=)(\/[^"\s>]*)/g)) {
				if (!match[1]!.startsWith('/docs/') && match[1] !== '/docs') outside.push(`${file}: ${match[1]}`);
			}
		}
		expect(outside).toEqual([]);
	});

	test('links written in a page from the site root get the base path', () => {
		const home = pageHtml(subPath.outDir, '/');
		const hrefs = findAll(find(home, 'div', { class: 'prose' }).inner, 'a').map((link) => link.attrs.href);
		expect(hrefs).toEqual(expect.arrayContaining(['/docs/new/start#install', '/docs/new/deep/page', '/docs/new/start']));
		expect(find(find(home, 'div', { class: 'prose' }).inner, 'img', { alt: 'The moss logo' }).attrs.src).toBe('/docs/images/logo.svg');
	});

	test('redirects, Markdown copies and llms.txt use the base path', () => {
		expect(redirectOf(pageHtml(subPath.outDir, '/old/start')).refresh).toBe('0; url=/docs/new/start');
		expect(readFileSync(join(subPath.outDir, 'new/start.md'), 'utf8')).toContain('Back to [the home page](/docs/).');
		expect(readFileSync(join(subPath.outDir, 'llms.txt'), 'utf8')).toContain('- [Start](/docs/new/start.md): Grow moss.');
	});
});

describe('link check', () => {
	test('a broken link and a broken #fragment fail the build, listing the page and the link', () => {
		expect(broken.exitCode).not.toBe(0);
		const output = stripAnsi(broken.stderr);
		expect(output).toContain(
			[
				'error: 2 broken links (page -> link):',
				'  / -> /nope: no such page or file',
				'  / -> /other#missing-heading: no element with id "missing-heading" on that page',
				'  fix the links, or set LINK_CHECK=warn to only warn about them.',
			].join('\n'),
		);
		// The good link to a real heading is not reported.
		expect(output).not.toContain('#real-heading');
	});

	test('with LINK_CHECK=warn the build passes with the same list as a warning', () => {
		expect(brokenWarn.exitCode, brokenWarn.stderr).toBe(0);
		const output = stripAnsi(brokenWarn.stderr);
		expect(output).toContain('warning: 2 broken links (page -> link):\n  / -> /nope: no such page or file\n');
		expect(output).toContain('LINK_CHECK=warn: the build goes on.');
		expect(output).not.toContain('error: 2 broken links');
	});
});

describe('determinism', () => {
	test('two builds of the showcase are byte for byte identical', async () => {
		const first = await buildSite();
		const second = await buildSite();
		try {
			expect(first.exitCode, first.stderr).toBe(0);
			expect(second.exitCode, second.stderr).toBe(0);
			const files = listFiles(first.outDir);
			expect(listFiles(second.outDir)).toEqual(files);
			expect(files.length).toBeGreaterThan(50);
			const different = files.filter((file) => !readFileSync(join(first.outDir, file)).equals(readFileSync(join(second.outDir, file))));
			expect(different).toEqual([]);
			expect(relative(first.outDir, second.outDir)).not.toBe('');
		} finally {
			rmSync(first.outDir, { recursive: true, force: true });
			rmSync(second.outDir, { recursive: true, force: true });
		}
	}, 240_000);
});
