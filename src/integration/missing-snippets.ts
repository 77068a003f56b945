import { readFileSync } from 'node:fs';
import { moduleBindings, moduleBlocksOf } from '../markdown/mdx-scope.ts';

/** Prefix of the modules that stand in for imported snippets that do not exist. */
export const missingSnippetPrefix = '\0trellis:missing-snippet:';

/**
 * The id of the stand-in module for `source`, imported by `importer`: encoded, so that no plugin
 * takes it for an MDX file by the `.mdx` in it.
 */
export function missingSnippetId(importer: string, source: string, why?: string): string {
	return `${missingSnippetPrefix}${Buffer.from(JSON.stringify([importer, source, why])).toString('base64url')}`;
}

/**
 * For a lenient build: a module that stands in for a snippet that does not exist, so that the
 * pages importing it still build from their source. Each name the page imports from it is a
 * component shown as missing, with its content (the check before the build reports the import).
 */
export function missingSnippetModule(id: string, unknownComponentModule: string): string {
	const [importer, source, reason] = JSON.parse(Buffer.from(id.slice(missingSnippetPrefix.length), 'base64url').toString('utf8')) as [
		string,
		string,
		string | null,
	];
	const why = reason ?? `imported from "${source}", a file that does not exist`;
	const { defaultName, named } = importedNames(readFileSync(importer, 'utf8'), source);
	return standInModule({ defaultName: defaultName ?? 'Snippet', named, why, unknownComponentModule });
}

/**
 * The code of a module that stands in for one the build does not run (missing, or refused): its
 * default export and each of `named` a component shown as a marked box, saying `why`.
 * `defaultExport`: the lines of a default export of another shape, given the box's expression.
 */
export function standInModule(options: {
	defaultName: string;
	named: readonly string[];
	why: string;
	unknownComponentModule: string;
	defaultExport?: (stand: (name: string) => string) => string[];
}): string {
	const stand = (name: string) => `__trellisUnknown(${JSON.stringify(name)}, ${JSON.stringify(options.why)})`;
	return [
		`import { unknownComponent as __trellisUnknown } from ${JSON.stringify(options.unknownComponentModule)};`,
		...(options.defaultExport?.(stand) ?? [`export default ${stand(options.defaultName)};`]),
		...options.named.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name)).map((name) => `export const ${name} = ${stand(name)};`),
	].join('\n');
}

/** The names a page imports from `source`: `import A, { B, C as D } from "source"` gives A, and B and C. */
function importedNames(page: string, source: string): { defaultName?: string; named: string[] } {
	const taken = [...moduleBindings(moduleBlocksOf(page)).imports].filter(([, binding]) => binding.source === source);
	const defaultName = taken.find(([, binding]) => binding.imported === 'default')?.[0];
	const named = taken.map(([, binding]) => binding.imported).filter((name) => name !== 'default');
	return { ...(defaultName ? { defaultName } : {}), named: [...new Set(named)] };
}
