import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../src/navigation/types.ts';
import { mergedSidebar } from '../../../src/site/merged-sidebar.ts';

const page = (path: string, version: string): NavItem => ({ type: 'page', path, href: `/${path}`, label: path, version });
const group = (label: string, items: NavItem[]): NavItem => ({ type: 'group', label, items });

/** An outline of the merged tree: entries with the versions they are marked with. */
function outline(items: readonly NavItem[], depth = 0): string[] {
	return items.flatMap((item) => {
		const marks = item.versions ? ` ${item.versions.join('+')}` : item.version ? ` ${item.version}` : '';
		const line = `${'  '.repeat(depth)}${item.type === 'page' ? item.path : `[${item.label}]`}${marks}`;
		return item.type === 'page' ? [line] : [line, ...outline(item.items, depth + 1)];
	});
}

describe('the sidebar of a page listed in several versions', () => {
	it("is one tree in each version's order: entries of every version unmarked, the others marked with theirs", () => {
		const v2 = [group('Start', [page('intro', 'v2'), page('quickstart', 'v2'), page('auth', 'v2')]), group('Guides', [page('care', 'v2')])];
		const v1 = [
			group('Start', [page('intro', 'v1'), page('v1/quickstart', 'v1'), page('auth', 'v1')]),
			group('Legacy', [page('sdk', 'v1')]),
		];
		const v0 = [group('Start', [page('intro', 'v0')]), group('Legacy', [page('sdk', 'v0')])];
		expect(
			outline(
				mergedSidebar([
					{ version: 'v2', items: v2 },
					{ version: 'v1', items: v1 },
					{ version: 'v0', items: v0 },
				]),
			),
		).toEqual([
			'[Start]',
			'  intro',
			'  quickstart v2',
			'  v1/quickstart v1',
			'  auth v2+v1',
			'[Guides] v2',
			'  care v2',
			'[Legacy] v1+v0',
			'  sdk v1+v0',
		]);
	});

	it('is the one sidebar as it is when the page is in one version only', () => {
		const items = [group('Start', [page('intro', 'v2')])];
		expect(mergedSidebar([{ version: 'v2', items }])).toEqual(items);
	});
});
