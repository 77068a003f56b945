import type { ContentEntryType } from 'astro';
import { describe, expect, test } from 'vitest';
import { withEngineFrontmatter } from '../../../src/page-files/pages-loader.ts';

/** How the content collection reads a page file: its frontmatter by the engine's parser, and what Astro keeps of its text. */

const astroType = {
	extensions: ['.mdx'],
	getEntryInfo: () => ({ data: {}, body: 'unused', slug: '', rawData: '' }),
} as unknown as ContentEntryType;
const page = '---\ntitle: Watering\nslug: water\n---\n\n# Water daily\n\nIn the morning.\n';
const entryOf = (extension: string) =>
	withEngineFrontmatter(astroType, extension).getEntryInfo({ contents: page, fileUrl: new URL('file:///docs/watering' + extension) });

describe('a page file read for the content collection', () => {
	test('an MDX page keeps its frontmatter and slug, but not its text: it is rendered from its module', async () => {
		expect(await entryOf('.mdx')).toEqual({
			data: { title: 'Watering', slug: 'water' },
			body: '',
			slug: 'water',
			rawData: '---\ntitle: Watering\nslug: water\n---\n',
		});
	});

	test('a Markdown page keeps its text, which Astro renders it from', async () => {
		expect((await entryOf('.md')).body).toBe('# Water daily\n\nIn the morning.');
	});
});
