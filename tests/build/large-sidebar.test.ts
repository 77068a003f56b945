import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageHtml } from './html.ts';

/**
 * A site whose sidebar has 163 pages (tests/fixtures/large-sidebar: 160 operations in 8 groups):
 * each page carries the groups around it whole and every other group as a link to its first
 * page; one fragment file per tree holds the rest, for the browser to fill in.
 */
let build: BuildResult;

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.largeSidebar);
});

const sidebarOf = (path: string) => find(pageHtml(build.outDir, path), 'nav', { id: 'sidebar' });
const fragmentFiles = () => readdirSync(join(build.outDir, '_trellis/nav'));

describe('a large sidebar', () => {
	test('builds, its links checked, with one fragment for its one large tree', () => {
		expect(build.exitCode, build.stderr).toBe(0);
		expect(fragmentFiles()).toHaveLength(1);
	});

	test("an operation's page holds its own group whole and the other groups' first pages", () => {
		const sidebar = sidebarOf('/api-reference/plants/plants-task-3');
		const links = findAll(sidebar.inner, 'a', { class: 'nav-link' }).map((link) => link.attrs.href);
		expect(links.filter((href) => href?.startsWith('/api-reference/plants/'))).toHaveLength(20);
		expect(links.filter((href) => href?.startsWith('/api-reference/pots/'))).toEqual(['/api-reference/pots/pots-task-1']);
		expect(links.length).toBe(20 + 7 + 1);
		expect(find(sidebar.inner, 'a', { 'aria-current': 'page' }).attrs.href).toBe('/api-reference/plants/plants-task-3');
	});

	test('the tree names its fragment, which holds each closed group once', () => {
		const tree = find(sidebarOf('/deep/roots').inner, 'ul', { class: 'depth-0' });
		const fragment = tree.attrs['data-nav-fragment']!;
		expect(fragment).toBe(`/_trellis/nav/${fragmentFiles()[0]}`);
		const html = readFileSync(join(build.outDir, fragment), 'utf8');
		const hrefs = findAll(html, 'a').map((link) => link.attrs.href);
		// The API group's template holds each resource group's first page; each resource group's, its 20.
		expect(hrefs.filter((href) => href === '/api-reference/pots/pots-task-7')).toHaveLength(1);
		expect(new Set(hrefs).size).toBe(163);
	});

	test('a page is far lighter than the whole tree', () => {
		const bytes = (path: string) => readFileSync(join(build.outDir, path.slice(1), 'index.html')).length;
		const fragment = readFileSync(join(build.outDir, '_trellis/nav', fragmentFiles()[0]!)).length;
		expect(bytes('/deep/roots')).toBeLessThan(fragment);
	});
});
