/**
 * Lighthouse scores of built pages: `node bench/lighthouse.ts <dist> <path>...` serves the built
 * folder as a static host would (with the headers of its `_headers` file for every path) and runs
 * Lighthouse 13 (fetched by `npm exec`) in headless Chromium on each path; prints the four
 * category scores and the audits that failed. The browser is CHROME_PATH, else the system's
 * Chromium, else the one of the @sparticuz/chromium package the browser tests use; LIGHTHOUSE_FLAGS
 * adds flags of Lighthouse's own (e.g. `--blocked-url-patterns=https://plausible.io/*`).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';

const [dist, ...paths] = process.argv.slice(2);
if (!dist || paths.length === 0) {
	console.error('usage: node bench/lighthouse.ts <built folder> <page path>...');
	process.exit(1);
}

const types: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript',
	'.mjs': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.webp': 'image/webp',
	'.woff2': 'font/woff2',
	'.wasm': 'application/wasm',
	'.txt': 'text/plain; charset=utf-8',
	'.md': 'text/markdown; charset=utf-8',
	'.xml': 'application/xml',
};

/** The headers `_headers` gives every path (`/*`), as Netlify and Cloudflare Pages apply them. */
function siteHeaders(): [string, string][] {
	const file = join(dist!, '_headers');
	if (!existsSync(file)) return [];
	const block =
		readFileSync(file, 'utf8')
			.split(/^\/\*\s*$/m)[1]
			?.split(/^\S/m)[0] ?? '';
	return block
		.split('\n')
		.map((line) => line.trim().match(/^([\w-]+):\s*(.+)$/))
		.filter((match) => match !== null)
		.map((match) => [match[1]!, match[2]!]);
}

/** The file a URL path names: itself, its `index.html`, or `<path>.html`. */
function fileFor(urlPath: string): string | undefined {
	const base = join(dist!, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
	for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
		if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
	}
	return undefined;
}

/** The Chromium Lighthouse drives. */
async function chromePath(): Promise<string> {
	if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
	if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
	const { default: packaged } = await import('@sparticuz/chromium');
	return packaged.executablePath();
}

/** Headless, without the network services Chromium reaches on its own (the machine may be offline). */
const chromeFlags =
	'--headless=shell --no-sandbox --no-zygote --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update';

const chrome = await chromePath();
const headers = siteHeaders();
const server = createServer((request, response) => {
	const file = fileFor(new URL(request.url ?? '/', 'http://localhost').pathname);
	for (const [name, value] of headers) response.setHeader(name, value);
	if (!file) {
		response.writeHead(404, { 'content-type': types['.html']! }).end(readFileSync(join(dist, '404.html')));
		return;
	}
	response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

interface Report {
	categories: Record<string, { score: number | null }>;
	audits: Record<string, { score: number | null; scoreDisplayMode: string; title: string; details?: { items?: unknown } }>;
}

/** An audit's item in a line: its message or element, and the URL it concerns. */
function itemText(item: Record<string, unknown>): string {
	const node = item.node as { snippet?: string } | undefined;
	const source = item.sourceLocation as { url?: string } | undefined;
	return [item.description ?? node?.snippet, source?.url ?? item.url].filter((part) => typeof part === 'string').join(' ');
}

for (const path of paths) {
	const url = `http://127.0.0.1:${port}${path}`;
	// Not a synchronous call: the server answering Lighthouse runs in this process.
	const { stdout } = await promisify(execFile)(
		'npm',
		[
			'exec',
			'--yes',
			'lighthouse@13',
			'--',
			url,
			'--only-categories=seo,best-practices,accessibility,performance',
			'--output=json',
			'--quiet',
			`--chrome-flags=${chromeFlags}`,
			...(process.env.LIGHTHOUSE_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
		],
		{ env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 256 * 1024 * 1024 },
	);
	const report = JSON.parse(stdout) as Report;
	const scores = Object.entries(report.categories).map(([name, { score }]) => `${name} ${Math.round((score ?? 0) * 100)}`);
	console.log(`${path}: ${scores.join(', ')}`);
	for (const [id, audit] of Object.entries(report.audits)) {
		if (audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) {
			console.log(`  ${id} (${audit.score}): ${audit.title}`);
			// What failed, for the audits that name it (console messages, elements, files).
			const items = Array.isArray(audit.details?.items) ? (audit.details.items as Record<string, unknown>[]).slice(0, 5) : [];
			for (const item of items) console.log(`    ${itemText(item).slice(0, 200)}`);
		}
	}
}
server.close();
