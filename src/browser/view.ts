/**
 * Views (src/components/mdx/View.astro): the page holds every view, in order. This adds one menu
 * before the first, whose choices are the page's view titles in their order; choosing one shows
 * every view of that title on the page and hides the others. The choice is remembered, so the
 * next page that has a view of that title opens on it; otherwise the first title is shown. The
 * table of contents lists the headings of the views shown, as Mintlify's does.
 */

const storageKey = 'trellis-view';

function remembered(): string | null {
	try {
		return localStorage.getItem(storageKey);
	} catch {
		return null;
	}
}

function remember(title: string): void {
	try {
		localStorage.setItem(storageKey, title);
	} catch {
		// Storage refused (private mode): the choice holds for this page only.
	}
}

function initViews(): void {
	const views = [...document.querySelectorAll<HTMLElement>('[data-view]')];
	if (views.length === 0 || document.querySelector('[data-view-menu]')) return;
	const titles = [...new Set(views.map((view) => view.dataset.view ?? ''))];

	const menu = document.createElement('div');
	menu.className = 'view-menu';
	menu.dataset.viewMenu = '';
	const label = document.createElement('label');
	label.className = 'view-menu-label';
	label.textContent = 'View';
	const icon = document.createElement('span');
	icon.className = 'view-menu-icon';
	const select = document.createElement('select');
	select.className = 'view-menu-select';
	select.id = 'view-menu-select';
	label.htmlFor = select.id;
	for (const title of titles) select.append(new Option(title, title));
	menu.append(label, icon, select);
	views[0]!.before(menu);

	const tocLinks = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
	const show = (title: string) => {
		select.value = title;
		for (const view of views) view.hidden = view.dataset.view !== title;
		for (const link of tocLinks) {
			const item = link.closest('li');
			const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
			if (item) item.hidden = Boolean(heading?.closest('[data-view][hidden]'));
		}
		// The chosen view's icon, beside the menu: a native menu cannot hold one.
		const source = views.find((view) => view.dataset.view === title)?.querySelector('.view-icon');
		icon.replaceChildren(...(source ? [source.cloneNode(true)] : []));
	};
	select.addEventListener('change', () => {
		remember(select.value);
		show(select.value);
	});
	const stored = remembered();
	show(stored !== null && titles.includes(stored) ? stored : titles[0]!);
	document.documentElement.dataset.viewsReady = '';
}

initViews();
