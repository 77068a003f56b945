import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { importedFile } from '../files/folder-paths.ts';
import { mdxToJs } from 'satteri';
import { markdownFeatures } from '../markdown/features.ts';
import { moduleBindings, moduleBlocksOf } from '../markdown/mdx-scope.ts';
import { componentFileErrors } from '../page-files/component-file.ts';

/** A React component file of the docs folder: `.jsx` or `.tsx`, as Mintlify folders write them. */
export const reactFilePattern = /\.[jt]sx$/;

/**
 * Whether a component file needs the browser: it keeps state or runs effects (a hook), or handles
 * events. Such a component is hydrated on the pages that use it; any other is only rendered at
 * build time, and its page loads no React.
 */
export function needsBrowser(code: string): boolean {
	return /\buse[A-Z]\w*\s*\(/.test(code) || /\bon[A-Z]\w*\s*=\s*\{/.test(code);
}

/** Where an import of a docs MDX file points (paths that start with / from the docs folder); never outside it. */
function importTarget(source: string, importer: string, pagesRoot: string): string | undefined {
	const found = importedFile(source, importer, pagesRoot);
	return found && 'file' in found ? found.file : undefined;
}

/**
 * The local names a page binds to components of React files that need the browser, and the
 * imports they come from. A file that does not parse is left out: a lenient build shows a box in
 * place of its components (src/integration/vite-docs-mdx.ts).
 */
function browserComponents(source: string, file: string, pagesRoot: string): { names: Set<string>; sources: Set<string> } {
	const names = new Set<string>();
	const sources = new Set<string>();
	for (const [local, binding] of moduleBindings(moduleBlocksOf(source)).imports) {
		if (!reactFilePattern.test(binding.source)) continue;
		const target = importTarget(binding.source, file, pagesRoot);
		if (!target || !existsSync(target) || !needsBrowser(readFileSync(target, 'utf8')) || componentFileErrors(target, pagesRoot).length > 0)
			continue;
		names.add(local);
		sources.add(binding.source);
	}
	return { names, sources };
}

interface Positioned {
	position?: { start: { offset?: number | undefined }; end?: { offset?: number | undefined } } | undefined;
}

interface JsxElement extends Positioned {
	name: string | null;
	attributes: { type: string; name?: string }[];
}

/** An edit of the source: `text` in place of what lies between `start` and `end`. */
interface Edit {
	start: number;
	end: number;
	text: string;
}

/**
 * A React component file's import, as Astro hydrates it: from a path relative to the page. Astro
 * reads the file to hydrate from the import's text, and a path from the docs folder's root
 * (`/snippets/chart.jsx`, as Mintlify folders write it) would be taken from the disk's root.
 */
function relativeImports(esm: string, offset: number, file: string, pagesRoot: string, hydrated: ReadonlySet<string>): Edit[] {
	return [...esm.matchAll(/(\bfrom\s+)(['"])(\/[^'"]+\.[jt]sx)\2/g)].flatMap((match): Edit[] => {
		const target = hydrated.has(match[3]!) ? importTarget(match[3]!, file, pagesRoot) : undefined;
		if (!target) return [];
		const path = relative(dirname(file), target).split(sep).join('/');
		const start = offset + match.index + match[1]!.length;
		return [{ start, end: start + match[3]!.length + 2, text: JSON.stringify(path.startsWith('.') ? path : `./${path}`) }];
	});
}

/**
 * Makes the docs' React components work in a page as Mintlify runs them:
 * - each use of a component that needs the browser gets `client:load`, as Astro wants it to hydrate
 *   the component: Mintlify folders write no directive, since Mintlify hydrates every component;
 * - the imports of those components' files are relative to the page (see relativeImports).
 * Elements and imports are found by the MDX parser, so code blocks are left as written.
 */
export function withIslandDirectives(source: string, file: string, pagesRoot: string): string {
	if (!/\.[jt]sx['"]/.test(source)) return source;
	const { names: wanted, sources } = browserComponents(source, file, pagesRoot);
	if (wanted.size === 0) return source;
	const edits: Edit[] = [];
	const collect = (node: JsxElement) => {
		const offset = node.position?.start.offset;
		if (!node.name || !wanted.has(node.name) || offset === undefined) return;
		if (node.attributes.some((attribute) => attribute.name?.startsWith('client:'))) return;
		const at = offset + 1 + node.name.length;
		if (source.startsWith(`<${node.name}`, offset)) edits.push({ start: at, end: at, text: ' client:load' });
	};
	const esm = (node: Positioned & { value: string }) => {
		const offset = node.position?.start.offset;
		if (offset !== undefined && source.startsWith(node.value, offset))
			edits.push(...relativeImports(node.value, offset, file, pagesRoot, sources));
	};
	try {
		mdxToJs(source, {
			features: markdownFeatures,
			mdastPlugins: [
				{ name: 'trellis-islands', options: { position: true }, mdxJsxFlowElement: collect, mdxJsxTextElement: collect, mdxjsEsm: esm },
			],
		});
	} catch {
		// A page that does not parse is reported by the check; the compiler's error stands.
		return source;
	}
	let result = source;
	for (const edit of edits.sort((a, b) => b.start - a.start))
		result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
	return result;
}
