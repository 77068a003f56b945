import { Parser, type Expression, type Identifier, type Literal, type Options, type Program } from 'acorn';
import jsx from 'acorn-jsx';
import { analyze } from 'eslint-scope';
import { mdxToMdast } from 'satteri';
import { markdownFeatures } from './features.ts';
import { mdxCompat } from './mdx-compat.ts';

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

/**
 * An expression of a page (`{...}`, without its braces) as a program of one statement, offsets
 * from its first character; undefined for a comment alone, or code MDX itself rejects.
 */
export function expressionProgram(expression: string): Program | undefined {
	if (expression.trim() === '') return undefined;
	// As a module's code: `import.meta` parses, and is then found.
	const options = { ...parseOptions, sourceType: 'module' } as const;
	try {
		const tree = JsxParser.parseExpressionAt(expression, 0, options);
		const at = { start: tree.start, end: tree.end, range: tree.range };
		// Code after the expression (a second statement) is read too: a compiler may keep it.
		if (
			expression
				.slice(tree.end)
				.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
				.trim() !== ''
		)
			return JsxParser.parse(expression, options);
		return {
			type: 'Program',
			sourceType: 'script',
			body: [{ type: 'ExpressionStatement', expression: tree, ...at }],
			...at,
		} as unknown as Program;
	} catch {
		return undefined;
	}
}

/** An import or export block of a page as a module; undefined when it does not parse (MDX reports it). */
export function blockProgram(block: string): Program | undefined {
	try {
		return JsxParser.parse(block, { ...parseOptions, sourceType: 'module' });
	} catch {
		return undefined;
	}
}

/** Identifiers an expression reads from outside itself, in source order; none when it does not parse. */
export function freeIdentifiers(expression: string): string[] {
	return freeIdentifiersIn(expressionProgram(expression));
}

/** {@link freeIdentifiers} of an expression already parsed (by {@link expressionProgram}). */
function freeIdentifiersIn(program: Program | undefined): string[] {
	if (!program) return [];
	try {
		const scopes = analyze(program as unknown as ScopeProgram, { ecmaVersion });
		return [...new Set((scopes.globalScope?.through ?? []).map((reference) => reference.identifier.name))];
	} catch {
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
	return undefinedNamesIn(expressionProgram(expression), local);
}

/** {@link undefinedNamesOf} an expression already parsed (by {@link expressionProgram}). */
export function undefinedNamesIn(program: Program | undefined, local: ReadonlySet<string>): string[] {
	return freeIdentifiersIn(program).filter((name) => !local.has(name) && !isPageGlobal(name));
}

/** The import and export blocks of an MDX source, as the build reads them; none when it does not parse. */
export function moduleBlocksOf(source: string): string[] {
	try {
		const tree = mdxToMdast(mdxCompat(source), { features: markdownFeatures, position: false }) as {
			children?: { type: string; value?: string }[];
		};
		return (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value ?? '');
	} catch {
		return [];
	}
}

/** What a page's import and export blocks bind, as far as the Markdown copy and stand-in snippets need it. */
export interface ModuleBindings {
	/** Imports by local name: the file imported from, and the name taken from it (`default` for a default import). */
	imports: Map<string, { source: string; imported: string }>;
	/** `export const name = "text"` (or a number): values a page's text can show. */
	constants: Map<string, string>;
}

/** Reads the import and export blocks of a page; a block that does not parse (MDX reports it) binds nothing. */
export function moduleBindings(blocks: readonly string[]): ModuleBindings {
	const bindings: ModuleBindings = { imports: new Map(), constants: new Map() };
	for (const block of blocks) {
		let program: Program;
		try {
			program = JsxParser.parse(block, { ...parseOptions, sourceType: 'module' });
		} catch {
			continue;
		}
		for (const statement of program.body) {
			if (statement.type === 'ImportDeclaration') {
				const source = String(statement.source.value);
				for (const specifier of statement.specifiers) {
					if (specifier.type === 'ImportNamespaceSpecifier') continue;
					const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
					bindings.imports.set(specifier.local.name, { source, imported });
				}
			} else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
				if (statement.declaration.kind !== 'const') continue;
				for (const declarator of statement.declaration.declarations) {
					const value = declarator.init ? literalText(declarator.init) : undefined;
					if (declarator.id.type === 'Identifier' && value !== undefined) bindings.constants.set(declarator.id.name, value);
				}
			}
		}
	}
	return bindings;
}

function nameOf(node: Identifier | Literal): string {
	return node.type === 'Identifier' ? node.name : String(node.value);
}

/** The text of a string, number or plain template literal; undefined for anything computed. */
function literalText(node: Expression): string | undefined {
	if (node.type === 'Literal' && (typeof node.value === 'string' || typeof node.value === 'number')) return String(node.value);
	if (
		node.type === 'UnaryExpression' &&
		node.operator === '-' &&
		node.argument.type === 'Literal' &&
		typeof node.argument.value === 'number'
	) {
		return String(-node.argument.value);
	}
	if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
	return undefined;
}
