import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { redirectSchema } from '../../../src/config/schema/site-options.ts';
import { expandRedirects, writeRedirects } from '../../../src/postbuild/redirects.ts';
import type { PostBuildContext } from '../../../src/postbuild/context.ts';

/** A context with just what expandRedirects reads: the redirects and the pages that exist. */
function context(redirects: { source: string; destination: string }[], hrefs: string[], log: string[] = []): PostBuildContext {
	const pages = Object.fromEntries(hrefs.map((href) => [href.slice(1) || 'index', { href }]));
	return {
		outDir: '/nowhere',
		base: '/',
		log: (text) => log.push(text),
		site: { config: { redirects }, navigation: { pages }, pages } as unknown as PostBuildContext['site'],
	};
}

describe('expandRedirects', () => {
	test('a plain redirect is kept as it is, trailing slash removed', () => {
		expect(expandRedirects(context([{ source: '/old/', destination: '/new' }], []))).toEqual([{ from: '/old', to: '/new' }]);
	});

	test(':slug* expands over the pages under the destination, the folder itself included', () => {
		const hrefs = ['/', '/new', '/new/a', '/new/b/c', '/newer/x'];
		expect(expandRedirects(context([{ source: '/old/:slug*', destination: '/new/:slug*' }], hrefs))).toEqual([
			{ from: '/old', to: '/new' },
			{ from: '/old/a', to: '/new/a' },
			{ from: '/old/b/c', to: '/new/b/c' },
		]);
	});

	test(':name matches one segment only', () => {
		const hrefs = ['/v2/a', '/v2/b/c'];
		expect(expandRedirects(context([{ source: '/v1/:page', destination: '/v2/:page' }], hrefs))).toEqual([{ from: '/v1/a', to: '/v2/a' }]);
	});

	test('a wildcard the destination does not name, or a bare *, has no pages (the config check says so)', () => {
		expect(expandRedirects(context([{ source: '/old/:slug*', destination: '/new' }], ['/new']))).toEqual([]);
		expect(expandRedirects(context([{ source: '/old/article-*', destination: '/new/article-*' }], ['/new/article-a']))).toEqual([]);
	});

	test('the first redirect of a path wins', () => {
		expect(
			expandRedirects(
				context(
					[
						{ source: '/a', destination: '/one' },
						{ source: '/a', destination: '/two' },
					],
					[],
				),
			),
		).toEqual([{ from: '/a', to: '/one' }]);
	});
});

describe('writeRedirects', () => {
	test('writes inside the built site only, whatever the source climbs', () => {
		const root = mkdtempSync(join(tmpdir(), 'trellis-redirects-'));
		const outDir = join(root, 'site');
		mkdirSync(outDir);
		const log: string[] = [];
		const written = writeRedirects({
			...context(
				[
					{ source: '/../../escaped', destination: '/new' },
					{ source: '/old', destination: '/new' },
				],
				['/new'],
				log,
			),
			outDir,
		});
		expect(written).toBe(1);
		expect(existsSync(join(outDir, 'old/index.html'))).toBe(true);
		expect(readdirSync(root)).toEqual(['site']);
		expect(log).toEqual(['warning: redirect from "/../../escaped" not written: its path leads out of the built site']);
		rmSync(root, { recursive: true, force: true });
	});

	test('a source that climbs is a mistake of the config', () => {
		const parsed = redirectSchema.safeParse({ source: '/docs/%2e%2e/%2E%2E/x', destination: '/new' });
		expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
			'expected a path on the site such as "/old-page", without ".." or "\\", found "/docs/%2e%2e/%2E%2E/x"',
		]);
		expect(redirectSchema.safeParse({ source: '/old/:slug*', destination: '/new/:slug*' }).success).toBe(true);
	});
});
