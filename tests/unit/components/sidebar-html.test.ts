import { describe, expect, it } from 'vitest';
import type { NavGroupItem, NavItem, NavPageItem } from '../../../src/navigation/types.ts';
import { largeTreeLinks, sidebarFragment, sidebarTreeHtml } from '../../../src/components/chrome/sidebar-html.ts';
import { currentItems, navLink, renderNavList } from '../../../src/components/chrome/nav-tree-render.ts';

const page = (path: string, label = path): NavPageItem => ({ type: 'page', path, href: `/${path}`, label });
const group = (label: string, items: NavItem[], extra: Partial<NavGroupItem> = {}): NavGroupItem => ({
	type: 'group',
	label,
	items,
	...extra,
});

/** Two nested groups and a sibling group, with a link that needs escaping. */
const smallTree = (): NavItem[] => [
	group('Guides', [
		group('Basics', [page('guides/a', 'A'), group('Deep', [{ ...page('guides/deep', 'Deep'), href: '/guides/deep?x=1&y=2' }])]),
		group('Other', [page('guides/b', 'B <b>')]),
	]),
];

/** A tree with more links than a page carries whole: groups of 20 operations, one with a nested group. */
function largeTree(): NavItem[] {
	const groups = Array.from({ length: 8 }, (_, g) =>
		group(
			`Resource ${g}`,
			Array.from({ length: 20 }, (_, i) => ({ ...page(`api/r${g}/op${i}`, `Operation ${g}.${i}`), method: i % 2 ? 'POST' : 'GET' })),
		),
	);
	groups[0]!.items.push(group('Nested', [page('api/r0/nested/a', 'Nested A'), page('api/r0/nested/b', 'Nested B')]));
	return [group('Start', [page('index', 'Home')]), group('API', groups)];
}

/** The tree after the browser filled every closed group from the fragment (src/browser/sidebar-fill.ts), as text. */
function filled(html: string, fragment: string): string {
	const lists = new Map(
		[...fragment.matchAll(/<template data-nav-group="([^"]+)">(.*?)<\/template>/g)].map((match) => [match[1]!, match[2]!]),
	);
	const stub = /<ul class="nav-list depth-\d" data-nav-deferred="([^"]+)">(?:<li><a [^>]*>.*?<\/a><\/li>)?<\/ul>/;
	let result = html.replace(/ data-nav-fragment="[^"]*"/, '');
	for (let match = stub.exec(result); match; match = stub.exec(result)) {
		const list = lists.get(match[1]!);
		expect(list, `template ${match[1]}`).toBeDefined();
		result = result.replace(match[0], list!);
	}
	return result;
}

describe('a small tree', () => {
	it('is whole in the page: the link marked, the groups around it open, not its siblings', () => {
		const html = sidebarTreeHtml(smallTree(), 'guides/deep', undefined);
		expect(html).toContain('<a class="nav-link" href="/guides/deep?x=1&#38;y=2" aria-current="page">');
		expect(html.match(/<details open>/g)).toHaveLength(2);
		expect(html).toContain('<details open><summary><span>Basics</span>');
		expect(html).toContain(
			'<details><summary><span>Other</span></summary><ul class="nav-list depth-2"><li><a class="nav-link" href="/guides/b">',
		);
		expect(html).toContain('<span class="nav-label">B &lt;b&gt;</span>');
		expect(html).not.toMatch(/data-nav-(deferred|fragment)/);
		expect(sidebarFragment(smallTree(), undefined)).toBeUndefined();
	});

	it('opens nothing and marks nothing for a page it does not list', () => {
		const html = sidebarTreeHtml(smallTree(), 'elsewhere', undefined);
		expect(html).not.toContain('aria-current');
		expect(html).not.toContain('<details open>');
	});

	it('gives the same HTML for a page however many pages were rendered before it', () => {
		const items = smallTree();
		const first = sidebarTreeHtml(items, 'guides/b', undefined);
		sidebarTreeHtml(items, 'guides/a', undefined);
		expect(sidebarTreeHtml(items, 'guides/b', undefined)).toBe(first);
	});
});

describe('a large tree', () => {
	const items = largeTree();
	const fragment = sidebarFragment(items, undefined)!;

	it(`has more than ${largeTreeLinks} links, and a fragment`, () => {
		expect(fragment.name).toMatch(/^[0-9a-f]{16}$/);
		expect(sidebarTreeHtml(items, 'index', undefined)).toContain(
			`<ul data-nav-fragment="/_trellis/nav/${fragment.name}.html" class="nav-list depth-0">`,
		);
	});

	it('holds the groups around the current page whole, and each other group as a link to its first page', () => {
		const html = sidebarTreeHtml(items, 'api/r3/op5', undefined);
		expect(html).toContain('<a class="nav-link" href="/api/r3/op5" aria-current="page">');
		// The current page's group, whole; its siblings closed, with their first page.
		for (let i = 0; i < 20; i++) expect(html).toContain(`href="/api/r3/op${i}"`);
		expect(html).toContain(
			'<details><summary><span>Resource 4</span></summary><ul class="nav-list depth-2" data-nav-deferred="1.4"><li><a class="nav-link" href="/api/r4/op0">',
		);
		expect(html).not.toContain('href="/api/r4/op1"');
		// A top group that does not hold the page keeps its title, with its first page under it.
		expect(html).toContain(
			'<h2 class="nav-group-title">Start</h2><ul class="nav-list depth-1" data-nav-deferred="0"><li><a class="nav-link" href="/index">',
		);
		expect(html.match(/class="nav-link"/g)!.length).toBeLessThan(40);
	});

	it('fills, from its fragment, into the tree a small site would show whole', () => {
		for (const path of ['index', 'api/r3/op5', 'api/r0/nested/b']) {
			const whole = renderNavList(items, 0, {
				library: undefined,
				current: currentItems(items, path),
				closedList: undefined,
				reused: new WeakMap(),
			});
			expect(filled(sidebarTreeHtml(items, path, undefined), fragment.html), path).toBe(whole);
		}
	});

	it('puts each closed group once in the fragment, its own closed groups as links to be filled in turn', () => {
		const templates = [...fragment.html.matchAll(/<template data-nav-group="([^"]+)">/g)].map((match) => match[1]);
		expect(templates).toEqual(['0', '1', '1.0', '1.0.20', '1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '1.7']);
		// Each operation's link is in the fragment once: a closed group inside another is only its first page there.
		expect(fragment.html.match(/href="\/api\/r0\/op7"/g)).toHaveLength(1);
		expect(fragment.html.match(/href="\/api\/r0\/nested\/b"/g)).toHaveLength(1);
	});

	it('is named by its content: the same tree, the same name; a label changed, another', () => {
		expect(sidebarFragment(largeTree(), undefined)!.name).toBe(fragment.name);
		const changed = largeTree();
		((changed[1] as NavGroupItem).items[2] as NavGroupItem).items[3]!.label = 'Renamed';
		expect(sidebarFragment(changed, undefined)!.name).not.toBe(fragment.name);
	});
});

describe('currentItems', () => {
	const home: NavItem = { type: 'page', path: 'home', href: 'https://example.com', label: 'Home', external: true };
	const a = page('guides/a', 'A');
	const guides = group('G', [a]);
	const items: NavItem[] = [home, guides];

	it('finds the link of a page in nested groups, and the groups that hold it', () => {
		expect([...currentItems(items, 'guides/a')]).toEqual([a, guides]);
	});

	it('never takes an external link for the current page', () => {
		expect(currentItems(items, 'home').size).toBe(0);
	});
});

describe('a deprecated page in the sidebar', () => {
	it('is struck through and says so to a screen reader; others are not', () => {
		const render = { library: undefined, current: new Set<NavItem>() };
		const old = navLink({ ...page('api/old', 'Old endpoint'), method: 'GET', deprecated: true }, render);
		expect(old).toContain(' data-deprecated');
		expect(old).toContain('<span class="nav-label">Old endpoint</span><span class="visually-hidden"> (deprecated)</span>');
		expect(navLink(page('api/new', 'New endpoint'), render)).not.toContain('deprecated');
	});
});
