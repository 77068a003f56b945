import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { folderFiles } from '../files/folder-files.ts';
import { snippetPropNames } from '../markdown/snippet-props.ts';
import { fencePropsInModule, markFenceProps } from '../markdown/fence-props.ts';
import { componentNames } from '../component-props/props.ts';
import { mdxCompat } from '../markdown/mdx-compat.ts';
import { localNames, moduleBlocksOf } from '../markdown/mdx-scope.ts';
import { frontmatterAsJson } from '../markdown/frontmatter.ts';
import { withVariables, type Variables } from '../markdown/variables.ts';
import { isInside } from '../files/inside-folder.ts';
import { componentsModule, isAstroStylesModule, isModuleOnDisk, moduleImportRefusal, unknownComponentModule } from './module-imports.ts';
import { undefinedExpressionsAsText } from '../page-files/literal-expressions.ts';
import { missingSnippetId, missingSnippetModule, missingSnippetPrefix } from './missing-snippets.ts';
import { snippetFolders } from '../page-files/page-glob.ts';
import { componentFileErrors } from '../page-files/component-file.ts';
import { reactFilePattern, withIslandDirectives } from './react-islands.ts';
import { codeBlockModuleId, withReactInScope } from './react-scope.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';

const snippetsModuleId = 'virtual:trellis/snippets';
const codeBlockServer = resolve(import.meta.dirname, '../components/react/code-block-server.ts');
const codeBlockBrowser = resolve(import.meta.dirname, '../components/react/code-block-browser.ts');
/** A file of JavaScript or TypeScript: components, and the files they import. */
const codeFilePattern = /\.[cm]?[jt]sx?$/;

/** `/work/docs/guide.mdx?astroContentCollectionEntry=1` -> `/work/docs/guide.mdx` */
function filePath(id: string): string {
	return id.split('?')[0]!;
}

/**
 * What makes a Mintlify folder's MDX work as Mintlify runs it:
 * - `import X from '/snippets/x.mdx'` is read from the docs folder, not the file system root;
 * - every MDX file (pages and snippets) knows the built-in components without importing them;
 * - a snippet reads its props as bare variables (`{word}`), not only as `{props.word}`;
 * - `<Snippet file="x.mdx" />` finds its file among the snippets;
 * - `{{name}}` is the config's variable (src/markdown/variables.ts);
 * - the frontmatter is read by the engine's YAML parser, and handed on as JSON (src/markdown/frontmatter.ts);
 * - what Mintlify folders write and plain MDX rejects is rewritten first (src/markdown/mdx-compat.ts), as
 *   for the check before the build;
 * - a component Trellis does not have is shown as such, with its content, and `{name}` with no
 *   `name` defined shows as written (the check reports both: only a lenient build gets this far).
 */
export function docsMdxPlugins(
	paths: DocsPaths,
	lenient: boolean,
	/** The config's variables as they are now: in dev, an edit to docs.json changes them. */
	variables: () => Variables | undefined,
	/**
	 * In a build, every file some page imports. The other pages are rendered by the page route
	 * only, which hands them the built-in components but Snippet (src/routes/[...slug].astro):
	 * they do not import them. When every page imported the components, Astro's bundler walked from each
	 * component's styles up through every page, seconds of a 1,000-page build. Without it (dev,
	 * where imports change as files are edited), every file imports them.
	 */
	importedByPages?: ReadonlySet<string>,
): Plugin[] {
	const isDocsMdx = (id: string) => filePath(id).endsWith('.mdx') && isInside(filePath(id), paths.pagesRoot);
	const isSnippet = (id: string) => isDocsMdx(id) && snippetFolders.some((folder) => isInside(filePath(id), join(paths.pagesRoot, folder)));
	return [
		{
			name: 'trellis:docs-mdx-source',
			enforce: 'pre',
			resolveId(source, importer) {
				if (!importer || !isInside(filePath(importer), paths.pagesRoot)) return undefined;
				// Mintlify's <CodeBlock> in a component file (./react-scope.ts): highlighted by the server, kept by the browser.
				if (source === codeBlockModuleId) return this.environment.config.consumer === 'server' ? codeBlockServer : codeBlockBrowser;
				if (isAstroStylesModule(importer)) return undefined;
				// Whatever the checks before the build let through, a docs file's module never imports
				// what is outside the folder, nor a package but React (src/page-files/code-rules.ts).
				const refused = moduleImportRefusal(source, paths.pagesRoot, filePath(importer));
				if (refused) {
					const why = `"${source}", which ${refused}`;
					if (lenient && /\.(?:mdx?|[jt]sx?)$/.test(filePath(source))) return missingSnippetId(filePath(importer), source, why);
					this.error(`${filePath(importer)}: the import of ${why} is refused`);
				}
				const rooted = source.startsWith('/');
				// The engine's modules and the folder's files by their path on disk (Astro's own imports of pages).
				if (rooted && isModuleOnDisk(filePath(source), paths.pagesRoot)) return undefined;
				if (!rooted && !/^\.\.?\//.test(source)) return undefined;
				const candidate = rooted ? join(paths.pagesRoot, source) : resolve(dirname(filePath(importer)), source);
				// Leniently, a component file that does not parse, or whose code may not run, stands as a marked box (the check reports it).
				if (
					lenient &&
					codeFilePattern.test(filePath(source)) &&
					existsSync(candidate) &&
					componentFileErrors(candidate, paths.pagesRoot).length > 0
				) {
					return missingSnippetId(
						filePath(importer),
						source,
						`a component from "${source}", a file the build does not run (see its problems)`,
					);
				}
				if (existsSync(candidate)) return rooted ? candidate : undefined;
				// Leniently, a snippet that does not exist stands as a marked box (the check reports it).
				if (lenient && /\.(?:mdx?|[jt]sx)$/.test(source)) return missingSnippetId(filePath(importer), source);
				// A path from the folder's root that names nothing: never the disk's own path of that name.
				return rooted ? candidate : undefined;
			},
			load(id) {
				return id.startsWith(missingSnippetPrefix) ? missingSnippetModule(id, unknownComponentModule) : undefined;
			},
			transform(code, id) {
				if (!isDocsMdx(id)) return undefined;
				const source = mdxCompat(frontmatterAsJson(withVariables(code, variables())));
				// Leniently, `{name}` that nothing defines shows as written; a snippet's are its props, in its code blocks too.
				const shown = isSnippet(id) ? markFenceProps(source) : lenient ? undefinedExpressionsAsText(source) : source;
				// Last, on the text the compiler reads: the directives go where its elements are.
				return { code: withIslandDirectives(shown, filePath(id), paths.pagesRoot), map: null };
			},
		},
		{
			name: 'trellis:docs-react-scope',
			enforce: 'pre',
			transform(code, id) {
				if (!reactFilePattern.test(filePath(id)) || !isInside(filePath(id), paths.pagesRoot)) return undefined;
				// On one line, before the first: the file's own lines keep their numbers.
				const scoped = withReactInScope(code);
				return scoped === code ? undefined : { code: scoped, map: null };
			},
		},
		{
			// On the compiled module, between the MDX compiler (a `pre` plugin) and Astro's MDX
			// post-processing, which reads its `components` export: added to the MDX text instead, it
			// would land inside a code block that a page leaves open at its end.
			name: 'trellis:docs-mdx-components',
			async transform(code, id) {
				if (!isDocsMdx(id) || id.includes('?')) return undefined;
				if (/\bexport\s+(?:const|let|var|function)\s+components\b/.test(code)) return undefined;
				const source = await readFile(filePath(id), 'utf8');
				const fromRoute = importedByPages !== undefined && !isSnippet(id) && !importedByPages.has(filePath(id));
				return { code: `${code}\n${componentsExport(source, fromRoute)}\n`, map: null };
			},
		},
		{
			name: 'trellis:docs-mdx-snippet-props',
			enforce: 'post',
			async transform(code, id) {
				if (!isSnippet(id)) return undefined;
				const withFenceProps = fencePropsInModule(code, filePath(id));
				const names = snippetPropNames(await readFile(filePath(id), 'utf8'));
				const start = 'function _createMdxContent(props) {';
				if (names.length === 0 || !withFenceProps.includes(start))
					return withFenceProps === code ? undefined : { code: withFenceProps, map: null };
				return { code: withFenceProps.replace(start, `${start}\n  const { ${names.join(', ')} } = props;`), map: null };
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
					folderFiles(paths.pagesRoot, `${folder}/**/*.{md,mdx}`).map((file) => [file, join(paths.pagesRoot, file)]),
				);
				const lines = entries.map(([key, file]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`);
				return `export default {\n${lines.join('\n')}\n};`;
			},
		},
	];
}

/**
 * The components every docs MDX file knows without importing them: the built-in ones, and a
 * stand-in for each other capitalised name its tags use. Names a file imports or defines are
 * its own (MDX prefers them), so a stand-in too many is never used. A page the route hands the
 * built-in components (`fromRoute`) exports only its stand-ins, unless its code needs the
 * components themselves.
 */
function componentsExport(source: string, fromRoute: boolean): string {
	const known = new Set<string>(componentNames);
	const unknown = [...new Set([...source.matchAll(/<([A-Z][\w$]*)(?=[\s/>])/g)].map((match) => match[1]!))]
		.filter((name) => !known.has(name))
		.sort();
	const standIns = unknown.map((name) => `${JSON.stringify(name)}: __trellisUnknown(${JSON.stringify(name)})`);
	// `<Foo.Bar>` is the member Bar of Foo: a dotted name no component has gets stand-ins along its path.
	const unknownDotted = [...new Set([...source.matchAll(/<([A-Z][\w$]*(?:\.[\w$]+)+)(?=[\s/>])/g)].map((match) => match[1]!))]
		.filter((name) => !known.has(name))
		.sort();
	const helpers = [
		...(unknown.length > 0 ? ['unknownComponent as __trellisUnknown'] : []),
		...(unknownDotted.length > 0 ? ['addUnknownMember as __trellisMember'] : []),
	];
	const ofExports = builtInsOfExports(source, known);
	const imported =
		!fromRoute ||
		ofExports.length > 0 ||
		// The route does not hand out Snippet (src/components/mdx/core.ts).
		/<Snippet[\s/>]/.test(source) ||
		// A stand-in member of a built-in component (`<Card.Header>`) is added to the component itself.
		unknownDotted.some((name) => known.has(name.split('.')[0]!));
	return [
		...(imported ? [`import { mdxComponents as __trellisComponents } from ${JSON.stringify(componentsModule)};`] : []),
		...(helpers.length > 0 ? [`import { ${helpers.join(', ')} } from ${JSON.stringify(unknownComponentModule)};`] : []),
		`export const components = { ${[...(imported ? ['...__trellisComponents'] : []), ...standIns].join(', ')} };`,
		...unknownDotted.map((name) => `__trellisMember(components, ${JSON.stringify(name)});`),
		...ofExports,
	].join('\n');
}

/**
 * Components an `export const Card = () => <Frame>...</Frame>` block uses by name: MDX gives
 * built-in components to the page's content only, while the code of its exports reads plain
 * variables. Declared here, once the module has run, for the names the file does not define.
 */
function builtInsOfExports(source: string, known: ReadonlySet<string>): string[] {
	// Most files export nothing: they are not parsed again for it.
	if (!/^export\s/m.test(source)) return [];
	const blocks = moduleBlocksOf(source).filter((block) => /\bexport\b/.test(block));
	if (blocks.length === 0) return [];
	const defined = localNames(blocks);
	const used = new Set(blocks.flatMap((block) => [...block.matchAll(/<([A-Z][\w$]*)(?=[\s/>.])/g)].map((match) => match[1]!)));
	const wanted = [...used].filter((name) => known.has(name) && !defined.has(name)).sort();
	return wanted.length > 0 ? [`const { ${wanted.join(', ')} } = __trellisComponents;`] : [];
}
