import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic } from '../support/static-server.ts';
import { filesOf, fixtureCopy, removeCopies, trellis } from './support/run-trellis.ts';

afterAll(removeCopies);

/** What each flag keeps of the check's findings, and a --files pattern naming no page: tests/unit/cli/. */
describe('trellis broken-links', () => {
	test('finds a broken link, anchor and redirect, leaving nothing behind', async () => {
		const folder = fixtureCopy('links');
		const before = filesOf(folder);
		const all = await trellis(['broken-links', '--check-anchors', '--check-redirects'], folder);
		expect(all.code).toBe(1);
		expect(all.stderr).toBe(
			'3 broken links:\n' +
				'  /care -> /care#sunlight: no element with id "sunlight" on that page\n' +
				'  / -> /pruning: no such page or file\n' +
				'  /old-watering -> /watering-guide: no such page or file\n',
		);
		expect(filesOf(folder)).toEqual(before);
	});
});

/** A sitemap it cannot read: tests/unit/cli/main.test.ts. */
describe('trellis check-move', () => {
	test('finds the old addresses and anchors a move lost, writes the redirects of the pages that moved, and passes once all lead somewhere', async () => {
		const folder = fixtureCopy('moving');
		// The old site, built by the run (its output is only read).
		const built = await sharedBuild({ docsDir: 'tests/fixtures/cli/moving', env: { SITE_URL: 'https://old.example.com' } });
		expect(built.exitCode, built.stderr).toBe(0);
		const oldSite = built.outDir;
		// The move: a page to another group, one renamed, one removed, a heading's own id dropped.
		renameSync(join(folder, 'guides/setup.mdx'), join(folder, 'start-setup.mdx'));
		renameSync(join(folder, 'guides/pruning.mdx'), join(folder, 'guides/cutting-back.mdx'));
		rmSync(join(folder, 'guides/compost.mdx'));
		edit(join(folder, 'quickstart.mdx'), (text) => text.replace('## Options {#opts}', '## Options'));
		edit(join(folder, 'docs.json'), (text) =>
			text.replace('["guides/setup", "guides/pruning", "guides/compost"]', '["start-setup", "guides/cutting-back"]'),
		);
		const sitemap = join(oldSite, 'sitemap.xml');

		const check = await trellis(['check-move', '--sitemap', sitemap, '--crawl', oldSite, '--write-redirects'], folder);
		expect(check.code).toBe(1);
		expect(check.stdout).toBe('Checked 5 addresses of the old site and 3 anchors of its 5 saved pages.\n');
		expect(check.stderr).toBe(
			'3 addresses neither served nor redirected:\n' +
				'  /guides/setup: not served; moved to /start-setup? (its title, "Setting up")\n' +
				'  /guides/pruning: not served; moved to /guides/cutting-back? (its title, "Pruning")\n' +
				'  /guides/compost: not served; no page of the new site has its title or name: add a redirect to the page that covers it now\n' +
				'1 anchor lost:\n' +
				'  /quickstart#opts ("Options"): no such anchor on /quickstart; its text has #options now: write {#opts} at the end of that heading to keep the old one\n' +
				`2 redirects added to ${join(folder, 'docs.json')}:\n` +
				'  /guides/setup -> /start-setup\n' +
				'  /guides/pruning -> /guides/cutting-back\n',
		);
		expect((JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8')) as { redirects: unknown }).redirects).toEqual([
			{ source: '/guides/setup', destination: '/start-setup' },
			{ source: '/guides/pruning', destination: '/guides/cutting-back' },
		]);

		// What it could not do, done as it says: the old id given back, the removed page sent on by hand.
		edit(join(folder, 'quickstart.mdx'), (text) => text.replace('## Options', '## Options {#opts}'));
		edit(join(folder, 'docs.json'), (text) =>
			text.replace('"redirects": [', '"redirects": [\n    { "source": "/guides/compost", "destination": "/guides/cutting-back" },'),
		);
		// The old site's sitemap read from where it is served, as while it is still online.
		const served = await serveStatic(oldSite);
		const again = await trellis(['check-move', '--sitemap', `${served.url}/sitemap.xml`, '--crawl', oldSite], folder).finally(() =>
			served.close(),
		);
		expect(again.stderr).toBe('');
		expect(again.stdout).toBe(
			'Checked 5 addresses of the old site and 5 anchors of its 5 saved pages.\n' +
				'Nothing lost: every old address and anchor leads to a page of the new site.\n',
		);
		expect(again.code).toBe(0);
	});
});

function edit(file: string, change: (text: string) => string): void {
	const text = readFileSync(file, 'utf8');
	const changed = change(text);
	if (changed === text) throw new Error(`${file}: the edit changed nothing`);
	writeFileSync(file, changed);
}
