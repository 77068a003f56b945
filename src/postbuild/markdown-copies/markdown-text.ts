import { decodeHtml } from '../../html/escaping.ts';

/**
 * Text as Markdown that shows it as written: `<` cannot open an HTML tag or autolink, `[` cannot
 * open a link, an image or a link definition. The Markdown copies carry text from OpenAPI files,
 * which are untrusted: read by a Markdown renderer, it must not become a script or a link.
 */
export function markdownText(text: string): string {
	return text.replace(/[\\<[]/g, '\\$&');
}

/** A fenced code block that no run of backticks inside can close early. */
export function fence(value: string, info: string): string {
	const longest = Math.max(2, ...[...value.matchAll(/`+/g)].map((match) => match[0].length));
	const marks = '`'.repeat(longest + 1);
	return `${marks}${info}\n${value}\n${marks}`;
}

/** An inline code span showing the value as written, on one line. */
export function code(value: string): string {
	// Marks longer than any run of backticks inside, so that none closes the span early; padded
	// when the value starts or ends with a backtick.
	const marks = '`'.repeat(Math.max(0, ...[...value.matchAll(/`+/g)].map((match) => match[0].length)) + 1);
	const padding = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
	// A span holds one line: a blank line inside would end it and leave the rest as Markdown.
	return `${marks}${padding}${value.replace(/\r\n?|\n/g, ' ')}${padding}${marks}`;
}

/** Raw HTML in a page: its text (tags removed), so no markup is left in the copy. */
export function htmlText(html: string): string {
	return decodeHtml(
		html
			.replace(/<br\s*\/?>/gi, '\n')
			.replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n')
			.replace(/<[^>]+>/g, ''),
	)
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}
