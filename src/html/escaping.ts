import { decodeHTML } from 'entities';
import { escape } from 'html-escaper';

/**
 * Text made safe to place in HTML or XML, as element content or a quoted attribute value:
 * `& < > " '` become references. Every value from a docs folder or an OpenAPI file that the
 * engine writes into markup by hand (outside Astro's templates, which escape on their own)
 * goes through here.
 */
export function escapeHtml(text: string): string {
	return escape(text);
}

/** Text of HTML with every character reference decoded: named (`&amp;`, `&nbsp;`), decimal and hex (`&#x3C;`). */
export function decodeHtml(text: string): string {
	return decodeHTML(text);
}

/**
 * JSON to place inside a `<script>` element (a data block such as JSON-LD): the characters that
 * could end the element or start a comment (`<`, `>`, `&`) and the line separators some parsers
 * take as line ends are written as `\u` escapes, which JSON reads back as the same characters.
 */
export function scriptJson(value: unknown): string {
	return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
