import { defineCollection } from 'astro:content';
import { escapePath } from 'tinyglobby';
import failedPageFiles from 'virtual:trellis/failed-files';
import { frontmatterSchema } from './page-files/frontmatter-schema.ts';
import { ignoredPageFiles, pageGlob, pageGlobIgnore } from './page-files/page-glob.ts';
import { pagesLoader } from './page-files/pages-loader.ts';
import { resolveDocsPaths } from './settings/docs-paths.ts';

const paths = resolveDocsPaths(process.cwd());
/** Pages a lenient build could not compile: they are built from the problems instead (src/routes/[...slug].astro). */
const failedFiles = failedPageFiles.map((file) => escapePath(file));
/** Files `.mintignore` leaves out of the site. */
const ignoredFiles = ignoredPageFiles(paths.pagesRoot, 'ignored').map((file) => escapePath(file));

/** Every page of the docs folder; the entry id is the page path (`guides/setup`). */
const docs = defineCollection({
	loader: pagesLoader({
		pattern: [...pageGlob, ...[...pageGlobIgnore, ...failedFiles, ...ignoredFiles].map((pattern) => `!${pattern}`)],
		base: paths.pagesRoot,
		generateId: ({ entry }) => entry.replace(/\.mdx?$/, ''),
		deferRender: true,
	}),
	schema: frontmatterSchema,
});

export const collections = { docs };
