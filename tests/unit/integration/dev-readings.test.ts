import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DevReadings } from '../../../src/integration/dev-readings.ts';
import { readSiteState } from '../../../src/integration/site-state.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

/**
 * What a dev server keeps between its readings of the folder: whether a saved page leaves the
 * site model as it was, and which problems an edit prints. The dev server itself:
 * tests/browser/dev-server.test.ts.
 */

const config = JSON.stringify({
	$schema: 'https://mintlify.com/docs.json',
	theme: 'mint',
	name: 'Greenhouse',
	colors: { primary: '#166534' },
	navigation: { groups: [{ group: 'Start', pages: ['index', 'care'] }] },
});
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;

async function devServerOn(files: Record<string, string>) {
	const folder = folderWith({ 'docs.json': config, ...files });
	const printed: string[] = [];
	const readings = new DevReadings(join(folder, '.cache/page-checks.json'), { print: (text) => printed.push(text), shownFrom: folder });
	const paths = resolveDocsPaths(folder, folder);
	const read = () => readSiteState(paths, { lenient: false, analytics: false }, readings.report, readings);
	return { folder, paths, readings, printed, read, state: await read() };
}

describe('a page saved in dev', () => {
	test('with only its prose changed reads as before: the folder is not read again', async () => {
		const dev = await devServerOn({ 'index.mdx': page('Home', 'Water daily.'), 'care.mdx': page('Care', '<Note>Shade</Note>') });
		const file = join(dev.folder, 'index.mdx');
		writeFileSync(file, page('Home', 'Water twice a day, and more in summer.'));
		expect(dev.readings.pageReadsAsBefore(file, dev.paths, dev.state)).toBe(true);
	});

	test('with a new title, a new component or a new problem does not', async () => {
		const dev = await devServerOn({ 'index.mdx': page('Home', 'Water daily.'), 'care.mdx': page('Care', 'Shade.') });
		const file = join(dev.folder, 'index.mdx');
		for (const edited of [
			page('Welcome', 'Water daily.'),
			page('Home', '<Card title="Soil">Loam</Card>'),
			page('Home', '<Notte>Hi</Notte>'),
		]) {
			writeFileSync(file, edited);
			expect(dev.readings.pageReadsAsBefore(file, dev.paths, dev.state), edited).toBe(false);
		}
	});

	test('a file that is not a page of the last reading (a snippet, a new page) does not', async () => {
		const dev = await devServerOn({ 'index.mdx': page('Home', 'Hi.'), 'care.mdx': page('Care', 'Shade.'), 'snippets/tip.mdx': 'Tip.' });
		writeFileSync(join(dev.folder, 'snippets/tip.mdx'), 'Another tip.');
		expect(dev.readings.pageReadsAsBefore(join(dev.folder, 'snippets/tip.mdx'), dev.paths, dev.state)).toBe(false);
		writeFileSync(join(dev.folder, 'new.mdx'), page('New', 'Hi.'));
		expect(dev.readings.pageReadsAsBefore(join(dev.folder, 'new.mdx'), dev.paths, dev.state)).toBe(false);
	});
});

describe('the problems printed after an edit', () => {
	test('all at the first reading; then only the new ones, with how many went and the totals; nothing when none changed', async () => {
		const dev = await devServerOn({ 'index.mdx': page('Home', '<Notte>Hi</Notte>'), 'care.mdx': page('Care', '<Cardd>Soil</Cardd>') });
		expect(dev.printed).toHaveLength(1);
		expect(dev.printed[0]).toContain('unknown component <Notte>');
		expect(dev.printed[0]).toContain('unknown component <Cardd>');
		expect(dev.printed[0]).toMatch(/2 errors, 0 warnings$/);

		await dev.read();
		expect(dev.printed).toHaveLength(1);

		writeFileSync(join(dev.folder, 'index.mdx'), page('Home', '<Note>Hi</Note> <Tipp>Water</Tipp>'));
		await dev.read();
		expect(dev.printed).toHaveLength(2);
		expect(dev.printed[1]).toContain('unknown component <Tipp>');
		expect(dev.printed[1]).not.toContain('<Cardd>');
		expect(dev.printed[1]).toMatch(/\nProblems after the edit: 1 new, 1 fixed; 2 errors, 0 warnings in all$/);

		writeFileSync(join(dev.folder, 'index.mdx'), page('Home', 'Hi.'));
		await dev.read();
		expect(dev.printed[2]).toBe('Problems after the edit: 1 fixed; 1 error, 0 warnings in all');
	});
});
