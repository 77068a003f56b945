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
function withoutComments(html: string): string {
	return html.includes('<!--') ? html.replace(/<!--[\s\S]*?-->/g, '') : html;
}

/** A page's start tags, read once for the steps that look at them (the policy, the link check). */
export interface PageTags {
	/** Every start tag outside comments. */
	all: StartTag[];
	/** Those also outside `<template>` elements, whose content the browser does not load. */
	outsideTemplates: StartTag[];
}

export function pageTags(html: string): PageTags {
	const markup = withoutComments(withoutRawText(html));
	const templates = /<template\b/i.test(markup)
		? [...markup.matchAll(/<template\b[\s\S]*?<\/template>/gi)].map((match) => [match.index, match.index + match[0].length] as const)
		: [];
	const all: StartTag[] = [];
	const outsideTemplates: StartTag[] = [];
	for (const match of markup.matchAll(startTagPattern)) {
		const tag = { name: match[1]!.toLowerCase(), attributes: match[2] ?? '' };
		all.push(tag);
		if (!templates.some(([start, end]) => match.index >= start && match.index < end)) outsideTemplates.push(tag);
	}
	return { all, outsideTemplates };
}

/** The `<script>` and `<style>` elements: their name, attributes and text. */
export function* rawTextElements(markup: string): Generator<StartTag & { text: string }> {
	for (const match of markup.matchAll(rawTextElementPattern)) {
		yield { name: match[1]!.toLowerCase(), attributes: match[2] ?? '', text: match[3] ?? '' };
	}
}

/** The markup with the text of its `<script>` and `<style>` elements left out (their tags kept). */
function withoutRawText(markup: string): string {
	return markup.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
}

/** An attribute's value, entities decoded as the browser decodes them; undefined when absent, '' when bare. */
export function attributeValue(attributes: string, name: string): string | undefined {
	for (const match of attributes.matchAll(attributePattern)) {
		if (match[1]!.toLowerCase() === name) return decodeHtml(match[2] ?? match[3] ?? match[4] ?? '');
	}
	return undefined;
}
