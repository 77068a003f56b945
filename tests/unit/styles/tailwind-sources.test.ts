import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { classSources } from '../../../src/styles/tailwind/sources.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

/** The files Tailwind reads class names from (the CSS they make: tests/build/tailwind.test.ts). */
describe('the files Tailwind reads class names from', () => {
	const files = {
		'index.mdx': '<div className="grid" />',
		'snippets/card.jsx': 'export const Card = () => <p className="flex" />;',
		'node_modules/lib/index.js': 'hidden',
		'.git/hooks/post.js': 'hidden',
		'dist/_astro/app.js': 'the last build: every class of the bundled libraries',
		'dist.partial-41/_astro/app.js': 'a build stopped midway',
		'site/_astro/app.js': 'this build',
	};

	test('pages, snippets and components; not packages, hidden folders, this build’s output nor the command’s default output', () => {
		const folder = folderWith(files);
		const sources = classSources(folder, join(folder, 'site'));
		expect(sources.list()).toEqual([join(folder, 'index.mdx'), join(folder, 'snippets/card.jsx')]);
		for (const [file, read] of Object.entries({
			'index.mdx': true,
			'snippets/card.jsx': true,
			'dist/_astro/app.js': false,
			'site/_astro/app.js': false,
		}))
			expect(sources.includes(join(folder, file)), file).toBe(read);
	});

	test('built elsewhere, the docs folder’s dist/ is still left out: a build in parts writes each part outside it', () => {
		const folder = folderWith(files);
		const sources = classSources(folder, join(folderWith({}), 'part-1'));
		expect(sources.list()).not.toContain(join(folder, 'dist/_astro/app.js'));
		expect(sources.includes(join(folder, 'dist/_astro/app.js'))).toBe(false);
		expect(sources.includes(join(folder, 'dist.partial-41/_astro/app.js'))).toBe(false);
	});
});
