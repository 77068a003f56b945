import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { writeCacheFileInBackground } from '../files/cache-files.ts';

/** The name of @astrojs/mdx's compiling plugin, whose transform the cache wraps. */
const mdxPluginName = '@mdx-js/rolldown';
const wrapped = Symbol.for('trellis.mdx-cache');

/** What the MDX compiler returns for a file, as Vite takes it from a transform. */
interface CompiledMdx {
	code: string;
	map?: unknown;
	meta?: Record<string, unknown>;
}
type TransformHandler = (this: unknown, code: string, id: string, ...rest: unknown[]) => Promise<CompiledMdx | undefined | null>;
interface WrappedHandler {
	[wrapped]?: true;
}

/**
 * A cache of compiled MDX, keyed by what the compiler reads: the file's text as it reaches the
 * compiler, its path, which of the images its Markdown names beside it exist (the compiler imports
 * those that do: src/markdown/relative-links.ts), and `fingerprint` (the engine's code, the
 * packages' versions and the settings the compile depends on). A rebuild of an unchanged page
 * takes its module from disk instead of compiling it again. Entries a build did not use are
 * removed at its end, so the cache holds one build's pages. Only successful compiles are kept: a
 * page with an error is compiled, and reported, every time.
 */
export function mdxCachePlugin(folder: string, fingerprint: string): Plugin {
	const used = new Set<string>();
	const writes: Promise<void>[] = [];
	const keyOf = (code: string, id: string) =>
		createHash('sha256')
			.update(fingerprint)
			.update('\0')
			.update(id)
			.update('\0')
			.update(localImagesFound(code, id))
			.update('\0')
			.update(code)
			.digest('hex');
	return {
		name: 'trellis:mdx-cache',
		apply: 'build',
		configResolved(config) {
			const compiler = config.plugins.find((plugin) => plugin.name === mdxPluginName);
			const transform = compiler?.transform;
			if (!compiler || !transform || typeof transform !== 'object') return;
			const original = transform.handler as TransformHandler & WrappedHandler;
			if (original[wrapped]) return;
			const handler: TransformHandler & WrappedHandler = async function (this: unknown, code, id, ...rest) {
				const key = keyOf(code, id);
				used.add(key);
				const file = join(folder, `${key}.json`);
				const cached = readEntry(file);
				if (cached) return cached;
				const result = await original.call(this, code, id, ...rest);
				if (result && result.map == null) {
					// Written while the compiler goes on; the build waits for the writes at its end.
					writes.push(writeCacheFileInBackground(file, JSON.stringify({ code: result.code, map: null, meta: result.meta })));
				}
				return result;
			};
			handler[wrapped] = true;
			(transform as { handler: TransformHandler }).handler = handler;
		},
		async buildEnd(error) {
			const written = await Promise.allSettled(writes.splice(0));
			const failed = written.find((write) => write.status === 'rejected');
			if (failed && !error) throw failed.reason;
			// A failed build may not have reached every page: its cache stays whole.
			if (error || used.size === 0) return;
			let names: string[];
			try {
				names = readdirSync(folder);
			} catch {
				return;
			}
			for (const name of names) {
				if (!used.has(name.replace(/\.json$/, ''))) rmSync(join(folder, name), { force: true });
			}
		},
	};
}

/** `![alt](./a.png "title")`: the address of a Markdown image. */
const markdownImage = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;

/** One character per Markdown image with a relative address: whether its file is there. */
function localImagesFound(code: string, id: string): string {
	if (!code.includes('![')) return '';
	const folder = dirname(id);
	let found = '';
	for (const [, address] of code.matchAll(markdownImage)) {
		if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(address!)) continue;
		let path: string;
		try {
			path = decodeURI(address!);
		} catch {
			path = address!;
		}
		found += existsSync(join(folder, path)) ? '1' : '0';
	}
	return found;
}

function readEntry(file: string): CompiledMdx | undefined {
	try {
		return JSON.parse(readFileSync(file, 'utf8')) as CompiledMdx;
	} catch {
		// Not there yet, or written by a build that was stopped: compiled again.
		return undefined;
	}
}
