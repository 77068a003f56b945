import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { PostBuildContext } from '../../../src/postbuild/context.ts';
import { writeHostRedirects } from '../../../src/postbuild/host-redirects.ts';

describe('the _redirects of a build', () => {
	test('leaves out a rule whose source is a page of the build, as the redirect pages do, and one a file cannot say, silently (the config check names it)', () => {
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
		expect(JSON.parse(readFileSync(join(outDir, 'vercel.json'), 'utf8')).redirects.filter((rule: { has?: unknown }) => !rule.has)).toEqual([
			{ source: '/old', destination: '/start', permanent: true },
			{ source: '/a/:x*/b/:y*', destination: '/start', permanent: true },
		]);
		expect(log).toEqual([]);
		rmSync(outDir, { recursive: true, force: true });
	});

	test("adds the agents' routes and Link header under the base path, keeps the folder's own _headers, and negotiates Markdown on Vercel", () => {
		const outDir = mkdtempSync(join(tmpdir(), 'trellis-host-redirects-'));
		writeFileSync(join(outDir, '_headers'), '/*\n  X-Frame-Options: DENY');
		writeHostRedirects(
			{ outDir, base: '/docs/', log: () => {}, site: { config: {}, pages: {} } as unknown as PostBuildContext['site'] },
			[
				{ from: '/.well-known/mcp', to: '/.well-known/mcp.json', status: 200 },
				{ from: '/skill.md', to: '/.well-known/skills/index.json', status: 302 },
			],
			[{ path: '/llms.txt', rel: 'llms-txt' }],
		);
		expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toBe(
			'/docs/.well-known/mcp /docs/.well-known/mcp.json 200\n/docs/skill.md /docs/.well-known/skills/index.json 302\n',
		);
		expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe(
			'/*\n  X-Frame-Options: DENY\n/docs/*\n  Link: </docs/llms.txt>; rel="llms-txt"\n',
		);
		const vercel = JSON.parse(readFileSync(join(outDir, 'vercel.json'), 'utf8'));
		expect(vercel.rewrites).toEqual([{ source: '/docs/.well-known/mcp', destination: '/docs/.well-known/mcp.json' }]);
		const markdown = vercel.redirects.filter((rule: { has?: unknown }) => rule.has);
		expect(markdown.map((rule: { source: string; destination: string }) => [rule.source, rule.destination])).toEqual([
			['/docs/', '/docs/index.md'],
			['/docs/:path((?:[^/]+/)*[^/.]+)', '/docs/:path.md'],
		]);
		// What Vercel matches the source with (path-to-regexp): pages, not files.
		const page = /^\/docs\/((?:[^/]+\/)*[^/.]+)$/;
		expect(['/docs/guides/soil', '/docs/quickstart'].every((path) => page.test(path))).toBe(true);
		expect(['/docs/llms.txt', '/docs/guides/soil.md', '/docs/_astro/x.js'].some((path) => page.test(path))).toBe(false);
		expect(vercel.headers).toEqual([{ source: '/docs/(.*)', headers: [{ key: 'Link', value: '</docs/llms.txt>; rel="llms-txt"' }] }]);
		rmSync(outDir, { recursive: true, force: true });
	});
});
