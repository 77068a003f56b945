import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../postbuild/built-files.ts';
import { builtFileOf } from '../postbuild/link-check.ts';
import { hasScheme } from '../urls/urls.ts';
import { readPage, type ReadPage } from './page-reading.ts';

/** Where an address of the old site leads on the new one. */
export type Landing =
	| { kind: 'page'; path: string; page: ReadPage; fragment: string | undefined; redirected: boolean }
	| { kind: 'file'; path: string; redirected: boolean }
	| { kind: 'elsewhere'; url: string }
	| { kind: 'nowhere'; reason: string };

/** A page of the new site that is not a redirect: where a moved page may be. */
export interface NewPage {
	path: string;
	page: ReadPage;
}

/** A rule of the site's `_redirects` (src/postbuild/host-redirects.ts): `*` a splat, `:name` one segment. */
interface HostRule {
	pattern: RegExp;
	to: string;
}

const maxHops = 10;

/**
 * A built site (the output folder of a build at the root of its host) as a reader reaches it:
 * an address leads to a file, to a redirect page that sends the reader on, or through a rule of
 * `_redirects` (a folder sent to one page, which has no redirect pages).
 */
export function builtSite(outDir: string) {
	const files = new Set(listFiles(outDir));
	const pages = new Map<string, ReadPage>();
	const pageOf = (file: string) => {
		let page = pages.get(file);
		if (!page) pages.set(file, (page = readPage(readFileSync(join(outDir, file), 'utf8'))));
		return page;
	};
	const rules = hostRules(outDir);
	const pathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');

	/** Where an address (a site path, perhaps with a `#fragment`) leads, redirects followed. */
	function land(address: string): Landing {
		let target = address;
		let redirected = false;
		for (let hop = 0; hop < maxHops; hop++) {
			if (hasScheme(target)) return { kind: 'elsewhere', url: target };
			const url = new URL(target, 'http://site');
			const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
			const path = decodeURIComponent(url.pathname);
			const file = builtFileOf(path, files);
			if (file && !file.endsWith('.html')) return { kind: 'file', path, redirected };
			const page = file ? pageOf(file) : undefined;
			const next = page?.refresh ?? ruleTarget(rules, path);
			if (next === undefined) {
				if (!page || !file || file === '404.html')
					return { kind: 'nowhere', reason: redirected ? `its redirect leads to ${path}, which is not served` : 'not served' };
				return { kind: 'page', path: pathOf(file), page, fragment, redirected };
			}
			// The fragment goes on unless the redirect names its own, as browsers do.
			target = new URL(next, url).hash || !fragment || hasScheme(next) ? next : `${next}#${encodeURIComponent(fragment)}`;
			redirected = true;
		}
		return { kind: 'nowhere', reason: `its redirects go round in a circle (more than ${maxHops})` };
	}

	/** The pages of the site, redirect pages and the 404 page left out. */
	function contentPages(): NewPage[] {
		return [...files]
			.filter((file) => file.endsWith('.html') && file !== '404.html')
			.map((file) => ({ path: pathOf(file), page: pageOf(file) }))
			.filter(({ page }) => page.refresh === undefined);
	}

	return { land, contentPages };
}

export type BuiltSite = ReturnType<typeof builtSite>;

function hostRules(outDir: string): HostRule[] {
	const file = join(outDir, '_redirects');
	if (!existsSync(file)) return [];
	return readFileSync(file, 'utf8')
		.split('\n')
		.map((line) => line.trim().split(/\s+/))
		.filter((parts): parts is [string, string, ...string[]] => parts.length >= 2 && !parts[0]!.startsWith('#'))
		.map(([from, to]) => ({
			pattern: new RegExp(
				`^${from
					.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
					.replace(/:([A-Za-z_]\w*)/g, '(?<$1>[^/]+)')
					.replace('*', '(?<splat>.*)')}$`,
			),
			to,
		}));
}

/** Where the first rule that matches a path sends it, its placeholders filled. */
function ruleTarget(rules: HostRule[], path: string): string | undefined {
	for (const rule of rules) {
		const match = rule.pattern.exec(path);
		if (match) return rule.to.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => match.groups?.[name] ?? whole);
	}
	return undefined;
}
