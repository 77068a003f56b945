/** Marks the table-of-contents entry of the section being read. */
export function initTableOfContents(): void {
	const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
	if (links.length === 0 || !('IntersectionObserver' in window)) return;
	const byId = new Map(links.map((link) => [decodeURIComponent(link.hash.slice(1)), link]));
	const headings = [...byId.keys()].map((id) => document.getElementById(id)).filter((heading) => heading !== null);
	const visible = new Set<Element>();
	const mark = () => {
		// The first heading on screen, else the last one scrolled past.
		const current =
			headings.find((heading) => visible.has(heading)) ?? headings.filter((heading) => heading.getBoundingClientRect().top < 0).at(-1);
		for (const link of links) link.removeAttribute('aria-current');
		if (current) byId.get(current.id)?.setAttribute('aria-current', 'true');
	};
	const observer = new IntersectionObserver((entries) => {
		for (const entry of entries) {
			if (entry.isIntersecting) visible.add(entry.target);
			else visible.delete(entry.target);
		}
		mark();
	});
	for (const heading of headings) observer.observe(heading);
}
