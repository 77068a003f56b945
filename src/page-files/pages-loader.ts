import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import type { ContentEntryType } from 'astro';
import { frontmatterBlockOf, readFrontmatter } from '../markdown/frontmatter.ts';

type GlobOptions = Parameters<typeof glob>[0];

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
			const { entryTypes } = context as GlobLoaderContext;
			// Not part of Astro's documented loader context: fail loudly if it ever goes.
			if (!(entryTypes instanceof Map))
				throw new Error("Astro's content loader no longer passes the entry types: the pages loader needs updating");
			const types = new Map([...entryTypes].map(([extension, type]) => [extension, withEngineFrontmatter(type)]));
			return inner.load({ ...context, entryTypes: types } as GlobLoaderContext);
		},
	};
}

function withEngineFrontmatter(type: ContentEntryType): ContentEntryType {
	return {
		...type,
		getEntryInfo({ contents }) {
			const read = readFrontmatter(contents);
			// The site's check reads every page first, and leaves out of the collection those it could not read.
			if ('problem' in read) throw new Error(`${read.problem.message} (line ${read.problem.line})`);
			const block = frontmatterBlockOf(contents) ?? '';
			const slug = read.data['slug'];
			return { data: read.data, body: contents.slice(block.length).trim(), slug: typeof slug === 'string' ? slug : '', rawData: block };
		},
	};
}
