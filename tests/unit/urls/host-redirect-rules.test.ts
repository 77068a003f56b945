import { match } from 'path-to-regexp';
import { describe, expect, test } from 'vitest';
import { hostRedirectRule, redirectPagesReason, vercelRedirect } from '../../../src/urls/host-redirect-rules.ts';

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

describe('the redirect pages', () => {
	test('say every redirect but those whose wildcards name nothing of this site', () => {
		expect(redirectPagesReason({ source: '/old/:slug*', destination: '/new/:slug*' })).toBeUndefined();
		expect(redirectPagesReason({ source: '/old', destination: 'https://example.com' })).toBeUndefined();
		expect(redirectPagesReason({ source: '/old/:slug*', destination: '/new' })).toBe('its destination does not name :slug');
		expect(redirectPagesReason({ source: '/old/:slug*', destination: 'https://example.com/:slug*' })).toBe(
			'it sends a whole folder to another site',
		);
		expect(redirectPagesReason({ source: '/old/article-*', destination: '/new/article-*' })).toBe('its * names no part of the destination');
	});
});
