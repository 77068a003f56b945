import { createHash } from 'node:crypto';
import { pageHtml } from '../build/html.ts';

/** Also count, as kinds, what the page loads and runs: each script, stylesheet and style element. */
interface KindOptions {
	resources?: boolean;
}

/**
 * The kinds of element a built page's body holds: each element's tag with its classes, role and
 * inline style (what decides how it looks and what it is to assistive technology), scripts left
 * out. Two pages with the same kinds differ only in their text. With `resources`, each script,
 * stylesheet link and style element of the whole page is a kind too (by its address, or its text).
 */
export function elementKinds(html: string, { resources = false }: KindOptions = {}): Set<string> {
	const body = html.slice(Math.max(0, html.indexOf('<body'))).replace(/<script\b[\s\S]*?<\/script>/g, '');
	const kinds = resources ? resourceKinds(html) : new Set<string>();
	for (const [, tag = '', attributes = ''] of body.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
		const classes = (/\bclass="([^"]*)"/.exec(attributes)?.[1] ?? '').split(/\s+/).filter(Boolean).sort().join(' ');
		const role = /\brole="([^"]*)"/.exec(attributes)?.[1];
		const style = /\bstyle="([^"]*)"/.exec(attributes)?.[1];
		kinds.add(`${tag.toLowerCase()}.${classes}${role ? `[${role}]` : ''}${style ? `{${style}}` : ''}`);
	}
	return kinds;
}

/** Each script (by its address, or a digest of its text), stylesheet link and style element of a page. */
function resourceKinds(html: string): Set<string> {
	const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
	const kinds = new Set<string>();
	for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
		kinds.add(`script:${/\bsrc="([^"]*)"/.exec(attributes)?.[1] ?? digest(text)}`);
	}
	for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) kinds.add(`style:${digest(text)}`);
	for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
		if (/\brel="stylesheet"/.test(tag)) kinds.add(`stylesheet:${/\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''}`);
	}
	return kinds;
}

/**
 * Pages that together hold every kind of element the given pages hold, picked greedily (the page
 * with the most kinds not yet held first): a check of these pages sees every kind of element the
 * site draws at least once, in far fewer pages than the site has.
 */
export function pagesHoldingEveryKind(outDir: string, paths: readonly string[], options: KindOptions = {}): string[] {
	const kindsOf = new Map(paths.map((path) => [path, elementKinds(pageHtml(outDir, path), options)]));
	const held = new Set<string>();
	const picked: string[] = [];
	for (;;) {
		let best: { path: string; adds: number } | undefined;
		for (const [path, kinds] of kindsOf) {
			const adds = [...kinds].filter((kind) => !held.has(kind)).length;
			if (adds > (best?.adds ?? 0)) best = { path, adds };
		}
		if (!best) return picked;
		picked.push(best.path);
		for (const kind of kindsOf.get(best.path)!) held.add(kind);
	}
}
