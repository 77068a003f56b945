import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../src/navigation/types.ts';
import { currentPageHref, markCurrentPage } from '../../../src/components/chrome/nav-tree-html.ts';

/** A tree as NavTree.astro renders it with no current page: two nested groups and a sibling group. */
const tree = [
	'<ul class="nav-list depth-0"><li class="nav-group"><h2 class="nav-group-title">Guides</h2>',
	'<ul class="nav-list depth-1">',
	'<li class="nav-subgroup"><details><summary><span>Basics</span></summary><ul class="nav-list depth-2">',
	'<li><a class="nav-link" href="/guides/a"><span class="nav-label">A</span></a></li>',
	'<li class="nav-subgroup"><details><summary><span>Deep</span></summary><ul class="nav-list depth-3">',
	'<li><a class="nav-link" href="/guides/deep?x=1&amp;y=2"><span class="nav-label">Deep</span></a></li>',
	'</ul></details></li>',
	'</ul></details></li>',
	'<li class="nav-subgroup"><details><summary><span>Other</span></summary><ul class="nav-list depth-2">',
	'<li><a class="nav-link" href="/guides/b"><span class="nav-label">B</span></a></li>',
	'</ul></details></li>',
	'</ul></li></ul>',
].join('');

describe('markCurrentPage', () => {
	it('marks the link and opens the groups around it, not its siblings', () => {
		const marked = markCurrentPage(tree, '/guides/deep?x=1&y=2');
		expect(marked).toContain('<a class="nav-link" href="/guides/deep?x=1&amp;y=2" aria-current="page">');
		expect(marked.match(/<details open>/g)).toHaveLength(2);
		expect(marked).toContain('<details open><summary><span>Basics</span>');
		expect(marked).toContain('<details open><summary><span>Deep</span>');
		expect(marked).toContain('<details><summary><span>Other</span>');
	});

	it('skips closed groups that come before the current page', () => {
		const marked = markCurrentPage(tree, '/guides/b');
		expect(marked).toContain('<details open><summary><span>Other</span>');
		expect(marked).toContain('<details><summary><span>Basics</span>');
		expect(marked).toContain('<details><summary><span>Deep</span>');
		expect(marked).toContain('<a class="nav-link" href="/guides/b" aria-current="page">');
	});

	it('leaves the tree as it is when the page is not in it', () => {
		expect(markCurrentPage(tree, '/elsewhere')).toBe(tree);
		expect(markCurrentPage(tree, undefined)).toBe(tree);
	});
});

describe('currentPageHref', () => {
	const items: NavItem[] = [
		{ type: 'page', path: 'home', href: 'https://example.com', label: 'Home', external: true },
		{ type: 'group', label: 'G', items: [{ type: 'page', path: 'guides/a', href: '/guides/a', label: 'A' }] },
	];

	it('finds the link of a page in nested groups', () => {
		expect(currentPageHref(items, 'guides/a')).toBe('/guides/a');
	});

	it('never takes an external link for the current page', () => {
		expect(currentPageHref(items, 'home')).toBeUndefined();
	});
});
