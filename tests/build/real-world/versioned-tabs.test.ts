import { describe, expect, test } from 'vitest';
import { listFiles } from '../../../src/postbuild/built-files.ts';
import { find, findAll, htmlAttributes, pageExists, pageHtml, query, shownInVersion } from '../html.ts';
import { anchorsOf, sidebarOutline, tabsOf } from './chrome.ts';
import { fixtureBuilds } from '../../support/fixture-builds.ts';
import { buildStrict, testReportOfBuildingFolder } from './both-modes.ts';
import { problemLines } from './report.ts';

/**
 * A CLI's docs kept in two versions side by side, one folder per version, as multi-version
 * folders do:
 * - `docs.json` with `versions` mixing a name and objects: a `default` that is not the first,
 *   and an old version that lives on another site (`url`);
 * - tabs of the same name once per version (`Guides` for `v3/guides` and `v2/guides`), some
 *   with a `version`, some without (their pages are all of one version), an external tab, and
 *   the implicit first tab renamed and hidden (`primaryTab.isDefaultHidden`) over the home page;
 * - groups with `version`, a group without a name, a `.md` page in one version only;
 * - `_snippets/` imported from the root with a prop; only external anchors; `analytics`.
 */

const builds = buildStrict(() => fixtureBuilds.versionedTabs);

const html = (href: string) => pageHtml(builds.strict.outDir, href);
/** Where each entry of the version menu leads from a page, by the version it chooses (an entry of another site: by its name). */
const versionTargets = (href: string): Record<string, string> =>
	Object.fromEntries(
		findAll(find(html(href), 'details', { class: 'switcher-version' }).outer, 'a').map((link) => [
			link.attrs['data-chooses'] ?? link.text.replace(' ↗', ''),
			link.attrs.href!,
		]),
	);

describe('the build', () => {
	test('succeeds with no problem: its analytics are added, and its thumbs rating is sent to them', () => {
		expect(builds.strict.exitCode, builds.strictOutput).toBe(0);
		expect(problemLines(builds.strictOutput)).toEqual([]);
		expect(query(html('/'), 'script', { 'data-analytics': 'ga4', src: /googletagmanager/ })).toBeDefined();
		expect(query(html('/'), 'div', { 'data-thumbs': true })).toBeDefined();
	});

	test('builds the pages of both versions, and nothing from _snippets/', () => {
		const pages = [
			'/',
			'/v3/guides/install',
			'/v3/guides/configure',
			'/v3/guides/migrate',
			'/v3/reference/commands',
			'/v3/reference/flags',
			'/v2/guides/install',
			'/v2/guides/configure',
			'/v2/reference/commands',
		];
		expect(pages.filter((href) => !pageExists(builds.strict.outDir, href))).toEqual([]);
		expect(listFiles(builds.strict.outDir).filter((file) => file.startsWith('_snippets/'))).toEqual([]);
	});

	test('a snippet from _snippets/ gets its prop in each version', () => {
		const text = (href: string) => find(html(href), 'div', { class: 'prose' }).text;
		expect(text('/')).toContain('Installs release v3.1.');
		expect(text('/v2/guides/install')).toContain('Installs release v2.');
		expect(text('/v3/guides/install')).toContain('Installs release v3.');
	});
});

describe('versions', () => {
	test('the default is the one marked default, not the first; a page of no version shows it', () => {
		const root = htmlAttributes(html('/'));
		expect(root['data-default-version']).toBe('v3');
		expect(root['data-version']).toBe('v3');
		expect(root['data-page-version']).toBeUndefined();
		expect(
			findAll(find(html('/'), 'details', { class: 'switcher-version' }).outer, 'a').map((link) => [
				link.text,
				link.attrs['aria-current'] ?? '',
				link.attrs.target ?? '',
			]),
		).toEqual([
			['v2', '', ''],
			['v3', 'page', ''],
			['v1 ↗', '', '_blank'],
		]);
	});

	test('a page of one version selects it, and the menu leads to its counterpart or the other site', () => {
		expect(htmlAttributes(html('/v2/guides/configure'))['data-version']).toBe('v2');
		expect(versionTargets('/v2/guides/configure')).toEqual({
			v2: '/v2/guides/configure',
			v3: '/v3/guides/configure',
			v1: 'https://v1.kestrel.example',
		});
		// v2 has no migration guide: the menu leads to the first page of v2, the home page of every version.
		expect(versionTargets('/v3/guides/migrate')).toEqual({
			v2: '/',
			v3: '/v3/guides/migrate',
			v1: 'https://v1.kestrel.example',
		});
	});
});

describe('tabs of the same name per version', () => {
	// Each version has its own tabs (as Mintlify reads a legacy config): those with a version of
	// another are not among them, those without (their pages are all of one version) hold no page there.
	const tabsOfVersion = (version: string) => [
		{ name: 'Guides', href: `/${version}/guides/install`, version, current: false },
		{ name: 'CLI Reference', href: `/${version}/reference/commands`, version, current: false },
		{ name: 'Blog', href: 'https://blog.kestrel.example', version, current: false },
	];
	const current = (tabs: ReturnType<typeof tabsOfVersion>, href: string) =>
		tabs.map((tab) => (tab.href === href ? { ...tab, current: true } : tab));

	test('each leads to the first page of its own version, and a page shows those of its version', () => {
		expect(tabsOf(html('/v2/guides/configure'))).toEqual(current(tabsOfVersion('v2'), '/v2/guides/install'));
		expect(tabsOf(html('/v3/reference/flags'))).toEqual(current(tabsOfVersion('v3'), '/v3/reference/commands'));
	});

	test('the hidden primary tab shows only on its own page, the home page, in each version', () => {
		const home = { name: 'Home', href: '/', current: true };
		expect(tabsOf(shownInVersion(html('/'), 'v3'))).toEqual([{ ...home, version: 'v3' }, ...tabsOfVersion('v3')]);
		expect(tabsOf(shownInVersion(html('/'), 'v2'))).toEqual([{ ...home, version: 'v2' }, ...tabsOfVersion('v2')]);
		expect(tabsOf(html('/v3/guides/install')).map((tab) => tab.name)).not.toContain('Home');
	});

	test('the sidebar of a tab holds its version folder only', () => {
		expect(sidebarOutline(html('/v3/guides/install'))).toEqual([
			'[Get started]',
			'  Install -> /v3/guides/install',
			'  Configure -> /v3/guides/configure',
			'  Migrate from v2 -> /v3/guides/migrate',
		]);
		expect(sidebarOutline(html('/v2/reference/commands'))).toEqual(['[Commands]', '  Commands -> /v2/reference/commands']);
		expect(sidebarOutline(html('/'))).toEqual(['[]', '  Kestrel CLI -> /']);
	});

	test('anchors that all lead elsewhere are links on every page, with no anchor of the docs beside them', () => {
		const links = [
			{ name: 'Releases', href: 'https://github.com/kestrel-example/cli/releases', current: false },
			{ name: 'Discussions', href: 'https://github.com/kestrel-example/cli/discussions', current: false },
		];
		expect(anchorsOf(html('/v2/guides/install'))).toEqual(links);
		expect(anchorsOf(html('/v3/reference/flags'))).toEqual(links);
	});
});

testReportOfBuildingFolder(builds, { pagesInNavigation: 9, pagesBuilt: 9, pagesFailed: 0, pagesWithProblems: 0, errors: 0, warnings: 0 });
