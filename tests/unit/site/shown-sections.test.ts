import { describe, expect, it } from 'vitest';
import { implicitTab } from '../../../src/navigation/build-structured.ts';
import type { Section } from '../../../src/navigation/types.ts';
import { placesOf, shownSections } from '../../../src/site/shown-sections.ts';

const section = (id: string, fields: Partial<Section> = {}): Section => ({
	id,
	name: id,
	href: `/${id.replace(':', '-')}`,
	external: false,
	isDefaultHidden: false,
	...fields,
});

const names = (sections: readonly Section[]) => sections.map((shown) => shown.id);

describe('the tabs and anchors a page shows', () => {
	it('shows a tab inside an anchor within that anchor only, and the implicit tab never beside real ones', () => {
		const navigation = {
			tabs: [section(implicitTab), section('tab:0', { parentId: 'anchor:0' }), section('tab:1', { parentId: 'anchor:0' })],
			anchors: [section('anchor:0'), section('anchor:1')],
		};
		const inDocs = shownSections(navigation, [{ tabId: 'tab:1', anchorId: 'anchor:0' }]);
		expect(names(inDocs.tabs)).toEqual(['tab:0', 'tab:1']);
		expect(inDocs.currentIds).toEqual(['tab:1', 'anchor:0']);
		// The pages of the other anchor are in no tab of their own: no row.
		expect(shownSections(navigation, [{ tabId: implicitTab, anchorId: 'anchor:1' }]).tabs).toEqual([]);
	});

	it("marks a menu item, its tab and the product holding them as current; the products are the product menu, the items each tab's menu", () => {
		const navigation = {
			tabs: [
				section('tab:0', { parentId: 'anchor:0' }),
				section('tab:1', { parentId: 'anchor:0' }),
				section('tab:2', { parentId: 'anchor:1' }),
			],
			anchors: [
				section('anchor:0', { kind: 'product' }),
				section('anchor:1', { kind: 'product' }),
				section('anchor:2', { kind: 'menu', parentId: 'tab:0' }),
				section('anchor:3', { kind: 'menu', parentId: 'tab:1' }),
				section('anchor:4', { kind: 'menu', parentId: 'tab:2' }),
				section('anchor:5', { kind: 'menu', parentId: 'tab:1', isDefaultHidden: true }),
			],
		};
		const shown = shownSections(navigation, [{ tabId: 'tab:0', anchorId: 'anchor:2' }]);
		expect(shown.currentIds.sort()).toEqual(['anchor:0', 'anchor:2', 'tab:0']);
		expect([names(shown.products), names(shown.tabs), shown.anchors, shown.dropdowns]).toEqual([
			['anchor:0', 'anchor:1'],
			['tab:0', 'tab:1'],
			[],
			[],
		]);
		// The menu of each tab of the row, the page's or not; not those of the other product's tab, nor a hidden item.
		expect(Object.entries(shown.menus).map(([id, items]) => [id, names(items)])).toEqual([
			['tab:0', ['anchor:2']],
			['tab:1', ['anchor:3']],
		]);
	});

	it('has a dropdown menu of the dropdowns, within the tab that lists them; an entry alone shows when it leads elsewhere or holds a menu', () => {
		const navigation = {
			tabs: [section('tab:0'), section('tab:1')],
			anchors: [
				section('anchor:0', { kind: 'dropdown', parentId: 'tab:1' }),
				section('anchor:1', { kind: 'dropdown', parentId: 'tab:1' }),
				section('anchor:2', { kind: 'product', parentId: 'tab:1' }),
				section('anchor:3', { kind: 'menu', parentId: 'anchor:2' }),
			],
		};
		const inSecond = shownSections(navigation, [{ tabId: 'tab:1', anchorId: 'anchor:0' }]);
		expect([names(inSecond.dropdowns), names(inSecond.products), inSecond.anchors]).toEqual([['anchor:0', 'anchor:1'], ['anchor:2'], []]);
		expect(names(inSecond.menus['anchor:2']!)).toEqual(['anchor:3']);
		expect([shownSections(navigation, [{ tabId: 'tab:0', anchorId: 'anchor:none' }]).dropdowns]).toEqual([[]]);
		// A tab alone is a row when it has a menu.
		const oneTab = { tabs: [section('tab:0')], anchors: [section('anchor:0', { kind: 'menu', parentId: 'tab:0' })] };
		expect(names(shownSections(oneTab, [{ tabId: 'tab:0', anchorId: 'anchor:0' }]).tabs)).toEqual(['tab:0']);
		const oneDropdown = { tabs: [], anchors: [section('anchor:0', { kind: 'dropdown' })] };
		expect(shownSections(oneDropdown, [{ tabId: implicitTab, anchorId: 'anchor:0' }]).dropdowns).toEqual([]);
	});

	it('shows a hidden section only while it holds the page, and no section without a link', () => {
		const navigation = {
			tabs: [section('tab:0'), section('tab:1', { isDefaultHidden: true }), section('tab:2', { href: '' })],
			anchors: [],
		};
		expect(names(shownSections(navigation, [{ tabId: 'tab:0', anchorId: 'anchor:none' }]).tabs)).toEqual([]);
		expect(names(shownSections(navigation, [{ tabId: 'tab:1', anchorId: 'anchor:none' }]).tabs)).toEqual(['tab:0', 'tab:1']);
	});

	it("leaves out the sections of other versions on a page of one version, and says when a row is one version's", () => {
		const navigation = {
			tabs: [
				section('tab:0', { version: 'v2' }),
				section('tab:1', { version: 'v2' }),
				section('tab:2', { version: 'v1' }),
				section('tab:3', { version: 'v1' }),
			],
			anchors: [],
		};
		const ofV1 = shownSections(navigation, [{ tabId: 'tab:2', anchorId: 'anchor:none' }], 'v1');
		expect([names(ofV1.tabs), ofV1.tabsVersion]).toEqual([['tab:2', 'tab:3'], 'v1']);
		// A page of every version shows each version's, the chosen one's visible.
		const shared = shownSections(navigation, [
			{ version: 'v2', tabId: 'tab:0', anchorId: 'anchor:none' },
			{ version: 'v1', tabId: 'tab:2', anchorId: 'anchor:none' },
		]);
		expect([names(shared.tabs), shared.tabsVersion, shared.currentIds]).toEqual([
			['tab:0', 'tab:1', 'tab:2', 'tab:3'],
			undefined,
			['tab:0', 'anchor:none', 'tab:2'],
		]);
	});

	it('shows the anchors when there are several or one leads elsewhere, and leads each to its first page in the tab of its version', () => {
		const lone = { tabs: [], anchors: [section('anchor:0')] };
		expect(shownSections(lone, [{ tabId: implicitTab, anchorId: 'anchor:0' }]).anchors).toEqual([]);
		const link = { tabs: [], anchors: [section('anchor:0', { href: 'https://status.example.com', external: true })] };
		expect(names(shownSections(link, [{ tabId: implicitTab, anchorId: 'anchor:none' }]).anchors)).toEqual(['anchor:0']);
		const perTab = {
			tabs: [section('tab:0'), section('tab:1')],
			anchors: [
				section('anchor:0', { hrefInTab: { 'tab:0': '/a/in-0', 'tab:1': '/a/in-1' } }),
				section('anchor:1', { version: 'v1', hrefInTab: { 'tab:0': '/b/in-0', 'tab:1': '/b/in-1' } }),
			],
		};
		const places = [
			{ version: 'v2', tabId: 'tab:0', anchorId: 'anchor:0' },
			{ version: 'v1', tabId: 'tab:1', anchorId: 'anchor:0' },
		];
		expect(shownSections(perTab, places).anchors.map((anchor) => anchor.href)).toEqual(['/a/in-0', '/b/in-1']);
	});

	it('reads the places of a page: one, or one in each version that lists it', () => {
		expect(placesOf({ tabId: 'tab:0', anchorId: 'anchor:none' })).toEqual([{ tabId: 'tab:0', anchorId: 'anchor:none' }]);
		expect(
			placesOf({
				tabId: 'tab:0',
				anchorId: 'anchor:none',
				versionPlaces: { v2: { tabId: 'tab:0', anchorId: 'anchor:none' }, v1: { tabId: 'tab:3', anchorId: 'anchor:2' } },
			}),
		).toEqual([
			{ version: 'v2', tabId: 'tab:0', anchorId: 'anchor:none' },
			{ version: 'v1', tabId: 'tab:3', anchorId: 'anchor:2' },
		]);
	});
});
