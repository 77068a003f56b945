import { existsSync } from 'node:fs';
import { dirname, posix, relative, sep } from 'node:path';
import { resolveInFolder } from '../files/folder-paths.ts';
import { fileURLToPath } from 'node:url';
import type { HastPluginEntry } from 'satteri';
import { linkAttributes, rewriteJsx } from './base-links.ts';
import { hasScheme } from '../urls/urls.ts';

/** A link that names a file beside the page: not a site path, a URL, a fragment or a query. */
function isRelative(value: string): boolean {
	return value !== '' && !hasScheme(value) && !/^[/#?]/.test(value);
}

function safeDecodeURI(value: string): string {
	try {
		return decodeURI(value);
	} catch {
		return value;
	}
}

/** Whether a Markdown image's path names an existing file inside the docs folder. */
function isImageOfFolder(path: string, pagesRoot: string, pageFolder: string): boolean {
	const found = resolveInFolder(path, pagesRoot, pageFolder);
	return 'file' in found && existsSync(found.file);
}

/**
 * `../images/a.png` in `guides/setup.mdx` -> `/images/a.png`: the path from the site root of
 * what a relative link names, resolved from the page's folder. Undefined when it leaves the
 * docs folder (left as written).
 */
export function sitePathOf(value: string, pageFolder: string): string | undefined {
	const resolved = posix.normalize(posix.join(pageFolder, value));
	if (resolved === '..' || resolved.startsWith('../')) return undefined;
	return `/${resolved === '.' ? '' : resolved.replace(/^\.\//, '')}`;
}

/**
 * Relative links and media in pages (`<img src="./diagram.png">`, `<video poster="../images/p.jpg">`,
 * `[next](./setup)`) become paths from the site root, resolved from the page's folder as the
 * hosted platform does. Written as they are, they would resolve against the page's URL, which
 * changes with a trailing slash (`/guides/setup/`). Markdown images (`![](./a.png)`) are left
 * to Astro, which optimises them. Runs before baseLinks, which then adds the base path.
 */
export function relativeLinks(pagesRoot: string): HastPluginEntry {
	return ({ fileURL }) => {
		if (!fileURL) return null;
		const pageFolder = dirname(fileURLToPath(fileURL));
		const folder = relative(pagesRoot, pageFolder).split(sep).join('/');
		if (folder.startsWith('..')) return null;
		const rewrite = (value: string) => (isRelative(value) ? sitePathOf(value, folder || '.') : undefined);
		const tags = Object.keys(linkAttributes);
		return {
			name: 'trellis-relative-links',
			element: {
				filter: tags,
				visit(node, context) {
					const astro = context.data.astro as { localImagePaths?: Set<string> } | undefined;
					for (const attribute of linkAttributes[node.tagName] ?? []) {
						const value = node.properties?.[attribute];
						if (typeof value !== 'string') continue;
						// A Markdown image Astro has collected: it imports and optimises it. One whose file is
						// missing would stop the whole build at the import, and one outside the docs folder is
						// never read: it stays a plain image, whose broken address the link check reports.
						const path = safeDecodeURI(value);
						const collected = node.tagName === 'img' && astro?.localImagePaths?.has(path);
						if (collected && isImageOfFolder(path, pagesRoot, pageFolder)) continue;
						if (collected) astro?.localImagePaths?.delete(path);
						const rewritten = rewrite(value);
						if (rewritten !== undefined) context.setProperty(node, attribute, rewritten);
					}
				},
			},
			mdxJsxFlowElement: { filter: tags, visit: (node) => rewriteJsx(node, rewrite) },
			mdxJsxTextElement: { filter: tags, visit: (node) => rewriteJsx(node, rewrite) },
		};
	};
}
