import { defineCollection } from 'astro:content';
import { escapePath } from 'tinyglobby';
import pageFiles from 'virtual:trellis/page-files';
import { elsewhere } from 'virtual:trellis/shard';
import { frontmatterSchema } from './page-files/frontmatter-schema.ts';
import { ignoredPageFiles, pageGlob, pageGlobIgnore } from './page-files/page-glob.ts';
import { pagesLoader } from './page-files/pages-loader.ts';
import { refusedLinkIgnores } from './files/folder-links.ts';

/** Pages a lenient build could not compile: they are built from the problems instead (src/routes/[...slug].astro). */
const failedFiles = pageFiles.failed.map((file) => escapePath(file));
/** Files `.mintignore` leaves out of the site. */
const ignoredFiles = ignoredPageFiles(pageFiles.root, 'ignored').map((file) => escapePath(file));

/** Pages another shard of a split build renders (src/integration/vite-shard-module.ts). */
const otherShards = elsewhere.map((file) => escapePath(file));

/** Every page of the docs folder (of a split build's shard); the entry id is the page path (`guides/setup`). */
const docs = defineCollection({
	loader: pagesLoader({
		// Never a page through a symbolic link that leads out of the folder (src/files/folder-links.ts).
		pattern: [
			...pageGlob,
			...[...pageGlobIgnore, ...failedFiles, ...ignoredFiles, ...otherShards, ...refusedLinkIgnores(pageFiles.root)].map(
				(pattern) => `!${pattern}`,
			),
		],
		base: pageFiles.root,
		generateId: ({ entry }) => entry.replace(/\.mdx?$/, ''),
		deferRender: true,
	}),
	schema: frontmatterSchema,
});

export const collections = { docs };
