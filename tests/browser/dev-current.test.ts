import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { useBrowserSession, useDevServerOnCopy } from './helpers.ts';

/**
 * `npm run dev` on a current-format folder whose navigation lives in a file of its own (`$ref`)
 * and whose pages use the config's variables: edits to either show without a restart.
 */

const site = useDevServerOnCopy(join(import.meta.dirname, '../fixtures/dev-current'), ['/intro']);
const session = useBrowserSession();
const { shows } = site;

/** Rewrites a file of the docs folder, `find` (which must be there) replaced by `by`. */
function edit(file: string, find: string, by: string): string {
	const path = join(site.docsDir, file);
	const original = readFileSync(path, 'utf8');
	if (!original.includes(find)) throw new Error(`"${find}" is not in ${file}`);
	writeFileSync(path, original.replace(find, by));
	return original;
}

describe('the dev server on a current-format folder', () => {
	test('a new value of a variable in docs.json shows in the open page', async () => {
		const page = await session.context.newPage();
		try {
			await page.goto(`${site.server.url}/intro`);
			await shows(page.getByText('Water the Fern every morning.'), 'the page with the first value');
			edit('docs.json', '"plant": "Fern"', '"plant": "Moss"');
			await shows(page.getByText('Water the Moss every morning.'), 'the page with the new value');
		} finally {
			await page.close();
		}
	});

	test('an edit to the navigation file a $ref reads shows in the sidebar, and a mistake in it is shown at its place', async () => {
		const page = await session.context.newPage();
		try {
			await page.goto(`${site.server.url}/intro`);
			const sidebar = page.getByRole('navigation', { name: 'Main' });
			await shows(sidebar.getByRole('heading', { name: 'Start' }), 'the first group name');
			const original = edit('navigation.json', '"group": "Start"', '"group": "Begin"');
			await shows(sidebar.getByRole('heading', { name: 'Begin' }), 'the new group name');
			writeFileSync(join(site.docsDir, 'navigation.json'), original.replace('"groups": [', '"groups": ['.slice(0, -1)));
			await shows(page.getByRole('heading', { level: 1, name: /^The docs have \d+ errors?$/ }), 'the problems page');
			const problems = await page.locator('li pre').allTextContents();
			expect(problems.join('\n')).toContain(`${join(site.docsDir, 'navigation.json')}:2:`);
			writeFileSync(join(site.docsDir, 'navigation.json'), original);
			await shows(sidebar.getByRole('heading', { name: 'Start' }), 'the page fixed');
			expect(site.server.alive(), site.server.output()).toBe(true);
		} finally {
			await page.close();
		}
	});
});
