import type { NavItem } from '../navigation/types.ts';

/** A sidebar of one of the versions a page is listed in. */
interface VersionTree {
	version: string;
	items: readonly NavItem[];
}

/** An entry while the trees are merged: the entry of the first tree that has it, and the versions that do. */
interface Draft {
	item: NavItem;
	versions: string[];
	children: Draft[];
}

/**
 * The sidebars of the versions a page is listed in as one tree, in the order of each: an entry of
 * every one of them unmarked, an entry of some marked with those (`version`, or `versions` for
 * several), which the head's style hides while another is chosen. One tree weighs less than one
 * per version.
 */
export function mergedSidebar(trees: readonly VersionTree[]): NavItem[] {
	if (trees.length === 1) return [...trees[0]!.items];
	const root: Draft[] = [];
	for (const tree of trees) mergeInto(root, tree.items, tree.version);
	return finish(root, trees.length);
}

/** An entry's identity across trees: a page by its path, a group by its name. */
function keyOf(item: NavItem): string {
	return item.type === 'page' ? `page\n${item.path}\n${item.href}` : `group\n${item.label}`;
}

/**
 * Adds a version's entries to the merged ones: each matched where it follows the last one matched;
 * one the others lack goes before the next of its tree that they hold, else at the end.
 */
function mergeInto(target: Draft[], items: readonly NavItem[], version: string): void {
	let at = 0;
	const find = (item: NavItem) => target.findIndex((draft, position) => position >= at && keyOf(draft.item) === keyOf(item));
	items.forEach((item, position) => {
		let index = find(item);
		if (index === -1) {
			index =
				items
					.slice(position + 1)
					.map(find)
					.find((found) => found !== -1) ?? target.length;
			target.splice(index, 0, { item, versions: [], children: [] });
		}
		const draft = target[index]!;
		draft.versions.push(version);
		if (item.type === 'group') mergeInto(draft.children, item.items, version);
		at = index + 1;
	});
}

function finish(drafts: readonly Draft[], treeCount: number): NavItem[] {
	return drafts.map(({ item, versions, children }) => {
		const { version: _listedIn, ...rest } = item;
		const marks = versions.length === treeCount ? {} : versions.length === 1 ? { version: versions[0]! } : { versions };
		return rest.type === 'page' ? { ...rest, ...marks } : { ...rest, ...marks, items: finish(children, treeCount) };
	});
}
