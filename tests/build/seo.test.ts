import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, metaContent, pageHtml, query, stripAnsi } from './html.ts';

/**
 * sitemap.xml, robots.txt and the meta tags of the head, with the public URL (SITE_URL) and
 * without it (the showcase is built without): navigation pages only, noindex and hidden pages
 * left out, docs.json `metadata` overridden by a page's quoted frontmatter keys.
 */
let withUrl: BuildResult;
let withoutUrl: BuildResult;

beforeAll(async () => {
	withUrl = await sharedBuild(fixtureBuilds.seoSiteWithUrl);
	withoutUrl = await sharedBuild(fixtureBuilds.showcase);
});

const read = (build: BuildResult, file: string) => readFileSync(join(build.outDir, file), 'utf8');
const meta = metaContent;

describe('with SITE_URL', () => {
	test('builds', () => {
		expect(withUrl.exitCode, withUrl.stderr).toBe(0);
	});

	test('sitemap.xml lists the navigation pages at their public URL, without noindex or hidden pages', () => {
		const sitemap = read(withUrl, 'sitemap.xml');
		expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
			true,
		);
		const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
		expect(locs).toEqual([
			'https://fern.example.com/',
			'https://fern.example.com/guides/setup',
			'https://fern.example.com/guides/components',
			'https://fern.example.com/reference/fields',
		]);
		expect(sitemap).not.toContain('private');
		expect(sitemap).not.toContain('hidden');
		expect(sitemap).not.toContain('old-setup');
	});

	test('robots.txt allows crawling and names the sitemap', () => {
		expect(read(withUrl, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://fern.example.com/sitemap.xml\n');
	});

	test('every page has its canonical URL and og:url', () => {
		const setup = pageHtml(withUrl.outDir, '/guides/setup');
		expect(find(setup, 'link', { rel: 'canonical' }).attrs.href).toBe('https://fern.example.com/guides/setup');
		expect(meta(setup, 'og:url')).toBe('https://fern.example.com/guides/setup');
		expect(find(pageHtml(withUrl.outDir, '/'), 'link', { rel: 'canonical' }).attrs.href).toBe('https://fern.example.com/');
	});

	test('og and twitter tags come from the page, then docs.json metadata, then the page frontmatter', () => {
		const home = pageHtml(withUrl.outDir, '/');
		expect(meta(home, 'og:title')).toBe('Welcome - Fern Docs');
		expect(meta(home, 'og:description')).toBe('Fern grows documentation.');
		expect(meta(home, 'og:site_name')).toBe('Fern Documentation');
		expect(meta(home, 'og:image')).toBe('https://fern.example.com/og.png');
		expect(meta(home, 'og:type')).toBe('website');
		expect(meta(home, 'twitter:site')).toBe('@ferndocs');
		expect(meta(home, 'twitter:title')).toBe('Welcome - Fern Docs');
		expect(meta(home, 'twitter:description')).toBe('Fern grows documentation.');
		expect(meta(home, 'twitter:card')).toBe('summary_large_image');
		// og:* tags are `property` attributes, the others `name`.
		expect(query(find(home, 'head').inner, 'meta', { name: 'og:title' })).toBeUndefined();
		expect(query(find(home, 'head').inner, 'meta', { property: 'twitter:title' })).toBeUndefined();

		const setup = pageHtml(withUrl.outDir, '/guides/setup');
		expect(meta(setup, 'og:image')).toBe('https://fern.example.com/setup.png');
		expect(meta(setup, 'twitter:card')).toBe('summary');
		expect(meta(setup, 'keywords')).toBe('fern, setup');
		// One tag per key: the page's value replaces the site's.
		expect(findAll(find(setup, 'head').inner, 'meta', { property: 'og:image' })).toHaveLength(1);
	});

	test('noindex pages, and hidden pages, tell search engines to stay away; the others do not', () => {
		expect(meta(pageHtml(withUrl.outDir, '/guides/private'), 'robots')).toBe('noindex');
		expect(meta(pageHtml(withUrl.outDir, '/guides/hidden'), 'robots')).toBe('noindex');
		expect(meta(pageHtml(withUrl.outDir, '/guides/setup'), 'robots')).toBeUndefined();
		expect(meta(pageHtml(withUrl.outDir, '/'), 'robots')).toBeUndefined();
	});
});

describe('without SITE_URL', () => {
	test('builds, and says once why the sitemap is skipped and how to get it', () => {
		expect(withoutUrl.exitCode, withoutUrl.stderr).toBe(0);
		const output = stripAnsi(withoutUrl.stdout + withoutUrl.stderr);
		const lines = output.split('\n').filter((line) => line.includes('sitemap.xml'));
		expect(lines).toEqual([
			'sitemap.xml skipped: the public URL of the site is not set. Set SITE_URL (e.g. SITE_URL=https://docs.example.com npm run build) to write it.',
		]);
		expect(existsSync(join(withoutUrl.outDir, 'sitemap.xml'))).toBe(false);
	});

	test('robots.txt is written without a Sitemap line', () => {
		expect(read(withoutUrl, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
	});

	test('pages have no canonical link or og:url, but keep their other meta tags', () => {
		const guide = pageHtml(withoutUrl.outDir, '/guides/care-schedules');
		expect(query(guide, 'link', { rel: 'canonical' })).toBeUndefined();
		expect(meta(guide, 'og:url')).toBeUndefined();
		expect(meta(guide, 'og:title')).toBe('Schedule Plant Care from New Plant Webhook Tags - Plant Store');
	});
});
