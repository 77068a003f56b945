import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { crawledPage, sitemapAddresses } from '../../../src/move-check/old-site.ts';

const root = mkdtempSync(join(tmpdir(), 'trellis-old-site-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): string {
	mkdirSync(dirname(join(root, file)), { recursive: true });
	writeFileSync(join(root, file), text);
	return join(root, file);
}

const urlset = (...locs: string[]) =>
	`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc> ${loc} </loc><lastmod>2025-01-01</lastmod></url>`).join('')}</urlset>`;

describe("the old site's addresses", () => {
	test('from its sitemap: paths from the root, once each, a trailing slash or .html taken off', async () => {
		const file = write(
			'plain/sitemap.xml',
			urlset(
				'https://docs.acme.com/',
				'https://docs.acme.com/guides/setup/',
				'https://docs.acme.com/guides/setup',
				'https://docs.acme.com/api/caf%C3%A9.html',
			),
		);
		expect(await sitemapAddresses(file, '')).toEqual([
			{ url: 'https://docs.acme.com/', path: '/' },
			{ url: 'https://docs.acme.com/guides/setup/', path: '/guides/setup' },
			{ url: 'https://docs.acme.com/api/caf%C3%A9.html', path: '/api/café' },
		]);
	});

	test('from a sitemap index: each sitemap it names, read from beside it when saved there, else from its URL', async () => {
		write('index/pages.xml', urlset('https://acme.com/docs/start'));
		const index = write(
			'index/sitemap.xml',
			'<sitemapindex><sitemap><loc>https://acme.com/docs/pages.xml</loc></sitemap><sitemap><loc>https://acme.com/docs/api.xml</loc></sitemap></sitemapindex>',
		);
		const fetched: string[] = [];
		const read = async (source: string) => {
			fetched.push(source);
			return source.startsWith('https://')
				? urlset('https://acme.com/docs/api/list', 'https://acme.com/blog/post')
				: (await import('node:fs')).readFileSync(source, 'utf8');
		};
		// Under a base path, what lies outside it is not the docs'.
		expect(await sitemapAddresses(index, '/docs/', read)).toEqual([
			{ url: 'https://acme.com/docs/start', path: '/start' },
			{ url: 'https://acme.com/docs/api/list', path: '/api/list' },
		]);
		expect(fetched).toEqual([index, join(root, 'index/pages.xml'), 'https://acme.com/docs/api.xml']);
	});

	test('their saved pages, in each layout crawlers write, never outside the crawl', () => {
		write('crawl/docs.acme.com/guides/setup/index.html', 'setup');
		write('crawl/docs.acme.com/quickstart.html', 'quickstart');
		write('crawl/docs.acme.com/changelog', 'changelog');
		write('crawl/docs.acme.com/index.html', 'home');
		write('secret.html', 'not the crawl');
		const page = (url: string) => crawledPage(join(root, 'crawl'), { url, path: '' });
		expect(page('https://docs.acme.com/guides/setup')).toBe('setup');
		expect(page('https://docs.acme.com/quickstart')).toBe('quickstart');
		expect(page('https://docs.acme.com/changelog')).toBe('changelog');
		expect(page('https://docs.acme.com/')).toBe('home');
		expect(page('https://docs.acme.com/missing')).toBeUndefined();
		expect(page('https://docs.acme.com/..%2F..%2Fsecret')).toBeUndefined();
		// Saved without the host's folder.
		write('flat/setup/index.html', 'flat setup');
		expect(crawledPage(join(root, 'flat'), { url: 'https://docs.acme.com/setup', path: '/setup' })).toBe('flat setup');
	});
});
