import * as pagefind from 'pagefind';
import type { PagefindData } from '../browser/search-ranking.ts';
import { readSiteText, type SiteFiles } from './site-files.ts';

/**
 * Pagefind's own search, run in Node over a built site's index, so that a search here ranks as
 * the site's search dialog does. Pagefind publishes its search as a browser module (the
 * `pagefind.js` and WebAssembly it writes beside every index), which fetches the index's files
 * from where it was loaded; it needs no DOM. So:
 *
 * - the module and its WebAssembly are the installed Pagefind's own, taken from an empty index it
 *   makes (the same bytes it wrote into the site): no script of the built folder is run;
 * - what the module fetches under the site's index folder is read from the site's files (its
 *   folder, or its address), by a `fetch` that answers only for the index's own files (their
 *   names are Pagefind's: `index/…`, `fragment/…`, `filter/…`, `pagefind.….pf_meta`), and passes
 *   any other request on.
 */

/** One found page: Pagefind's data of it is loaded when asked for. */
interface PagefindHit {
	id: string;
	score: number;
	data: () => Promise<PagefindData>;
}

/** A search over one site's index. */
export interface PagefindSearch {
	search(query: string, filters: Record<string, unknown>): Promise<PagefindHit[]>;
	/** The values of a filter in the index (`version`, `boost`). */
	filterValues(filter: string): Promise<string[]>;
}

/** The part of Pagefind's browser module used here. */
interface PagefindModule {
	createInstance(options: Record<string, unknown>): {
		init(): Promise<void>;
		search(query: string, options: { filters: Record<string, unknown> }): Promise<{ results: PagefindHit[] } | null>;
		filters(): Promise<Record<string, Record<string, number>>>;
	};
}

/** The installed Pagefind's search module (its text), its WebAssembly by file name, and its version. */
interface PagefindBundle {
	version: string;
	script: string;
	wasm: Map<string, Uint8Array<ArrayBuffer>>;
}

let bundle: Promise<PagefindBundle> | undefined;

/** The files Pagefind writes beside every index, from an index of nothing made by the installed Pagefind (once per process). */
function pagefindBundle(): Promise<PagefindBundle> {
	bundle ??= (async () => {
		const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
		if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
		try {
			// A record, so that the WebAssembly of its language is written.
			await index.addCustomRecord({ url: '/', content: 'trellis', language: 'en' });
			const { files, errors: failures } = await index.getFiles();
			if (failures.length > 0) throw new Error(`Pagefind could not make its files: ${failures.join('; ')}`);
			const text = (path: string) => new TextDecoder().decode(files.find((file) => file.path === path)?.content);
			const entry = JSON.parse(text('pagefind-entry.json')) as { version?: unknown };
			return {
				version: String(entry.version),
				script: text('pagefind.js'),
				wasm: new Map(
					files.filter((file) => /^wasm\.[\w-]+\.pagefind$/.test(file.path)).map((file) => [file.path, new Uint8Array(file.content)]),
				),
			};
		} finally {
			await index.deleteIndex();
			await pagefind.close();
		}
	})();
	return bundle;
}

/** The index files of a Pagefind folder, by their names; nothing else is read from it. */
const indexFileName =
	/^(?:pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|index\/[\w-]+\.pf_index|fragment\/[\w-]+\.pf_fragment|filter\/[\w-]+\.pf_filter)$/;

/** An index `fetch` reads from: the site's files, and the path of its folder among them (`pagefind/`). */
interface ServedIndex {
	files: SiteFiles;
	folder: string;
	wasm: Map<string, Uint8Array<ArrayBuffer>>;
}

/** The indexes `fetch` reads from, by the URL Pagefind's module is told each is at (one of its own, never fetched). */
const served = new Map<string, ServedIndex>();

let serving = false;

/** Makes `fetch` answer for the index folders of `served`; other requests go to Node's own `fetch`. */
function serveIndexFolders(): void {
	if (serving) return;
	serving = true;
	const nodeFetch = globalThis.fetch;
	globalThis.fetch = async (input, init) => {
		const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
		for (const [base, { files, folder, wasm }] of served) {
			if (!url.startsWith(base)) continue;
			// Pagefind asks for some files with a query that defeats a browser's cache (`?ts=…`).
			const name = url.slice(base.length).replace(/[?#].*$/s, '');
			const ours = wasm.get(name);
			if (ours) return new Response(ours);
			if (!indexFileName.test(name)) return new Response(null, { status: 404 });
			// A site that cannot be read rejects, as a fetch that fails does: the search that asked fails.
			const bytes = await files.read(`${folder}${name}`);
			return bytes === undefined ? new Response(null, { status: 404 }) : new Response(new Uint8Array(bytes));
		}
		return nodeFetch(input, init);
	};
}

/** What `pagefind-entry.json` of an index says: the Pagefind that wrote it, and the meta file of each language, which must be there. */
async function indexEntry(index: Omit<ServedIndex, 'wasm'>): Promise<{ version: string; complete: boolean } | undefined> {
	const { files, folder } = index;
	let entry: { version?: unknown; languages?: Record<string, { hash?: unknown }> };
	try {
		entry = JSON.parse((await readSiteText(files, `${folder}pagefind-entry.json`)) ?? '') as typeof entry;
	} catch {
		return undefined;
	}
	if (typeof entry.version !== 'string') return undefined;
	const hashes = Object.values(entry.languages ?? {}).map((language) => String(language.hash));
	const present = await Promise.all(hashes.map(async (hash) => (await files.read(`${folder}pagefind.${hash}.pf_meta`)) !== undefined));
	return { version: entry.version, complete: hashes.length > 0 && present.every(Boolean) };
}

/** Each index opened gets an address of its own, that only the `fetch` above answers. */
let opened = 0;

/**
 * Opens the Pagefind index of a built site (its `pagefind/` folder) for searching, with
 * Pagefind's `options` (as the site's dialog gives them). Fails with a message for a reader when
 * there is no index, or when another version of Pagefind wrote it.
 */
export async function openPagefind(files: SiteFiles, options: Record<string, unknown>): Promise<PagefindSearch> {
	const index = { files, folder: 'pagefind/' };
	const shown = files.shown(index.folder);
	const [own, entry] = await Promise.all([pagefindBundle(), indexEntry(index)]);
	if (entry === undefined) throw new Error(`no search index at ${shown}: build the site again`);
	if (entry.version !== own.version) {
		throw new Error(
			`the search index was written by Pagefind ${entry.version}, and this trellis searches with Pagefind ${own.version}: build the site again`,
		);
	}
	// Pagefind's module does not catch a failure to load its index: a file missing would end the process.
	if (!entry.complete) throw new Error(`the search index at ${shown} is incomplete: build the site again`);
	const base = `file:///trellis-search-index-${++opened}/`;
	serveIndexFolders();
	served.set(base, { ...index, wasm: own.wasm });
	const module = (await import(`data:text/javascript;base64,${Buffer.from(own.script).toString('base64')}`)) as PagefindModule;
	const instance = module.createInstance({ ...options, basePath: base });
	await instance.init();
	let filterCounts: Promise<Record<string, Record<string, number>>> | undefined;
	return {
		search: async (query, filters) => (await instance.search(query, { filters }))?.results ?? [],
		filterValues: async (filter) => Object.keys((await (filterCounts ??= instance.filters()))[filter] ?? {}),
	};
}
