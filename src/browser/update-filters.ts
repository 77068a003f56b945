/**
 * Tag filters of a changelog (src/components/mdx/Update.astro), as Mintlify draws them: the tags
 * of the page's entries, as toggle buttons, in place of the table of contents (in its column,
 * which the layout gives them a place in: `[data-update-filters]`); while that column is not shown
 * (a narrow window) they stand before the first entry. Selected tags show the entries that have
 * every one of them and hide those without tags; none selected, every entry shows. The selection
 * is in the page's address (`?tags=SDK,CLI`), so that a filtered view can be shared, and is read
 * from it on load. A link to an entry the filters hide clears them. Without JavaScript the page
 * shows every entry and no filters.
 */

interface Entry {
	frame: HTMLElement;
	article: HTMLElement;
	tags: string[];
}

const queryKey = 'tags';

function initUpdateFilters(): void {
	const place = document.querySelector<HTMLElement>('[data-update-filters]');
	if (!place || place.dataset.updateFiltersReady !== undefined) return;
	const entries: Entry[] = [...document.querySelectorAll<HTMLElement>('article.update')].map((article) => ({
		frame: article.closest<HTMLElement>('.update-frame') ?? article,
		article,
		// Its own tags, not those of an entry inside its content.
		tags: [...article.querySelectorAll(':scope > .update-body > .update-tags > .update-tag')]
			.map((tag) => tag.textContent.trim())
			.filter((tag) => tag !== ''),
	}));
	const tags = [...new Set(entries.flatMap((entry) => entry.tags))];
	if (tags.length === 0) return;

	const title = document.createElement('p');
	title.className = 'update-filters-title';
	title.id = 'update-filters-title';
	title.textContent = 'Filter by tag';
	const list = document.createElement('ul');
	list.className = 'update-filter-list';
	const buttons = tags.map((tag) => {
		const button = document.createElement('button');
		button.type = 'button';
		button.className = 'update-filter';
		button.textContent = tag;
		button.setAttribute('aria-pressed', 'false');
		const item = document.createElement('li');
		item.append(button);
		list.append(item);
		return button;
	});
	const status = document.createElement('p');
	status.className = 'update-filter-status';
	status.setAttribute('role', 'status');
	place.setAttribute('role', 'group');
	place.setAttribute('aria-labelledby', title.id);
	place.replaceChildren(title, list, status);

	const selected = new Set<string>();
	const show = (updateAddress: boolean) => {
		let shown = 0;
		for (const entry of entries) {
			const visible = selected.size === 0 || [...selected].every((tag) => entry.tags.includes(tag));
			entry.frame.hidden = !visible;
			if (visible) shown++;
		}
		buttons.forEach((button, index) => button.setAttribute('aria-pressed', String(selected.has(tags[index]!))));
		status.textContent =
			selected.size === 0
				? ''
				: shown === 0
					? 'No update has every selected tag'
					: `Showing ${shown} of ${entries.length} update${entries.length === 1 ? '' : 's'}`;
		if (updateAddress) writeAddress(tags.filter((tag) => selected.has(tag)));
	};
	buttons.forEach((button, index) => {
		button.addEventListener('click', () => {
			const tag = tags[index]!;
			if (selected.has(tag)) selected.delete(tag);
			else selected.add(tag);
			show(true);
		});
	});
	for (const tag of readAddress()) if (tags.includes(tag)) selected.add(tag);
	show(false);

	// A link to an entry (or into one) that the filters hide shows every entry again.
	const revealTarget = () => {
		const id = decodeURIComponent(location.hash.slice(1));
		const target = id === '' ? null : document.getElementById(id);
		if (target && entries.some((entry) => entry.frame.hidden && entry.frame.contains(target))) {
			selected.clear();
			show(true);
			target.scrollIntoView();
		}
	};
	revealTarget();
	addEventListener('hashchange', revealTarget);

	// In the column of the table of contents, replacing it, while that column shows; else before the first entry.
	const column = place.parentElement;
	const contents = column?.querySelector<HTMLElement>(':scope > .toc');
	if (contents) contents.hidden = true;
	const firstFrame = entries[0]!.frame;
	const placeFilters = () => {
		const columnShown = column !== null && column.getClientRects().length > 0;
		if (columnShown && place.parentElement !== column) column.prepend(place);
		else if (!columnShown && place.parentElement === column) firstFrame.before(place);
	};
	placeFilters();
	if (column && 'ResizeObserver' in window) new ResizeObserver(placeFilters).observe(column);
	place.hidden = false;
	place.dataset.updateFiltersReady = '';
}

/** The tags of the page's address: `?tags=SDK,Bug%20fix`. */
function readAddress(): string[] {
	const value = new URLSearchParams(location.search).get(queryKey);
	return value === null ? [] : value.split(',').map((tag) => tag.trim());
}

/** Puts the selected tags in the page's address (commas left as they are), without a new history entry. */
function writeAddress(selected: readonly string[]): void {
	const params = new URLSearchParams(location.search);
	params.delete(queryKey);
	const rest = params.toString();
	const tags = selected.length > 0 ? `${queryKey}=${selected.map(encodeURIComponent).join(',')}` : '';
	const search = [rest, tags].filter((part) => part !== '').join('&');
	history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}

initUpdateFilters();
