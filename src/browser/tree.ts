/**
 * File trees (src/components/mdx/Tree.astro): the page holds every folder open, as nested lists;
 * this makes each a WAI-ARIA tree. Folders close unless written `defaultOpen`; a click, Enter or
 * Space folds one; Up and Down move through the items shown, Right opens a folder or enters it,
 * Left closes it or goes to its parent, Home and End go to the first and the last item shown, `*`
 * opens every folder beside the current one, and typing a name's first letters goes to it.
 */

const typeAheadPause = 700;
let treeCount = 0;

function enhanceTree(tree: HTMLElement): void {
	const list = tree.querySelector<HTMLElement>(':scope > [data-tree-list]');
	if (!list) return;
	const items = [...list.querySelectorAll<HTMLElement>('[data-tree-item]')].filter((item) => item.querySelector(':scope > .tree-row'));
	if (items.length === 0) return;
	const prefix = `tree-${++treeCount}`;
	list.setAttribute('role', 'tree');
	list.setAttribute('aria-label', 'File tree');
	// The row is the tree item (its name is the row's text, not the folder's content); the list
	// item around it has no role, and the folder's group belongs to the row.
	items.forEach((item, index) => {
		item.setAttribute('role', 'none');
		const row = rowOf(item);
		row.setAttribute('role', 'treeitem');
		row.tabIndex = index === 0 ? 0 : -1;
		const group = groupOf(item);
		if (group) {
			group.setAttribute('role', 'group');
			group.id ||= `${prefix}-group-${index + 1}`;
			row.setAttribute('aria-owns', group.id);
		}
		if (isFolder(item)) setOpen(item, item.dataset.defaultOpen === 'true');
	});

	const shown = () => items.filter((item) => item.closest('[data-tree-group][hidden]') === null);
	const focusItem = (item: HTMLElement | undefined) => {
		if (!item) return;
		for (const other of items) rowOf(other).tabIndex = other === item ? 0 : -1;
		rowOf(item).focus();
	};
	const toggle = (folder: HTMLElement) => {
		if (folder.dataset.openable !== 'false') setOpen(folder, !isOpen(folder));
	};

	list.addEventListener('click', (event) => {
		const row = (event.target as Element).closest('.tree-row');
		const item = row?.parentElement;
		if (!(item instanceof HTMLElement) || !items.includes(item)) return;
		if (isFolder(item)) toggle(item);
		focusItem(item);
	});

	let typed = '';
	let typedAt = 0;
	list.addEventListener('keydown', (event) => {
		const item = (event.target as Element).closest<HTMLElement>('[data-tree-item]');
		if (!item || event.altKey || event.ctrlKey || event.metaKey) return;
		const visible = shown();
		const index = visible.indexOf(item);
		const open = isOpen(item);
		const parent = item.parentElement?.closest<HTMLElement>('[data-tree-item]') ?? undefined;
		const firstChild = () => item.querySelector<HTMLElement>(':scope > [data-tree-group] > [data-tree-item]') ?? undefined;
		let handled = true;
		switch (event.key) {
			case 'ArrowDown':
				focusItem(visible[index + 1]);
				break;
			case 'ArrowUp':
				focusItem(visible[index - 1]);
				break;
			case 'Home':
				focusItem(visible[0]);
				break;
			case 'End':
				focusItem(visible.at(-1));
				break;
			case 'ArrowRight':
				if (isFolder(item) && !open) toggle(item);
				else if (isFolder(item)) focusItem(firstChild());
				break;
			case 'ArrowLeft':
				if (isFolder(item) && open && item.dataset.openable !== 'false') toggle(item);
				else focusItem(parent);
				break;
			case 'Enter':
			case ' ':
				if (isFolder(item)) toggle(item);
				break;
			case '*':
				for (const sibling of item.parentElement?.children ?? []) {
					if (sibling instanceof HTMLElement && isFolder(sibling) && sibling.dataset.openable !== 'false') setOpen(sibling, true);
				}
				break;
			default:
				handled = event.key.length === 1 && event.key.trim() !== '';
				if (handled) {
					const now = Date.now();
					typed = now - typedAt > typeAheadPause ? event.key : typed + event.key;
					typedAt = now;
					focusItem(matchFrom(visible, index, typed.toLowerCase()));
				}
		}
		if (handled) event.preventDefault();
	});
	tree.dataset.treeReady = '';
}

/** The next item shown whose name starts with what was typed, after the current one (wrapping round). */
function matchFrom(visible: HTMLElement[], index: number, typed: string): HTMLElement | undefined {
	// A repeated single letter moves on to the next match; a longer prefix may stay on the current item.
	const start = typed.length === 1 ? index + 1 : index;
	const ordered = [...visible.slice(start), ...visible.slice(0, start)];
	return ordered.find((item) => (item.dataset.name ?? '').toLowerCase().startsWith(typed));
}

function isFolder(item: HTMLElement): boolean {
	return item.dataset.defaultOpen !== undefined;
}

function rowOf(item: HTMLElement): HTMLElement {
	return item.querySelector<HTMLElement>(':scope > .tree-row')!;
}

function groupOf(item: HTMLElement): HTMLElement | null {
	return item.querySelector<HTMLElement>(':scope > [data-tree-group]');
}

function isOpen(folder: HTMLElement): boolean {
	return rowOf(folder).getAttribute('aria-expanded') === 'true';
}

function setOpen(folder: HTMLElement, open: boolean): void {
	rowOf(folder).setAttribute('aria-expanded', String(open));
	const group = groupOf(folder);
	if (group) group.hidden = !open;
}

for (const tree of document.querySelectorAll<HTMLElement>('[data-tree]:not([data-tree-ready])')) enhanceTree(tree);
