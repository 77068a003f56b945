import { statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './summary.ts';

/**
 * Operations and webhooks of a BENCH_API value: one webhook per five operations, except for the
 * 600-operation case of the targets, which counts API pages: 500 operations and 100 webhooks.
 */
export function apiCase(value: number): { operations: number; webhooks: number } {
	if (value === 600) return { operations: 500, webhooks: 100 };
	return { operations: value, webhooks: Math.round(value / 5) };
}

export interface ApiPageHtml {
	pages: number;
	meanBytes: number;
	maxBytes: number;
}

/**
 * Size of the HTML of a built site's API pages: every page but the generated MDX pages (`pages`,
 * as docs.json names them), 404.html and the engine's own files under `_trellis/` (a large
 * sidebar's fragment). Fails unless there are `expected` of them.
 */
export function apiPageHtml(outDir: string, pages: string[], expected: number): ApiPageHtml {
	const notApi = new Set(['404.html', ...pages.map((page) => (page === 'index' ? 'index.html' : `${page}/index.html`))]);
	const sizes = htmlFiles(outDir)
		.filter((file) => !notApi.has(file) && !file.startsWith('_trellis/'))
		.map((file) => statSync(join(outDir, file)).size);
	if (sizes.length !== expected) throw new Error(`${outDir} has ${sizes.length} API pages, not the ${expected} operations and webhooks`);
	return { pages: sizes.length, meanBytes: sizes.reduce((sum, size) => sum + size, 0) / sizes.length, maxBytes: Math.max(...sizes) };
}
