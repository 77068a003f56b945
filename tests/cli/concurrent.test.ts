import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fixtureCopy, freePort, removeCopies, serving, trellis } from './support/run-trellis.ts';

afterAll(removeCopies);

const page = (folder: string, path: string) => readFileSync(join(folder, 'dist', path), 'utf8');

describe('several commands at once from one installed copy', () => {
	test('a dev server keeps serving its folder while a build of another folder runs to its end', async () => {
		const served = fixtureCopy('good');
		const built = fixtureCopy('legacy');
		const port = await freePort();
		const server = await serving(['dev', '--port', String(port), '--no-open'], served);
		try {
			const before = await fetch(new URL('guides/planting', server.url));
			expect(before.status).toBe(200);
			const build = await trellis(['build'], built);
			expect(build.code, build.stderr).toBe(0);
			expect(page(built, 'index.html')).toContain('<title>Orchard</title>');
			// After the other folder's build, its pages are still its own.
			const after = await fetch(new URL('guides/planting', server.url));
			expect(after.status).toBe(200);
			expect(await after.text()).toContain('twice as deep');
		} finally {
			await server.stop();
		}
		expect(server.output()).not.toMatch(/^error:/m);
	});

	test('two builds of different folders started together each write their own site', async () => {
		const first = fixtureCopy('good');
		const second = fixtureCopy('legacy');
		const [one, two] = await Promise.all([trellis(['build'], first), trellis(['build'], second)]);
		expect(one.code, one.stderr).toBe(0);
		expect(two.code, two.stderr).toBe(0);
		expect(page(first, 'guides/planting/index.html')).toContain('twice as deep');
		expect(page(second, 'index.html')).toContain('<title>Orchard</title>');
		expect(page(second, 'v1/old-setup/index.html')).not.toContain('Seedling');
	});
});
