import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { globSync } from 'tinyglobby';
import { snippetPropNames } from '../markdown/snippet-props.ts';
import { snippetFolders } from '../page-files/scan-pages.ts';
import type { DocsPaths } from '../site/docs-paths.ts';

const snippetsModuleId = 'virtual:trellis/snippets';
const componentsModule = resolve(import.meta.dirname, '../components/mdx/index.ts');

/** `/work/docs/guide.mdx?astroContentCollectionEntry=1` -> `/work/docs/guide.mdx` */
function filePath(id: string): string {
	return id.split('?')[0]!;
}

function isInside(file: string, folder: string): boolean {
	const path = relative(folder, file);
	return path !== '' && !path.startsWith('..') && !path.startsWith(sep);
}

/**
 * What makes a Mintlify folder's MDX work as Mintlify runs it:
 * - `import X from '/snippets/x.mdx'` is read from the docs folder, not the file system root;
 * - every MDX file (pages and snippets) knows the built-in components without importing them;
 * - a snippet reads its props as bare variables (`{word}`), not only as `{props.word}`;
 * - `<Snippet file="x.mdx" />` finds its file among the snippets.
 */
export function docsMdxPlugins(paths: DocsPaths): Plugin[] {
	const isDocsMdx = (id: string) => filePath(id).endsWith('.mdx') && isInside(filePath(id), paths.pagesRoot);
	const isSnippet = (id: string) =>
		isDocsMdx(id) && snippetFolders.some((folder) => isInside(filePath(id), join(paths.pagesRoot, folder)));
	return [
		{
			name: 'trellis:docs-mdx-source',
			enforce: 'pre',
			resolveId(source, importer) {
				if (!importer || !source.startsWith('/') || !isDocsMdx(importer)) return undefined;
				const candidate = join(paths.pagesRoot, source);
				return existsSync(candidate) ? candidate : undefined;
			},
			transform(code, id) {
				if (!isDocsMdx(id)) return undefined;
				// Appended, so that line numbers of errors stay those of the author's file.
				const defaults = `\n\nimport { mdxComponents as __trellisComponents } from ${JSON.stringify(componentsModule)};\nexport const components = __trellisComponents;\n`;
				return { code: code + defaults, map: null };
			},
		},
		{
			name: 'trellis:docs-mdx-snippet-props',
			enforce: 'post',
			async transform(code, id) {
				if (!isSnippet(id)) return undefined;
				const names = snippetPropNames(await readFile(filePath(id), 'utf8'));
				if (names.length === 0) return undefined;
				const start = 'function _createMdxContent(props) {';
				if (!code.includes(start)) return undefined;
				return { code: code.replace(start, `${start}\n  const { ${names.join(', ')} } = props;`), map: null };
			},
		},
		{
			name: 'trellis:snippets-module',
			resolveId(id) {
				return id === snippetsModuleId ? `\0${snippetsModuleId}` : undefined;
			},
			load(id) {
				if (id !== `\0${snippetsModuleId}`) return undefined;
				const entries = snippetFolders.flatMap((folder) =>
					globSync('**/*.{md,mdx}', { cwd: join(paths.pagesRoot, folder) }).map((file) => [
						`${folder}/${file}`,
						join(paths.pagesRoot, folder, file),
					]),
				);
				const lines = entries.map(([key, file]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`);
				return `export default {\n${lines.join('\n')}\n};`;
			},
		},
	];
}
