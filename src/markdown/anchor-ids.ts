/**
 * Heading anchors as Mintlify makes them, so that links into a moved site keep landing (its page
 * "Format text", automatic anchor IDs): lowercase; whitespace to hyphens; a straight apostrophe
 * becomes `’` and stays, as a curly one does; periods become hyphens; parentheses and other
 * punctuation go; `/` and `&` stay; capitals inside a word are lowered without a hyphen. So
 * `Config.json options` is `config-json-options`, `What's new?` is `what’s-new`, `Read/write
 * access` is `read/write-access`.
 *
 * Hyphens in a row are one (`5. Update link` is `5-update-link`, as links in real Mintlify folders
 * show). Left open by those rules, and chosen here: letters and digits of every script stay (as
 * GitHub keeps them); `_` stays; emoji and other symbols go; a heading with nothing left is
 * `heading`.
 */
export function anchorSlug(text: string): string {
	return text
		.trim()
		.toLowerCase()
		.replace(/'/g, '’')
		.replace(/\./g, '-')
		.replace(/[^\p{L}\p{M}\p{N}\s\-_/&’]/gu, '')
		.replace(/\s/g, '-')
		.replace(/-{2,}/g, '-');
}

/**
 * The anchors of one page: a repeated one gets `-2`, `-3` … counted across the whole page,
 * headings inside components included, as on Mintlify; a custom ID (`{#id}`) takes its place
 * among them.
 */
export class PageAnchors {
	private readonly taken = new Set<string>();

	/** A custom ID, as the author wrote it. */
	claim(id: string): string {
		this.taken.add(id);
		return id;
	}

	/** The anchor of a heading (or another element named by its text); `fallback` when the text leaves nothing. */
	next(text: string, fallback = 'heading'): string {
		const base = anchorSlug(text) || fallback;
		let id = base;
		for (let n = 2; this.taken.has(id); n++) id = `${base}-${n}`;
		this.taken.add(id);
		return id;
	}
}
