import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { resolveInFolder } from '../files/folder-paths.ts';
import { leavesSite, withBase } from '../urls/urls.ts';
import { normalise, redirectPagesReason, redirectParameter } from '../urls/host-redirect-rules.ts';
import type { PostBuildContext } from './context.ts';
import { escapeHtml } from '../html/escaping.ts';

/** One redirect page to write: from a site path to a site path or an external URL. */
export interface RedirectEntry {
	from: string;
	to: string;
}

/**
 * The redirects of the config, wildcards expanded: `/old/:slug*` to `/new/:slug*` becomes one
 * redirect for every built page under `/new` (and `/old` itself to `/new`). A redirect whose
 * wildcards cannot be expanded has none (the config's check says so: src/config/redirect-check.ts).
 */
export function expandRedirects(context: PostBuildContext): RedirectEntry[] {
	const entries: RedirectEntry[] = [];
	const hrefs = Object.keys(context.site.navigation.pages)
		.map((path) => context.site.pages[path]?.href)
		.filter((href): href is string => href !== undefined)
		.sort();
	for (const redirect of context.site.config.redirects ?? []) {
		const { source, destination } = redirect;
		if (redirectPagesReason(redirect) !== undefined) continue;
		if (!/:[A-Za-z_]/.test(source)) {
			entries.push({ from: normalise(source), to: destination });
			continue;
		}
		const pattern = patternOf(destination.replace(/[?#].*$/, ''));
		for (const href of hrefs) {
			const match = pattern.exec(href);
			if (!match) continue;
			const values = match.groups ?? {};
			const to = fill(destination, values);
			// `/new/` from an empty `:slug*`: `/new`, the page's own address.
			entries.push({ from: normalise(fill(source, values)), to: to.replace(/(.)\/+(?=$|[?#])/, '$1') });
		}
	}
	// The first redirect of a path wins, as on hosts that read them in order.
	const seen = new Set<string>();
	return entries.filter((entry) => (seen.has(entry.from) ? false : (seen.add(entry.from), true)));
}

/** A RegExp matching the site paths a destination pattern names, with a named group per parameter. */
function patternOf(destination: string): RegExp {
	let pattern = '';
	let last = 0;
	for (const match of normalise(destination).matchAll(redirectParameter)) {
		let before = escapeRegExp(normalise(destination).slice(last, match.index));
		const name = match[1]!;
		if (match[2]) {
			// `/new/:slug*` also matches `/new` itself.
			if (before.endsWith('/')) before = `${before.slice(0, -1)}(?:/`;
			else before = `${before}(?:`;
			pattern += `${before}(?<${name}>.*))?`;
		} else {
			pattern += `${before}(?<${name}>[^/]+)`;
		}
		last = match.index + match[0].length;
	}
	pattern += escapeRegExp(normalise(destination).slice(last));
	return new RegExp(`^${pattern}$`);
}

function fill(pattern: string, values: Record<string, string | undefined>): string {
	return pattern.replace(redirectParameter, (_, name: string) => values[name] ?? '');
}

function escapeRegExp(text: string): string {
	return text.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
}

/**
 * The HTML of a redirect page: meta refresh, canonical link, and a link to follow by hand. Its
 * head starts as Astro's pages do (`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">`),
 * so the Content-Security-Policy step puts the page's policy first in it, as on every page.
 */
function redirectHtml(target: string, canonical: string): string {
	const escaped = escapeHtml(target);
	return [
		'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
		'<title>Redirecting…</title>',
		`<meta http-equiv="refresh" content="0; url=${escaped}">`,
		`<link rel="canonical" href="${escapeHtml(canonical)}">`,
		'<meta name="robots" content="noindex">',
		'</head><body>',
		`<p>This page has moved to <a href="${escaped}">${escaped}</a>.</p>`,
		'</body></html>',
		'',
	].join('\n');
}

/** Writes the redirect pages; a redirect whose source is a built page is left out, with a warning. */
export function writeRedirects(context: PostBuildContext): number {
	let count = 0;
	for (const { from, to } of expandRedirects(context)) {
		// A source such as "/../../x" would write outside the built site: never.
		const found = resolveInFolder(`${from.replace(/\/+$/, '')}/index.html`, context.outDir);
		if ('refused' in found) {
			context.log(`warning: redirect from "${from}" not written: its path leads out of the built site`);
			continue;
		}
		const file = found.file;
		if (existsSync(file)) {
			context.log(`warning: redirect from "${from}" not written: a page is built at that path`);
			continue;
		}
		const external = leavesSite(to);
		const target = external ? to : withBase(to, context.base);
		const canonical = external || !context.siteUrl ? target : `${context.siteUrl}${target}`;
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, redirectHtml(target, canonical));
		count++;
	}
	return count;
}
