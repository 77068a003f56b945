import { existsSync, readFileSync } from 'node:fs';
import { resolveInFolder } from '../files/folder-paths.ts';

/**
 * The URLs the docs' own hydrated components fetch from, read from their built scripts: a
 * component that calls `fetch("https://api.example.com/...")` in the browser needs that origin in
 * the page's `connect-src` (src/postbuild/csp.ts takes their origins). The components are the site authors' code, trusted as their pages are;
 * only a literal URL is found (one built at run time is not, and stays blocked).
 */
export function islandFetchUrls(html: string, outDir: string, base: string, cache: Map<string, string[]>): string[] {
	const urls = new Set<string>();
	for (const match of html.matchAll(/<astro-island\b[^>]*\scomponent-url="([^"]+)"/g)) {
		const url = match[1]!;
		if (!cache.has(url)) cache.set(url, urlsOfScript(outDir, base, url));
		for (const fetched of cache.get(url)!) urls.add(fetched);
	}
	return [...urls];
}

function urlsOfScript(outDir: string, base: string, url: string): string[] {
	if (!url.startsWith(base)) return [];
	// A page's own HTML may hold an island: never a file outside the built site.
	const found = resolveInFolder(url.slice(base.length), outDir);
	if ('refused' in found || !existsSync(found.file)) return [];
	const file = found.file;
	const code = readFileSync(file, 'utf8');
	return [...code.matchAll(/\b(?:fetch|EventSource)\(\s*["'`](https?:\/\/[^"'`\s$]+)/g)].map((call) => call[1]!);
}
