/**
 * Fills the closed groups of a large sidebar tree (src/components/chrome/sidebar-html.ts): each
 * holds a link to its first page until the tree's fragment, fetched once and then cached by the
 * browser, gives its whole list. Should the fetch fail, the first-page links stay, which lead to
 * pages where the group is whole.
 */
export function initSidebarFill(): void {
	const tree = document.querySelector<HTMLElement>('[data-nav-fragment]');
	const source = tree?.dataset.navFragment;
	if (!tree || !source || !tree.querySelector('[data-nav-deferred]')) return;
	fetch(source)
		.then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${source}: ${response.status}`))))
		.then((html) => fill(tree, new DOMParser().parseFromString(html, 'text/html')))
		.catch(() => {
			// The short lists stay: see above.
		});
}

function fill(tree: HTMLElement, fragment: Document): void {
	const lists = new Map<string, Element>();
	for (const template of fragment.querySelectorAll<HTMLTemplateElement>('template[data-nav-group]')) {
		const list = template.content.firstElementChild;
		if (list) lists.set(template.dataset.navGroup ?? '', list);
	}
	// A filled list may hold closed groups of its own: they are filled in turn.
	for (let stub = tree.querySelector<HTMLElement>('[data-nav-deferred]'); stub; stub = tree.querySelector('[data-nav-deferred]')) {
		const list = lists.get(stub.dataset.navDeferred ?? '');
		if (list) stub.replaceWith(document.importNode(list, true));
		else stub.removeAttribute('data-nav-deferred');
	}
	tree.dataset.navFilled = '';
}
