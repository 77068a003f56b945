import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PostBuildContext } from '../../../src/postbuild/context.ts';
import { match } from 'path-to-regexp';
import { hostRedirectRule, vercelRedirect, writeHostRedirects } from '../../../src/postbuild/host-redirects.ts';

const rule = (source: string, destination: string, permanent?: boolean, base = '/') =>
	hostRedirectRule({ source, destination, ...(permanent !== undefined ? { permanent } : {}) }, base);

describe('a redirect of docs.json as a rule of _redirects', () => {
	test('permanent (308) unless told otherwise (307), as on Mintlify', () => {
		expect(rule('/old', '/new')).toEqual({ line: '/old /new 308' });
		expect(rule('old', '/new', false)).toEqual({ line: '/old /new 307' });
		expect(rule('/status', 'https://status.example.com')).toEqual({ line: '/status https://status.example.com 308' });
		expect(rule('/begin', '/new/start#install')).toEqual({ line: '/begin /new/start#install 308' });
	});

	test(':slug* is the splat; :name a placeholder; a * inside a segment a splat too', () => {
		expect(rule('/beta/:slug*', '/v2/:slug*')).toEqual({ line: '/beta/* /v2/:splat 308' });
		expect(rule('/beta/:slug*', '/v2')).toEqual({ line: '/beta/* /v2 308' });
		expect(rule('/blog/:year/:post', '/posts/:year/:post')).toEqual({ line: '/blog/:year/:post /posts/:year/:post 308' });
		expect(rule('/old/article-*', '/new/article-*')).toEqual({ line: '/old/article-* /new/article-:splat 308' });
		expect(rule('/articles/concepts-*', '/collections/overview')).toEqual({ line: '/articles/concepts-* /collections/overview 308' });
	});

	test('under a base path, both ends are in it; a link elsewhere is not', () => {
		expect(rule('/old/:slug*', '/new/:slug*', undefined, '/docs/')).toEqual({ line: '/docs/old/* /docs/new/:splat 308' });
		expect(rule('/x', 'https://example.com', undefined, '/docs/')).toEqual({ line: '/docs/x https://example.com 308' });
	});

	test('what these hosts cannot say is named', () => {
		expect(rule('/a/:x*/b/:y*', '/c')).toEqual({ reason: 'it has more than one wildcard, and these hosts take one' });
		expect(rule('/a/:rest*/b', '/c')).toEqual({ reason: 'its wildcard is not at its end' });
		expect(rule('/a/:id', '/b/:other')).toEqual({ reason: 'its destination names :other, which its source does not' });
	});
});

const vercel = (source: string, destination: string, permanent?: boolean, base = '/') =>
	vercelRedirect({ source, destination, ...(permanent !== undefined ? { permanent } : {}) }, base);

describe('a redirect of docs.json as a rule of vercel.json', () => {
	test("keeps its form, which is Vercel's (path-to-regexp); permanent unless told otherwise", () => {
		expect(vercel('old/', '/new')).toEqual({ source: '/old', destination: '/new', permanent: true });
		expect(vercel('/beta/:slug*', '/v2/:slug*', false)).toEqual({ source: '/beta/:slug*', destination: '/v2/:slug*', permanent: false });
		expect(vercel('/a/:x*/b/:y*', '/c/:y*/:x*')).toEqual({ source: '/a/:x*/b/:y*', destination: '/c/:y*/:x*', permanent: true });
		expect(vercel('/x', 'https://example.com/*')).toEqual({ source: '/x', destination: 'https://example.com/*', permanent: true });
	});

	test("a bare * becomes a named wildcard that the destination's * names", () => {
		expect(vercel('/old/article-*', '/new/article-*')).toEqual({
			source: '/old/article-:splat(.*)',
			destination: '/new/article-:splat',
			permanent: true,
		});
		expect(vercel('/*/docs/*', '/*/*')).toMatchObject({ source: '/:splat(.*)/docs/:splat2(.*)', destination: '/:splat/:splat2' });
	});

	test("the sources are path-to-regexp's, matching what Mintlify's match", () => {
		const matches = (source: string, path: string) => {
			const rule = vercel(source, '/x');
			return 'source' in rule && match(rule.source)(path) !== false;
		};
		expect(matches('/old/article-*', '/old/article-one')).toBe(true);
		expect(matches('/beta/:slug*', '/beta/a/b')).toBe(true);
		expect(matches('/beta/:slug*', '/beta')).toBe(true);
		expect(matches('/blog/:year/:post', '/blog/2024')).toBe(false);
	});

	test('under a base path, both ends are in it; a placeholder no source fills is named', () => {
		expect(vercel('/old/:slug*', '/new/:slug*', undefined, '/docs/')).toEqual({
			source: '/docs/old/:slug*',
			destination: '/docs/new/:slug*',
			permanent: true,
		});
		expect(vercel('/a/:id', '/b/:other')).toEqual({ reason: 'its destination names :other, which its source does not' });
	});
});

describe('the _redirects of a build', () => {
	test('leaves out a rule whose source is a page of the build, as the redirect pages do, and names what it cannot say', () => {
		const outDir = mkdtempSync(join(tmpdir(), 'trellis-host-redirects-'));
		const log: string[] = [];
		const redirects = [
			{ source: '/intro', destination: '/start' },
			{ source: '/old/', destination: '/start' },
			{ source: '/a/:x*/b/:y*', destination: '/start' },
			{ source: '/p/:id', destination: '/q/:other' },
		];
		const written = writeHostRedirects({
			outDir,
			base: '/',
			log: (text) => log.push(text),
			site: {
				config: { redirects },
				pages: { intro: { href: '/intro' }, start: { href: '/start' } },
			} as unknown as PostBuildContext['site'],
		});
		expect(written).toEqual({ redirectsFile: 1, vercel: 2 });
		expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toBe('/old /start 308\n');
		expect(JSON.parse(readFileSync(join(outDir, 'vercel.json'), 'utf8'))).toEqual({
			redirects: [
				{ source: '/old', destination: '/start', permanent: true },
				{ source: '/a/:x*/b/:y*', destination: '/start', permanent: true },
			],
		});
		expect(log).toEqual([
			'warning: redirect "/a/:x*/b/:y*" -> "/start" not in _redirects: it has more than one wildcard, and these hosts take one',
			'warning: redirect "/p/:id" -> "/q/:other" not in _redirects or vercel.json: its destination names :other, which its source does not',
		]);
		rmSync(outDir, { recursive: true, force: true });
	});
});
