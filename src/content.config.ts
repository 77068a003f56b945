import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { frontmatterSchema } from './page-files/frontmatter-schema.ts';
import { pageGlob, pageGlobIgnore } from './page-files/scan-pages.ts';
import { resolveDocsPaths } from './site/docs-paths.ts';

const paths = resolveDocsPaths(process.cwd());

/** Every page of the docs folder; the entry id is the page path (`guides/setup`). */
const docs = defineCollection({
	loader: glob({
		pattern: [...pageGlob, ...pageGlobIgnore.map((pattern) => `!${pattern}`)],
		base: paths.pagesRoot,
		generateId: ({ entry }) => entry.replace(/\.mdx?$/, ''),
		deferRender: true,
	}),
	schema: frontmatterSchema,
});

export const collections = { docs };
