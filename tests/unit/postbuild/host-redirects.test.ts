import { describe, expect, test } from 'vitest';
import { hostRedirectRule } from '../../../src/postbuild/host-redirects.ts';

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
