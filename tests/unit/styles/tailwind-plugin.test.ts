import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { tailwindPlugin } from '../../../src/integration/vite-tailwind.ts';
import { startClassScan } from '../../../src/styles/tailwind/class-scan.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

/** The stylesheet the plugin serves, as Vite's `load` hook gives it. */
async function stylesheetOf(folder: string): Promise<string> {
	const plugin = tailwindPlugin(folder, join(folder, 'dist'), undefined);
	const load = plugin.load as (id: string) => Promise<string | undefined>;
	const resolve = plugin.resolveId as (id: string) => string | undefined;
	const css = await load(resolve('virtual:trellis/tailwind.css')!);
	if (css === undefined) throw new Error('the plugin served no stylesheet');
	return css;
}

/** The Tailwind utilities of a docs folder, read on a worker thread (the CSS a build makes of them: tests/build/tailwind.test.ts). */
describe('the Tailwind classes of a docs folder', () => {
	test('the stylesheet has the utilities of the pages and snippets, none of a package under the folder', async () => {
		const css = await stylesheetOf(
			folderWith({
				'index.mdx': '<div className="grid gap-4" />',
				'snippets/card.jsx': 'export const Card = () => <p className="tracking-widest" />;',
				'node_modules/lib/index.js': 'const hidden = "columns-7";',
			}),
		);
		expect(css).toMatch(/\.grid\s*\{\s*display:\s*grid/);
		expect(css).toContain('.tracking-widest');
		expect(css).not.toContain('.columns-7');
	});

	// A folder this small is scanned on the calling thread; a large one on a thread of its own (forced here with 0).
	for (const [where, threadFrom] of [
		['the calling thread', undefined],
		['the scan thread', 0],
	] as const) {
		test(`${where} gives each file’s candidates, and nothing for a file gone since it was listed`, async () => {
			const folder = folderWith({ 'page.mdx': '<span className="underline" />' });
			const candidates = await startClassScan([join(folder, 'page.mdx'), join(folder, 'removed.mdx')], threadFrom);
			expect(candidates).toContain('underline');
			expect(candidates).not.toContain('removed');
		});

		test(`a failure on ${where} rejects with what went wrong, instead of leaving the stylesheet waiting`, async () => {
			await expect(startClassScan([null as unknown as string], threadFrom)).rejects.toThrow(
				/^reading the pages' Tailwind classes: TypeError/,
			);
		});
	}
});
