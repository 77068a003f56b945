import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { match } from 'path-to-regexp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../src/postbuild/built-files.ts';
import type { BuildResult } from '../support/build-site.ts';
import { ownBuild } from '../support/own-build.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageExists, pageHtml, query, stackTraceLines, stripAnsi } from './html.ts';
import { readRss } from '../support/rss.ts';

/**
 * Publishing: redirect pages (wildcards expanded over the pages that exist), the 404 page,
 * hosting under a sub-path (BASE_PATH), the changelog feed (with SITE_URL, none without), the link
 * check after every build and its settings, and byte-identical output from two builds of the same
 * input (the showcase, whose redirects are checked on the first of the two builds).
 */
let root: BuildResult;
let subPath: BuildResult;
let broken: BuildResult;
let badSettings: BuildResult;

beforeAll(async () => {
	root = await sharedBuild(fixtureBuilds.publishingAtRoot);
	subPath = await sharedBuild(fixtureBuilds.publishingSubPath);
	broken = await sharedBuild(fixtureBuilds.brokenLinks);
	badSettings = await sharedBuild(fixtureBuilds.brokenLinksBadSettings);
}, 600_000);

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

/**
 * Where the `_redirects` of a build send a path, as Cloudflare Pages reads the file: the first
 * rule whose source matches, `*` as the splat, `:name` as one segment.
 */
function followRules(outDir: string, path: string): { status: number; location: string } | undefined {
	for (const line of readFileSync(join(outDir, '_redirects'), 'utf8').trim().split('\n')) {
		const [from, to, status] = line.split(' ') as [string, string, string];
		const pattern = from
			.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
			.replace(/:([A-Za-z_]\w*)/g, '(?<$1>[^/]+)')
			.replace('*', '(?<splat>.*)');
		const match = new RegExp(`^${pattern}$`).exec(path);
		if (!match) continue;
		const location = to.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => match.groups?.[name] ?? '');
		return { status: Number(status), location };
	}
	return undefined;
}

/**
 * Where the `vercel.json` of a build sends a path, as Vercel reads it: the first rule whose
 * source (path-to-regexp 6, Vercel's matcher) matches, its parameters put in the destination.
 */
/** Where Vercel sends a request for `path`, asked for with the `Accept` header given (a browser's by default). */
function followVercel(outDir: string, path: string, accept = 'text/html'): { status: number; location: string } | undefined {
	const { redirects } = JSON.parse(readFileSync(join(outDir, 'vercel.json'), 'utf8')) as {
		redirects: { source: string; destination: string; permanent: boolean; has?: { type: string; key: string; value: string }[] }[];
	};
	for (const { source, destination, permanent, has = [] } of redirects) {
		// The conditions on the request's headers, as Vercel reads them: `value` is a regular expression.
		if (
			!has.every(
				(condition) => condition.type === 'header' && condition.key.toLowerCase() === 'accept' && new RegExp(condition.value).test(accept),
			)
		)
			continue;
		const found = match<Record<string, string | string[]>>(source, { decode: decodeURIComponent })(path);
		if (!found) continue;
		const location = destination.replace(/(?<!https?):([A-Za-z_]\w*)\*?/g, (_, name: string) => {
			const value = found.params[name];
			return Array.isArray(value) ? value.join('/') : (value ?? '');
		});
		return { status: permanent ? 308 : 307, location: location.replace(/(.)\/+(?=$|#)/, '$1') };
	}
	return undefined;
}

describe('redirects as hosts apply them', () => {
	test('_redirects and vercel.json send each old address to a page of the build, with the status docs.json asks for', () => {
		const paths = [
			'/draft',
			'/tutorials/one/two',
			'/topics/start/start',
			'/articles/intro-to-moss',
			'/old/deep/page',
			'/begin',
			'/elsewhere',
			'/new/start',
		];
		const followed = Object.fromEntries(paths.map((path) => [path, followRules(root.outDir, path)]));
		expect(Object.fromEntries(paths.map((path) => [path, followVercel(root.outDir, path)]))).toEqual(followed);
		expect(followed).toEqual({
			'/draft': { status: 307, location: '/new/start' },
			// A whole folder sent to one page: only a rules file can say it (there is no redirect page for it).
			'/tutorials/one/two': { status: 308, location: '/new/start' },
			'/topics/start/start': { status: 308, location: '/new/start' },
			'/articles/intro-to-moss': { status: 308, location: '/new/deep/page' },
			'/old/deep/page': { status: 308, location: '/new/deep/page' },
			'/begin': { status: 308, location: '/new/start#install' },
			'/elsewhere': { status: 308, location: 'https://moss.example.com/docs' },
			'/new/start': undefined,
		});
		for (const { location } of Object.values(followed).filter((rule) => rule !== undefined)) {
			if (!location.startsWith('https://')) expect(pageExists(root.outDir, location.replace(/#.*$/, '')), location).toBe(true);
		}
		expect(pageExists(root.outDir, '/tutorials/one/two')).toBe(false);
		// An agent asking for Markdown gets the page's Markdown copy.
		expect(followVercel(root.outDir, '/new/start', 'text/markdown')).toEqual({ status: 307, location: '/new/start.md' });
		expect(existsSync(join(root.outDir, 'new/start.md'))).toBe(true);
	});

	test('under a base path, the rules are in it', () => {
		expect(followRules(subPath.outDir, '/docs/old/start')).toEqual({ status: 308, location: '/docs/new/start' });
		expect(followRules(subPath.outDir, '/old/start')).toBeUndefined();
		expect(followVercel(subPath.outDir, '/docs/old/start')).toEqual({ status: 308, location: '/docs/new/start' });
		expect(followVercel(subPath.outDir, '/old/start')).toBeUndefined();
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
			['Deep dives', '/new/deep/page'],
			['Guides', '/new/start'],
		]);
	});

	// The page says "search for it": the search box must be there and work, at any depth.
	test('has the search box in its top bar, its dialog, and the script that runs them', () => {
		expect(searchOf(root.outDir)).toEqual({ base: '/', label: 'Search... Ctrl K', field: 'Search the docs', scriptLoadsIndex: true });
		expect(searchOf(subPath.outDir)).toEqual({
			base: '/docs/',
			label: 'Search... Ctrl K',
			field: 'Search the docs',
			scriptLoadsIndex: true,
		});
	});
});

/** The search of a build's 404 page: its base path, the box's label, the field's name, and whether a script of the page loads the index. */
function searchOf(outDir: string): { base: string | undefined; label: string; field: string | undefined; scriptLoadsIndex: boolean } {
	const html = readFileSync(join(outDir, '404.html'), 'utf8');
	const search = find(find(html, 'header', { class: 'topbar' }).inner, 'div', { 'data-search': true });
	const dialog = find(search.inner, 'dialog', { 'data-search-dialog': true });
	const scripts = findAll(html, 'script', { type: 'module', src: true }).map((script) => script.attrs.src!.replace(/^\/docs\//, '/'));
	return {
		base: search.attrs['data-base'],
		label: find(search.inner, 'button', { 'data-search-open': true }).text,
		field: find(dialog.inner, 'input', { role: 'combobox' }).attrs['aria-label'],
		// The chunk may import others: the script of the search is in one of them.
		scriptLoadsIndex: scripts.some((src) => readFileSync(join(outDir, src), 'utf8').includes('pagefind/pagefind.js')),
	};
}

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

describe('the changelog feed', () => {
	test('a page with Updates has an RSS 2.0 feed at its address plus /rss.xml, with absolute links', () => {
		const { channel, items: read } = readRss(readFileSync(join(root.outDir, 'changelog/rss.xml'), 'utf8'));
		expect(channel).toMatchObject({
			title: 'Changelog - Moss Docs',
			link: 'https://moss.example.com/changelog',
			description: 'What changed in Moss.',
			language: 'en',
			'atom:link': { '@_href': 'https://moss.example.com/changelog/rss.xml', '@_rel': 'self' },
		});
		for (const item of read) expect(item.guid).toEqual({ '#text': item.link, '@_isPermaLink': 'true' });
		const items = read.map(({ guid: _guid, ...item }) => item);
		expect(items).toEqual([
			{
				title: 'May 2, 2026',
				link: 'https://moss.example.com/changelog#may-2-2026',
				pubDate: 'Sat, 02 May 2026 00:00:00 GMT',
				category: ['Spores', 'Guides'],
				// The callout stays on the page.
				description: '<p>v2</p><p>Spores now <a href="https://moss.example.com/new/start#install">start in a day</a>.</p>',
			},
			{
				title: 'Moss 1.0',
				link: 'https://moss.example.com/changelog#v1-0-0',
				pubDate: 'Wed, 01 Apr 2026 00:00:00 GMT',
				description: 'The first release &amp; its guide.',
			},
			{
				title: 'Stones',
				link: 'https://moss.example.com/changelog#stones',
				pubDate: 'Sun, 01 Mar 2026 00:00:00 GMT',
				category: ['Guides'],
				description: '<p>Moss covers stones.</p>',
			},
			{
				title: 'Walls',
				link: 'https://moss.example.com/changelog#walls',
				pubDate: 'Sun, 01 Mar 2026 00:00:00 GMT',
				category: ['Guides'],
				description: '<p>Moss covers walls.</p>',
			},
		]);
		// Each entry's link is an anchor of the page.
		const html = pageHtml(root.outDir, '/changelog');
		for (const item of items) expect(query(html, '*', { id: item.link!.split('#')[1]! }), item.link).toBeDefined();
	});

	test('the page links to it in its head and, with rss: true, under its title; a page without Updates does not', () => {
		const html = pageHtml(root.outDir, '/changelog');
		expect(find(html, 'link', { rel: 'alternate', type: 'application/rss+xml' }).attrs).toMatchObject({
			href: '/changelog/rss.xml',
			title: 'Changelog - Moss Docs',
		});
		expect(find(find(html, 'header', { class: 'page-header' }).inner, 'a', { class: 'page-feed' }).attrs.href).toBe('/changelog/rss.xml');
		expect(query(pageHtml(root.outDir, '/new/start'), 'link', { type: 'application/rss+xml' })).toBeUndefined();
	});

	test('without SITE_URL there is none, no page links to one, and the build says why', () => {
		expect(existsSync(join(subPath.outDir, 'changelog/rss.xml'))).toBe(false);
		const html = pageHtml(subPath.outDir, '/changelog');
		expect(query(html, 'link', { type: 'application/rss+xml' })).toBeUndefined();
		expect(query(html, 'a', { class: 'page-feed' })).toBeUndefined();
		expect(
			stripAnsi(subPath.stdout + subPath.stderr)
				.split('\n')
				.filter((line) => line.includes('rss.xml')),
		).toEqual([
			'rss.xml skipped for the page with Update components: a feed needs the public URL of the site. Set SITE_URL (e.g. SITE_URL=https://docs.example.com npm run build) to write it.',
		]);
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

	test('a value the settings do not accept stops the build at once, with every wrong one and the accepted values', () => {
		expect(badSettings.exitCode).not.toBe(0);
		const output = stripAnsi(badSettings.stderr);
		expect(output).toContain(
			[
				'error: LINK_CHECK=warning: not a value of LINK_CHECK. Expected "warn" (list broken links, build anyway) or "off" (no check); unset, broken links fail the build',
				'  fix: did you mean LINK_CHECK=warn?',
				'error: LENIENT=yes: not a value of LENIENT. Expected "1" or "true" (lenient), "0" or "false" (strict); unset, the build is strict',
				'  fix: did you mean LENIENT=1?',
				'Stopped: fix the environment settings above and run again.',
			].join('\n'),
		);
		expect(stackTraceLines(output)).toEqual([]);
		expect(existsSync(join(badSettings.outDir, 'index.html'))).toBe(false);
	});
});

describe('the showcase', () => {
	let first: BuildResult;
	let second: BuildResult;
	beforeAll(async () => {
		first = await sharedBuild(fixtureBuilds.showcase);
		// A second build of its own, to compare with the first.
		second = await ownBuild();
	}, 600_000);
	afterAll(() => {
		if (second) rmSync(second.outDir, { recursive: true, force: true });
	});

	test('its redirects: an old address of the webhook reference, and the old tutorials/ folder page by page', () => {
		expect(first.exitCode, first.stderr).toBe(0);
		expect(redirectOf(pageHtml(first.outDir, '/webhooks/new-plant'))).toEqual({
			refresh: '0; url=/api-reference/plants/new-plant',
			canonical: '/api-reference/plants/new-plant',
			link: '/api-reference/plants/new-plant',
		});
		const tutorials = listFiles(first.outDir)
			.filter((file) => file.startsWith('tutorials/'))
			.map((file) => [file, redirectOf(readFileSync(join(first.outDir, file), 'utf8')).refresh]);
		expect(tutorials).toEqual([
			['tutorials/care-schedules/index.html', '0; url=/guides/care-schedules'],
			['tutorials/inventory/bulk-import/index.html', '0; url=/guides/inventory/bulk-import'],
			['tutorials/inventory/tagging/index.html', '0; url=/guides/inventory/tagging'],
		]);
		// Each destination is a page of the build, not another redirect.
		for (const href of [
			'/api-reference/plants/new-plant',
			'/guides/care-schedules',
			'/guides/inventory/tagging',
			'/guides/inventory/bulk-import',
		]) {
			expect(query(pageHtml(first.outDir, href), 'meta', { 'http-equiv': 'refresh' }), href).toBeUndefined();
		}
	});

	test('two builds are byte for byte identical', () => {
		expect(first.exitCode, first.stderr).toBe(0);
		expect(second.exitCode, second.stderr).toBe(0);
		const files = listFiles(first.outDir);
		expect(listFiles(second.outDir)).toEqual(files);
		expect(files.length).toBeGreaterThan(50);
		const different = files.filter((file) => !readFileSync(join(first.outDir, file)).equals(readFileSync(join(second.outDir, file))));
		expect(different).toEqual([]);
		expect(relative(first.outDir, second.outDir)).not.toBe('');
	});
});
