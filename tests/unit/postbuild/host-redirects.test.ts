import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PostBuildContext } from '../../../src/postbuild/context.ts';
import { hostRedirectRule, writeHostRedirects } from '../../../src/postbuild/host-redirects.ts';

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

describe('the _redirects of a build', () => {
	test('leaves out a rule whose source is a page of the build, as the redirect pages do, and names what it cannot say', () => {
		const outDir = mkdtempSync(join(tmpdir(), 'trellis-host-redirects-'));
		const log: string[] = [];
		const redirects = [
			{ source: '/intro', destination: '/start' },
			{ source: '/old/', destination: '/start' },
			{ source: '/a/:x*/b/:y*', destination: '/start' },
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
		expect(written).toBe(1);
		expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toBe('/old /start 308\n');
		expect(log).toEqual([
			'warning: redirect "/a/:x*/b/:y*" -> "/start" not in _redirects: it has more than one wildcard, and these hosts take one',
		]);
		rmSync(outDir, { recursive: true, force: true });
	});
});
