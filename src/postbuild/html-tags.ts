import { decodeHtml } from '../html/escaping.ts';

/**
 * The start tags of built HTML, read with patterns rather than a parser: the post-build steps
 * need only tags and attributes, and the pages are the engine's own output, well formed, where
 * `<` in text is always escaped. Much faster than tokenising every page whole.
 */

/**
 * A start tag, its quoted attribute values consumed whole: text such as `<img src=x>` inside an
 * attribute value (a page description taken from an OpenAPI file) is not read as a tag.
 */
export const startTagPattern = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A `<script>` or `<style>` element: its start tag's attributes and its text, raw as the browser reads it. */
const rawTextElementPattern = /<(script|style)\b((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*>([\s\S]*?)<\/\1\s*>/gi;

export interface StartTag {
	/** Lower case. */
	name: string;
	/** The attributes as written; read one with `attributeValue`. */
	attributes: string;
}

/** The markup without comments: a tag inside `<!-- -->` is none. */
export function withoutComments(html: string): string {
	return html.includes('<!--') ? html.replace(/<!--[\s\S]*?-->/g, '') : html;
}

/** The start tags of some markup, in order. Text of `<script>` and `<style>` must be removed first (`withoutRawText`). */
export function* startTags(markup: string): Generator<StartTag> {
	for (const match of markup.matchAll(startTagPattern)) yield { name: match[1]!.toLowerCase(), attributes: match[2] ?? '' };
}

/** The `<script>` and `<style>` elements: their name, attributes and text. */
export function* rawTextElements(markup: string): Generator<StartTag & { text: string }> {
	for (const match of markup.matchAll(rawTextElementPattern)) {
		yield { name: match[1]!.toLowerCase(), attributes: match[2] ?? '', text: match[3] ?? '' };
	}
}

/** The markup with the text of its `<script>` and `<style>` elements left out (their tags kept). */
export function withoutRawText(markup: string): string {
	return markup.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
}

/** An attribute's value, entities decoded as the browser decodes them; undefined when absent, '' when bare. */
export function attributeValue(attributes: string, name: string): string | undefined {
	for (const match of attributes.matchAll(attributePattern)) {
		if (match[1]!.toLowerCase() === name) return decodeHtml(match[2] ?? match[3] ?? match[4] ?? '');
	}
	return undefined;
}
