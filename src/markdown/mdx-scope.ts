import { Parser, type Options } from 'acorn';
import jsx from 'acorn-jsx';
import { analyze } from 'eslint-scope';

/**
 * What the JavaScript of an MDX page defines and reads: the names its import/export blocks
 * declare, and the names its `{expressions}` read from outside themselves. A real scope analysis
 * (eslint-scope over acorn's tree), so destructuring, defaults, nested functions, catch clauses,
 * class names and `arguments` bind names as JavaScript does.
 */

/** Names that are never snippet props nor undefined: the language's and the MDX runtime's own. */
export const runtimeNames = new Set([
	'props',
	'undefined',
	'NaN',
	'Infinity',
	'globalThis',
	'Math',
	'JSON',
	'Date',
	'Array',
	'Object',
	'String',
	'Number',
	'Boolean',
	'console',
	'window',
	'document',
]);

/** MDX allows JSX in expressions and in export blocks (`export const Badge = () => <span />`). */
const JsxParser = Parser.extend(jsx());

/** `ranges`: eslint-scope places default parameters by them. */
const parseOptions = { ecmaVersion: 'latest', ranges: true } satisfies Options;

/** Acorn's tree is ESTree, which eslint-scope reads; their type declarations are separate. */
type ScopeProgram = Parameters<typeof analyze>[0];

// eslint-scope only compares the version with 6 (block scopes, modules): any later one will do.
const ecmaVersion = 2022;

/** Identifiers an expression reads from outside itself, in source order; none when it does not parse. */
export function freeIdentifiers(expression: string): string[] {
	if (expression.trim() === '') return [];
	try {
		const tree = JsxParser.parseExpressionAt(expression, 0, parseOptions);
		const at = { start: tree.start, end: tree.end, range: tree.range };
		const program = { type: 'Program', sourceType: 'script', body: [{ type: 'ExpressionStatement', expression: tree, ...at }], ...at };
		const scopes = analyze(program as unknown as ScopeProgram, { ecmaVersion });
		return [...new Set((scopes.globalScope?.through ?? []).map((reference) => reference.identifier.name))];
	} catch {
		// A comment alone, or code MDX itself rejects: nothing to report here.
		return [];
	}
}

/**
 * Names a page's import and export blocks declare (`import X`, `export const { a } = ...`,
 * `export async function Badge`, `export default class`...): components and values it may use
 * besides the built-in ones. Each block is read alone: one that does not parse (MDX reports it)
 * declares nothing, and takes no other block's names with it.
 */
export function localNames(blocks: readonly string[]): Set<string> {
	const names = new Set<string>();
	for (const block of blocks) {
		for (const name of declaredNames(block)) names.add(name);
	}
	return names;
}

function declaredNames(block: string): string[] {
	try {
		const program = JsxParser.parse(block, { ...parseOptions, sourceType: 'module' });
		const scopes = analyze(program as unknown as ScopeProgram, { ecmaVersion, sourceType: 'module' });
		const moduleScope = scopes.globalScope?.childScopes.find((scope) => scope.type === 'module');
		return moduleScope?.variables.map((variable) => variable.name) ?? [];
	} catch {
		return [];
	}
}

/** Names a page may read without defining them: the language's, and what Astro gives every MDX page. */
function isPageGlobal(name: string): boolean {
	return runtimeNames.has(name) || name === 'frontmatter' || name in globalThis;
}

/** The names an expression of a page reads that neither the page nor the runtime defines. */
export function undefinedNamesOf(expression: string, local: ReadonlySet<string>): string[] {
	return freeIdentifiers(expression).filter((name) => !local.has(name) && !isPageGlobal(name));
}
