import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { NavigationGroupInput } from '../../../src/config/schema/navigation.ts';
import { normalisePagePath } from '../../../src/navigation/page-items.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { placeOf } from '../support/navigation-input.ts';

const temporaryFolders: string[] = [];
afterAll(() => {
	for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

const projectRoot = resolve(import.meta.dirname, '../../..');

/** Page paths a navigation lists, depth first, as written. */
function listedPages(groups: readonly NavigationGroupInput[]): string[] {
	return groups.flatMap((group) => group.pages.flatMap((entry) => (typeof entry === 'string' ? [entry] : listedPages([entry]))));
}

/** A Mintlify folder (config and pages side by side) holding the given files. */
function docsFolder(files: Record<string, string>): string {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-site-'));
	temporaryFolders.push(folder);
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(folder, path)), { recursive: true });
		writeFileSync(join(folder, path), text);
	}
	return folder;
}

const page = (title: string) => `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\nText.\n`;

describe('resolveDocsPaths', () => {
	it('reads the showcase from the project root, pages in content/ and static files in public/', () => {
		expect(resolveDocsPaths('/repo', '')).toEqual({
			configRoot: '/repo',
			pagesRoot: '/repo/content',
			assetsRoot: '/repo/public',
			layout: 'showcase',
		});
	});

	it('reads a DOCS_DIR folder with everything beside the config, relative to the project root', () => {
		expect(resolveDocsPaths('/repo', '../docs')).toEqual({
			configRoot: '/docs',
			pagesRoot: '/docs',
			assetsRoot: '/docs',
			layout: 'folder',
		});
		expect(resolveDocsPaths('/repo', '  ').layout).toBe('showcase');
	});
});

const showcase = await loadSite(resolveDocsPaths(projectRoot, ''), false);

describe('loadSite on the showcase', () => {
	const loaded = showcase;
	const site = loaded.site!;

	it('loads with no error and no warning', () => {
		expect(formatProblems(loaded.problems, projectRoot)).toBe('0 errors, 0 warnings');
		expect(loaded.site).toBeDefined();
	});

	it('places every page the navigation lists, in the sidebar unless hidden', () => {
		const listed = listedPages(site.config.legacy!.navigation.navigation).map((entry) => normalisePagePath(entry)!);
		expect(listed.length).toBeGreaterThanOrEqual(10);
		for (const path of listed) {
			const placement = site.navigation.pages[path];
			expect(placement, path).toBeDefined();
			expect(placement?.href, path).toBe(site.pages[path]?.href);
			expect(placement?.inNavigation, path).toBe(!site.pages[path]?.frontmatter.hidden);
		}
	});

	it('places every page file, listed or not', () => {
		expect(Object.keys(site.navigation.pages).sort()).toEqual(Object.keys(site.pages).sort());
		expect(site.navigation.pages['beta-features']).toMatchObject({ inNavigation: false });
	});

	it('links every tab and anchor somewhere', () => {
		for (const section of [...site.navigation.tabs, ...site.navigation.anchors]) {
			expect(section.href, section.name).toMatch(section.external ? /^https?:\/\// : /^\/[a-z]/);
		}
	});

	it('splits the showcase pages among its tabs, anchors and versions', () => {
		const where = (path: string) => [placeOf(site.navigation, path), site.navigation.pages[path]!.version];
		expect(where('introduction')).toEqual(['Documentation / Documentation', undefined]);
		expect(where('guides/inventory/bulk-import')).toEqual(['Documentation / Guides', undefined]);
		expect(where('legacy/sdk')).toEqual(['Documentation / Legacy SDK', 'v1']);
		expect(where('api-reference/plants/new-plant')).toEqual(['API Reference / Documentation', undefined]);
		expect(where('changelog/releases')).toEqual(['Changelog / Documentation', undefined]);
		// Each version has its own levels: a page of every version has a place in each.
		expect(Object.keys(site.navigation.pages.introduction?.versionPlaces ?? {})).toEqual(['v2', 'v1']);
		expect(site.navigation.pages.quickstart?.versionTargets).toEqual({ v2: '/quickstart', v1: '/v1/quickstart' });
		expect(site.navigation.homeHref).toBe('/introduction');
	});

	it('is plain, serialisable data', () => {
		expect(JSON.parse(JSON.stringify(site.navigation))).toEqual(site.navigation);
	});
});

describe('loadSite on a broken folder', () => {
	it('lists the problems of the config, the pages and the navigation together, located in docs.json', async () => {
		const folder = docsFolder({
			'docs.json': [
				'{',
				'  "name": "Broken",',
				'  "colors": {"primary": "green"},',
				'  "navigation": [',
				'    {"group": "Start", "pages": ["introduction", "quikstart", "broken"]}',
				'  ]',
				'}',
			].join('\n'),
			'introduction.mdx': page('Introduction'),
			'quickstart.mdx': page('Quickstart'),
			'broken.mdx': '---\ntitle: Broken: yes\n---\n',
		});
		const result = await loadSite(resolveDocsPaths('/', folder), false);
		expect(result.site).toBeUndefined();
		// broken.mdx exists: its own frontmatter error says what is wrong, and the navigation must not
		// claim that the file is missing (today: 'page "broken" does not exist ... create broken.mdx').
		// The YAML error is on line 2 of broken.mdx (today reported on line 3).
		expect(formatProblems(result.problems, folder)).toBe(
			[
				'error: broken.mdx:2:8 frontmatter is not valid YAML: this value holds ": ", which YAML reads as the start of another key',
				'  fix: quote values that contain a colon, e.g. title: "Plants: an overview"',
				'error: docs.json:3:14 colors.primary: expected a hex colour such as "#16A34A", found "green"',
				'  fix: a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"',
				'error: docs.json:5:50 navigation[0].pages[1]: page "quikstart" does not exist: no quikstart.mdx or quikstart.md',
				'  fix: did you mean "quickstart"?',
				'3 errors, 0 warnings',
			].join('\n'),
		);
	});

	it('reports logo, favicon and background files that do not exist', async () => {
		const folder = docsFolder({
			'docs.json': JSON.stringify(
				{
					name: 'X',
					logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
					favicon: '/favicon.svg',
					backgroundImage: 'https://example.com/bg.png',
					navigation: [{ group: 'G', pages: ['introduction'] }],
				},
				null,
				2,
			),
			'introduction.mdx': page('Introduction'),
			'logo/light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
		});
		const result = await loadSite(resolveDocsPaths('/', folder), false);
		expect(result.site).toBeUndefined();
		expect(formatProblems(result.problems, folder)).toMatchInlineSnapshot(`
			"error: docs.json:5:5 logo.dark: file "/logo/dark.svg" does not exist: no logo/dark.svg in the docs folder
			  fix: add the file, or correct the path (paths start at the site root: "/logo/light.svg" is logo/light.svg in the docs folder)
			error: docs.json:7:3 favicon: file "/favicon.svg" does not exist: no favicon.svg in the docs folder
			  fix: add the file, or correct the path (paths start at the site root: "/logo/light.svg" is logo/light.svg in the docs folder)
			2 errors, 0 warnings"
		`);
	});

	it('gives a site with warnings only', async () => {
		const folder = docsFolder({
			'mint.json': JSON.stringify({ name: 'X', basePath: '/docs', navigation: [{ group: 'G', pages: ['introduction'] }] }),
			'introduction.mdx': '---\ntitle: "Introduction"\n---\n',
		});
		const result = await loadSite(resolveDocsPaths('/', folder), false);
		expect(result.problems.map((problem) => problem.severity)).toEqual(['warning', 'warning']);
		expect(result.site?.navigation.pages.introduction?.inNavigation).toBe(true);
	});

	it('reports a showcase without a content folder', async () => {
		const folder = docsFolder({ 'docs.json': JSON.stringify({ name: 'X', navigation: [] }) });
		const result = await loadSite(resolveDocsPaths(folder, ''), false);
		expect(formatProblems(result.problems, folder)).toMatchInlineSnapshot(`
			"error: content the pages folder does not exist
			  fix: create content/ with your pages
			1 error, 0 warnings"
		`);
	});
});
