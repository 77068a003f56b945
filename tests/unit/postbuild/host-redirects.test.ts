import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
		expect(JSON.parse(readFileSync(join(outDir, 'vercel.json'), 'utf8'))).toEqual({
			redirects: [
				{ source: '/old', destination: '/start', permanent: true },
				{ source: '/a/:x*/b/:y*', destination: '/start', permanent: true },
			],
		});
		expect(log).toEqual([]);
		rmSync(outDir, { recursive: true, force: true });
	});
});
