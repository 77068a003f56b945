import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import type { ContentEntryType } from 'astro';
import { frontmatterBlockOf, readFrontmatter } from '../markdown/frontmatter.ts';

type GlobOptions = Parameters<typeof glob>[0];

/** What the entries of the content store hold, kept beside them: a store made otherwise is made again. */
const storeFormatKey = 'trellis-entries';
const storeFormat = 'mdx-without-text';

/** What Astro hands its glob loader besides the documented context: how each file type is read. */
interface GlobLoaderContext extends LoaderContext {
	entryTypes: Map<string, ContentEntryType>;
}

/**
 * Astro's glob loader (file listing, dev updates, deferred rendering), with each page's
 * frontmatter read by the engine's YAML parser instead of Astro's own: the collection's data is
 * what the rest of the build read from the same text.
 */
export function pagesLoader(options: GlobOptions): Loader {
	const inner = glob(options);
	return {
		name: 'trellis-pages',
		load: (context) => {
			// Entries kept from a store made before MDX text was left out of them hold it still: made again, once.
			if (context.meta.get(storeFormatKey) !== storeFormat) {
				context.store.clear();
				context.meta.set(storeFormatKey, storeFormat);
			}
			const { entryTypes } = context as GlobLoaderContext;
			// Not part of Astro's documented loader context: fail loudly if it ever goes.
			if (!(entryTypes instanceof Map))
				throw new Error("Astro's content loader no longer passes the entry types: the pages loader needs updating");
			const types = new Map([...entryTypes].map(([extension, type]) => [extension, withEngineFrontmatter(type, extension)]));
			return inner.load({ ...context, entryTypes: types } as GlobLoaderContext);
		},
	};
}

/**
 * An entry type whose frontmatter the engine reads. An MDX page's text is left out of the entry:
 * the page is rendered from its module, and nothing reads the entry's text, which Astro would keep
 * in its content store, hold in memory and write to disk again after each edit (48 MB for 5,000
 * pages of 10 kB). A Markdown page's text is what Astro renders it from.
 */
export function withEngineFrontmatter(type: ContentEntryType, extension: string): ContentEntryType {
	const keepsText = extension !== '.mdx';
	return {
		...type,
		getEntryInfo({ contents }) {
			const read = readFrontmatter(contents);
			// The site's check reads every page first, and leaves out of the collection those it could not read.
			if ('problem' in read) throw new Error(`${read.problem.message} (line ${read.problem.line})`);
			const block = frontmatterBlockOf(contents) ?? '';
			const slug = read.data['slug'];
			const body = keepsText ? contents.slice(block.length).trim() : '';
			return { data: read.data, body, slug: typeof slug === 'string' ? slug : '', rawData: block };
		},
	};
}
