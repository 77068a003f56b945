/**
 * `<Accordion id>`: a link to `#id` (followed from another page or within this one) opens the
 * accordion, and the accordions around it, so the reader lands on its content.
 */
function openTarget(): void {
	const id = decodeURIComponent(location.hash.slice(1));
	const target = id ? document.getElementById(id) : null;
	if (!target) return;
	for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
	target.scrollIntoView();
}

openTarget();
window.addEventListener('hashchange', openTarget);
