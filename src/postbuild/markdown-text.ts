/**
 * Text as Markdown that shows it as written: `<` cannot open an HTML tag or autolink, `[` cannot
 * open a link, an image or a link definition. The Markdown copies carry text from OpenAPI files,
 * which are untrusted: read by a Markdown renderer, it must not become a script or a link.
 */
export function markdownText(text: string): string {
	return text.replace(/[\\<[]/g, '\\$&');
}
