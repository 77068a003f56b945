/**
 * The search dialog: opened by the top bar's search box or Ctrl/Cmd+K; loads Pagefind's index
 * (`<base>pagefind/pagefind.js`, written by src/postbuild/search.ts) on first open; results follow
 * the selected docs version. A combobox: focus stays in the field, arrows choose a result, Enter
 * opens it.
 */

import {
	bestSections,
	maxPages,
	pagefindOptions,
	searchRanked,
	versionFilter,
	type PagefindData,
	type PagefindQueries,
} from './search-ranking.ts';

interface PagefindResult {
	id: string;
	score: number;
	data: () => Promise<PagefindData>;
}
interface PagefindApi {
	options: (options: Record<string, unknown>) => Promise<void>;
	init: () => Promise<void>;
	search: (query: string, options?: { filters?: Record<string, unknown> }) => Promise<{ results: PagefindResult[] } | null>;
	filters: () => Promise<Record<string, Record<string, number>>>;
	debouncedSearch: (
		query: string,
		options?: { filters?: Record<string, unknown> },
		timeout?: number,
	) => Promise<{ results: PagefindResult[] } | null>;
}

/**
 * Shown when the index cannot be loaded: in `npm run dev` before any build (dev searches the last
 * build's index), or when the index files were not deployed.
 */
const noIndexMessage = import.meta.env.DEV
	? 'No search index yet: run npm run build once, and search here uses the index it makes.'
	: 'The search index could not be loaded: check that the pagefind/ folder of the build was published.';

function initSearch(): void {
	const root = document.querySelector<HTMLElement>('[data-search]');
	const openButton = root?.querySelector<HTMLButtonElement>('[data-search-open]');
	const dialog = root?.querySelector<HTMLDialogElement>('[data-search-dialog]');
	const input = root?.querySelector<HTMLInputElement>('[data-search-input]');
	const status = root?.querySelector<HTMLElement>('[data-search-status]');
	const list = root?.querySelector<HTMLElement>('[data-search-results]');
	const closeButton = root?.querySelector<HTMLButtonElement>('[data-search-close]');
	if (!root || !openButton || !dialog || !input || !status || !list || !closeButton) return;

	const base = root.dataset.base ?? '/';
	const keys = root.querySelector<HTMLElement>('[data-search-keys]');
	if (keys && /Mac|iPhone|iPad/.test(navigator.platform)) keys.textContent = '⌘K';

	let pagefind: Promise<PagefindApi | undefined> | undefined;
	let returnFocus: HTMLElement | null = null;
	let active = -1;
	let searchRun = 0;

	let filterValues: Promise<Record<string, Record<string, number>>> | undefined;
	/** The ranking's searches on the loaded index; the filters' values are read once. */
	const queriesOf = (api: PagefindApi): PagefindQueries<PagefindResult> => ({
		search: async (query, filters) => (await api.search(query, { filters }))?.results ?? [],
		filterValues: async (filter) => Object.keys((await (filterValues ??= api.filters()))[filter] ?? {}),
	});

	const loadPagefind = (): Promise<PagefindApi | undefined> => {
		pagefind ??= (async () => {
			try {
				const api = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as PagefindApi;
				// Result URLs under the base path: Pagefind prefixes the indexed URLs (`/guides/setup`) with it.
				await api.options({ ...pagefindOptions, baseUrl: base });
				await api.init();
				return api;
			} catch {
				return undefined;
			}
		})();
		return pagefind;
	};

	const options = (): HTMLAnchorElement[] => [...list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];

	const setActive = (index: number) => {
		const all = options();
		active = all.length === 0 ? -1 : (index + all.length) % all.length;
		all.forEach((option, position) => option.setAttribute('aria-selected', String(position === active)));
		const current = all[active];
		if (current) {
			input.setAttribute('aria-activedescendant', current.id);
			current.scrollIntoView({ block: 'nearest' });
		} else {
			input.removeAttribute('aria-activedescendant');
		}
	};

	const showResults = (items: HTMLAnchorElement[], message: string, query = '') => {
		list.replaceChildren(...items);
		// The query these results are for (tests wait for it).
		list.dataset.query = query;
		input.setAttribute('aria-expanded', String(items.length > 0));
		status.textContent = message;
		setActive(items.length > 0 ? 0 : -1);
	};

	const runSearch = async () => {
		const run = ++searchRun;
		const query = input.value.trim();
		if (query === '') {
			showResults([], '');
			return;
		}
		const api = await loadPagefind();
		if (run !== searchRun) return;
		if (!api) {
			showResults([], noIndexMessage, query);
			return;
		}
		const version = document.documentElement.dataset.version;
		const filters = versionFilter(version);
		const search = await api.debouncedSearch(query, { filters }, 150);
		if (search === null || run !== searchRun) return;
		const ranked = await searchRanked(queriesOf(api), query, filters, search.results);
		if (run !== searchRun) return;
		const pages = await Promise.all(ranked.slice(0, maxPages).map((result) => result.data()));
		if (run !== searchRun) return;
		const items = pages.flatMap((page, pageIndex) => resultOptions(page, pageIndex, query));
		const count = pages.length;
		showResults(
			items,
			count === 0
				? `No results for “${query}”`
				: `${count === search.results.length ? count : `${count} of ${search.results.length}`} ${search.results.length === 1 ? 'page' : 'pages'} found`,
			query,
		);
	};

	const open = (initial?: string) => {
		if (dialog.open) {
			input.focus();
			input.select();
			return;
		}
		returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : openButton;
		dialog.showModal();
		if (initial !== undefined) {
			input.value = initial;
			showResults([], '');
		}
		input.focus();
		if (initial === undefined) input.select();
		void loadPagefind();
		if (input.value.trim() !== '') void runSearch();
	};

	const close = () => {
		if (dialog.open) dialog.close();
	};

	dialog.addEventListener('close', () => {
		const target = returnFocus ?? openButton;
		returnFocus = null;
		target.focus();
	});

	openButton.addEventListener('click', () => open());
	// Typing on the focused box starts the search with that character.
	openButton.addEventListener('keydown', (event) => {
		if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
			event.preventDefault();
			open(event.key);
		}
	});
	closeButton.addEventListener('click', close);
	// A click on the backdrop (outside the dialog's box) closes it.
	dialog.addEventListener('click', (event) => {
		if (event.target !== dialog) return;
		const box = dialog.getBoundingClientRect();
		const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
		if (!inside) close();
	});

	document.addEventListener('keydown', (event) => {
		if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
			event.preventDefault();
			if (dialog.open) close();
			else open();
		}
	});

	input.addEventListener('input', () => void runSearch());
	input.addEventListener('keydown', (event) => {
		const all = options();
		if (event.key === 'ArrowDown' && all.length > 0) {
			event.preventDefault();
			setActive(active + 1);
		} else if (event.key === 'ArrowUp' && all.length > 0) {
			event.preventDefault();
			setActive(active - 1);
		} else if (event.key === 'Home' && all.length > 0 && event.ctrlKey) {
			event.preventDefault();
			setActive(0);
		} else if (event.key === 'End' && all.length > 0 && event.ctrlKey) {
			event.preventDefault();
			setActive(all.length - 1);
		} else if (event.key === 'Enter') {
			const current = all[active];
			if (!current) return;
			event.preventDefault();
			followResult(current);
		}
	});
	list.addEventListener('click', (event) => {
		const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]');
		if (!option || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
		event.preventDefault();
		followResult(option);
	});

	// Focus stays inside the open dialog: Tab cycles through its field, close button and results.
	dialog.addEventListener('keydown', (event) => {
		if (event.key !== 'Tab') return;
		const focusable = [input, closeButton];
		const index = focusable.indexOf(document.activeElement as HTMLInputElement | HTMLButtonElement);
		event.preventDefault();
		const next = index < 0 ? 0 : (index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length;
		focusable[next]!.focus();
	});

	const followResult = (option: HTMLAnchorElement) => {
		const href = option.href;
		returnFocus = null;
		close();
		const url = new URL(href);
		if (url.pathname === window.location.pathname && url.hash) {
			window.location.hash = url.hash;
		} else {
			window.location.assign(href);
		}
	};
	// `?q=` opens the dialog on that query: the search action of the site's structured data (src/site/structured-data.ts).
	const asked = new URLSearchParams(window.location.search).get('q');
	if (asked?.trim()) open(asked);
	// Said once every listener is in place: the shortcut works from here on (tests wait on it).
	root.dataset.searchReady = '';
}

/** One option per section of a page (up to `maxSections`), or one for the page itself. */
function resultOptions(page: PagefindData, pageIndex: number, query: string): HTMLAnchorElement[] {
	const title = page.meta['title'] ?? page.url;
	const sections = bestSections(page, query);
	const entries =
		sections.length > 0
			? sections.map((sub) => ({ url: sub.url, heading: sub.title, excerpt: sub.excerpt }))
			: [{ url: page.url, heading: undefined, excerpt: page.excerpt }];
	return entries.map((entry, index) => {
		const option = document.createElement('a');
		option.className = 'search-result';
		option.id = `search-result-${pageIndex}-${index}`;
		option.setAttribute('role', 'option');
		option.setAttribute('aria-selected', 'false');
		option.tabIndex = -1;
		option.href = entry.url;
		const pageLine = document.createElement('span');
		pageLine.className = 'search-result-page';
		pageLine.textContent = title;
		option.append(pageLine);
		if (entry.heading) {
			const heading = document.createElement('span');
			heading.className = 'search-result-heading';
			heading.textContent = entry.heading;
			option.append(heading);
		}
		const excerpt = document.createElement('span');
		excerpt.className = 'search-result-excerpt';
		excerpt.append(...excerptNodes(entry.excerpt));
		option.append(excerpt);
		return option;
	});
}

/**
 * Pagefind's excerpt as text nodes and <mark> elements: nothing else of it is read as HTML. The
 * browser's own parser decodes its character references, in a document that runs and loads nothing.
 */
function excerptNodes(excerpt: string): Node[] {
	const parsed = new DOMParser().parseFromString(`<body>${excerpt}`, 'text/html').body;
	return [...parsed.childNodes].flatMap((node): Node[] => {
		const text = node.textContent ?? '';
		if (text === '') return [];
		if (node.nodeName !== 'MARK') return [document.createTextNode(text)];
		const mark = document.createElement('mark');
		mark.textContent = text;
		return [mark];
	});
}

initSearch();
