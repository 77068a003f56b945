import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { find, findAll, pageExists, pageHtml, query, writtenByTheBuild } from './html.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { buildStrict, testReportOfBuildingFolder } from './real-world/both-modes.ts';

/**
 * A folder as existing Mintlify repositories have it: only `mint.json` (the legacy name), `.md`
 * and `.mdx` pages beside it, an image referenced by an absolute path, a `snippets/` folder,
 * navigation nested four groups deep and a group without a name. Built strict, and with
 * LENIENT=1 as a folder being moved over is first built: the same pages, and nothing to report.
 */

const fixture = 'tests/fixtures/mint-json-folder';
const builds = buildStrict(() => fixtureBuilds.mintJsonFolder);
/** The strict build, which the tests of the pages read. */
let build: BuildResult;
let output = '';

const sidebarOf = (html: string) => find(html, 'nav', { id: 'sidebar' }).outer;

/** Every built file, relative to the output folder, with forward slashes. */
function builtFiles(folder: string): string[] {
	const files: string[] = [];
	const walk = (current: string) => {
		for (const entry of readdirSync(current, { withFileTypes: true })) {
			const full = join(current, entry.name);
			if (entry.isDirectory()) walk(full);
			else files.push(relative(folder, full).split(sep).join('/'));
		}
	};
	walk(folder);
	return files;
}

// After the build of buildStrict, which registered its hook first.
beforeAll(() => {
	build = builds.strict;
	output = builds.strictOutput;
});

describe('a folder with only mint.json', () => {
	test('builds, reading mint.json, with no problems printed', () => {
		expect(build.exitCode, output).toBe(0);
		expect(output).not.toMatch(/^(error|warning):/m);
		expect(find(pageHtml(build.outDir, '/introduction'), 'title').text).toBe('Introduction - Greenhouse Legacy');
	});

	test('builds every page of the navigation', () => {
		const pages = [
			'/introduction',
			'/getting-started',
			'/loose-page',
			'/platform/overview',
			'/platform/storage/volumes',
			'/platform/storage/buckets/lifecycle',
		];
		expect(pages.filter((href) => !pageExists(build.outDir, href))).toEqual([]);
	});

	test('a .md page is rendered as Markdown', () => {
		const prose = find(pageHtml(build.outDir, '/introduction'), 'div', { class: 'prose' }).inner;
		expect(find(prose, 'strong').text).toBe('climate control');
		expect(findAll(find(prose, 'ul').inner, 'li').map((li) => li.text)).toEqual(['first item', 'second item']);
		expect(find(prose, 'h2', { id: 'plain-markdown-heading' }).text).toBe('Plain Markdown heading');
	});

	test('a .mdx page is rendered as MDX (its exports are usable in the text)', () => {
		const prose = find(pageHtml(build.outDir, '/getting-started'), 'div', { class: 'prose' }).inner;
		expect(prose).toContain('Install the greenhouse-agent package.');
	});

	test('the root URL redirects to the first page', () => {
		expect(find(pageHtml(build.outDir, '/'), 'meta', { 'http-equiv': 'refresh' }).attrs.content).toBe('0; url=/introduction');
	});
});

describe('static files beside the pages', () => {
	test('an image referenced as /images/x.png is linked and copied to the output unchanged', () => {
		const image = find(find(pageHtml(build.outDir, '/getting-started'), 'div', { class: 'prose' }).inner, 'img');
		expect(image.attrs.src).toBe('/images/x.png');
		expect(image.attrs.alt).toBe('Wiring diagram of the agent');
		const built = join(build.outDir, 'images/x.png');
		expect(existsSync(built), 'images/x.png in the output').toBe(true);
		expect(readFileSync(built).equals(readFileSync(join(projectRoot, fixture, 'images/x.png')))).toBe(true);
	});

	test('the config file and page sources are not copied to the output', () => {
		// The .md files are the Markdown copies of the pages (src/postbuild/markdown-copies/markdown-copies.ts),
		// not their sources with frontmatter; the JSON files a build writes itself are left out.
		const files = builtFiles(build.outDir).filter((file) => !writtenByTheBuild(file));
		expect(files.filter((file) => /\.(mdx|json)$/.test(file) || file === 'mint.json')).toEqual([]);
		const markdown = files.filter((file) => file.endsWith('.md'));
		expect(markdown.length).toBeGreaterThan(0);
		for (const file of markdown) expect(readFileSync(join(build.outDir, file), 'utf8'), file).toMatch(/^# /);
	});
});

describe("the folder's own site files", () => {
	test('its llms.txt and robots.txt replace the ones a build makes, as on Mintlify; llms-full.txt is still made', () => {
		for (const name of ['llms.txt', 'robots.txt']) {
			expect(readFileSync(join(build.outDir, name), 'utf8'), name).toBe(readFileSync(join(projectRoot, fixture, name), 'utf8'));
			expect(output).toContain(`${name}: the docs folder's own is kept`);
		}
		expect(readFileSync(join(build.outDir, 'llms-full.txt'), 'utf8')).toContain('# Introduction');
	});
});

describe('snippets/', () => {
	test('its files are not built as pages and not reported as pages', () => {
		expect(pageExists(build.outDir, '/snippets/agent-note')).toBe(false);
		expect(builtFiles(build.outDir).filter((file) => file.startsWith('snippets/'))).toEqual([]);
		expect(output).not.toContain('agent-note');
	});
});

describe('navigation', () => {
	test('groups nest four levels deep: a titled group, then three levels of <details>', () => {
		const sidebar = sidebarOf(pageHtml(build.outDir, '/platform/storage/buckets/lifecycle'));
		const platform = findAll(sidebar, 'li', { class: 'nav-group' }).find((group) => query(group.inner, 'h2')?.text === 'Platform');
		expect(platform).toBeDefined();
		const details = findAll(platform!.inner, 'details');
		expect(details.map((detail) => find(detail.inner, 'summary').text)).toEqual(['Storage', 'Buckets', 'Lifecycle rules']);
		// Each level holds the next one.
		expect(details[0]!.inner).toContain(details[1]!.outer);
		expect(details[1]!.inner).toContain(details[2]!.outer);
		const deepest = find(details[2]!.inner, 'a', { class: 'nav-link' });
		expect(deepest.attrs.href).toBe('/platform/storage/buckets/lifecycle');
		expect(deepest.attrs['aria-current']).toBe('page');
		expect(details.every((detail) => 'open' in detail.attrs)).toBe(true);
	});

	test('a group with an empty name shows its pages without a heading', () => {
		const sidebar = sidebarOf(pageHtml(build.outDir, '/introduction'));
		const groups = findAll(sidebar, 'li', { class: 'nav-group' });
		expect(groups.map((group) => query(group.inner, 'h2', { class: 'nav-group-title' })?.text ?? null)).toEqual([
			'Start here',
			null,
			'Platform',
		]);
		const unnamed = groups[1]!;
		expect(findAll(unnamed.inner, 'a', { class: 'nav-link' }).map((link) => [link.attrs.href, link.text])).toEqual([
			['/loose-page', 'Loose page'],
		]);
		expect(query(unnamed.inner, 'h2')).toBeUndefined();
		expect(query(unnamed.inner, 'summary')).toBeUndefined();
	});

	test('previous and next run through all groups in order', () => {
		const next = (href: string) => query(pageHtml(build.outDir, href), 'a', { class: 'next' })?.attrs.href;
		expect(next('/introduction')).toBe('/getting-started');
		expect(next('/getting-started')).toBe('/loose-page');
		expect(next('/loose-page')).toBe('/platform/overview');
		expect(next('/platform/storage/volumes')).toBe('/platform/storage/buckets/lifecycle');
		expect(next('/platform/storage/buckets/lifecycle')).toBeUndefined();
	});
});

testReportOfBuildingFolder(builds, { pagesInNavigation: 6, pagesBuilt: 6, pagesFailed: 0, pagesWithProblems: 0, errors: 0, warnings: 0 });
