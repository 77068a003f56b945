import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, onTestFailed, test } from 'vitest';
import { endStillRunning, filesOf, fixtureCopy, freePort, removeCopies, serving, trellis } from './support/run-trellis.ts';

afterAll(() => {
	endStillRunning();
	removeCopies();
});

describe('trellis dev and preview', () => {
	test('serves the folder live, writes nothing into it, and keeps serving it while a build of another folder runs to its end, which preview then serves', async () => {
		const folder = fixtureCopy('good');
		const built = fixtureCopy('legacy');
		const before = filesOf(folder);
		// What the test waits for, named if it fails (a timeout says only that the test took too long).
		let step = 'the dev server to print its address';
		let shown = () => '';
		onTestFailed(() => console.error(`while waiting for ${step}; the server printed:\n${shown()}`));
		const port = await freePort();
		const server = await serving(['dev', '--port', String(port), '--no-open'], folder);
		shown = server.output;
		let ended: number | NodeJS.Signals;
		try {
			expect(server.url).toBe(`http://localhost:${port}/`);
			step = 'the first page';
			const page = await fetch(new URL('guides/planting', server.url));
			expect(page.status).toBe(200);
			expect(await page.text()).toContain('twice as deep');
			// A build of another folder from the same installed copy, while the server runs.
			step = 'the build of another folder';
			const build = await trellis(['build'], built);
			expect(build.code, build.stderr).toBe(0);
			expect(readFileSync(join(built, 'dist/index.html'), 'utf8')).toContain('<title>Orchard</title>');
			// After it, the server's pages are still its folder's.
			step = 'the page after the build';
			const after = await fetch(new URL('guides/planting', server.url));
			expect(after.status).toBe(200);
			expect(await after.text()).toContain('twice as deep');
		} finally {
			step = 'the dev server to end after Ctrl+C';
			ended = await server.stop();
		}
		// Ended by the signal, as a shell expects, and without Node's own exit, which can hang (nodejs/node#64274).
		expect(ended).toBe('SIGINT');
		expect(server.output()).not.toMatch(/^error:/m);
		expect(filesOf(folder)).toEqual(before);

		// `trellis preview` serves the build made meanwhile.
		const previewPort = await freePort();
		step = 'the preview server';
		const preview = await serving(['preview', '--port', String(previewPort)], built);
		shown = preview.output;
		step = 'the built page from the preview server';
		let previewEnded: number | NodeJS.Signals;
		try {
			const page = await fetch(new URL('quickstart/', preview.url));
			expect(page.status).toBe(200);
			expect(await page.text()).toContain('<title>Quickstart - Orchard</title>');
		} finally {
			previewEnded = await preview.stop();
		}
		expect(previewEnded).toBe('SIGINT');
	});

	test('a port another program listens on', async () => {
		const blocker = createServer();
		const port = await new Promise<number>((done) => blocker.listen({ port: 0 }, () => done((blocker.address() as { port: number }).port)));
		try {
			const run = await trellis(['dev', '--port', String(port), '--no-open'], fixtureCopy('good'));
			expect(run.code).toBe(1);
			expect(run.stderr).toBe(
				`error: port ${port} is in use by another program\n  fix: stop that program, or choose another port: --port ${port + 1}\n`,
			);
		} finally {
			blocker.close();
		}
	});
});
