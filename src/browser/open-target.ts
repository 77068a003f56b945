/**
 * A link to `#id` (followed from another page or within this one) whose target is folded away,
 * in an `<Accordion id>` or inside one, an `<Expandable>` or any `<details>`: opens each around
 * it, so the reader lands on its content.
 */
function openTarget(): void {
	const id = decodeURIComponent(location.hash.slice(1));
	const target = id ? document.getElementById(id) : null;
	if (!target) return;
	let opened = false;
	for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
		opened ||= !details.open;
		details.open = true;
	}
	// The browser scrolled before the content was shown: once open, the target is where it said.
	if (opened) target.scrollIntoView();
}

export function initOpenTarget(): void {
	openTarget();
	window.addEventListener('hashchange', openTarget);
}
