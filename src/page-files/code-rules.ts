import { builtinModules } from 'node:module';
import { extname } from 'node:path';
import { analyze } from 'eslint-scope';
import { importedFile } from '../files/folder-paths.ts';
import { allowedGlobals, buildTimeShadowed, machineGlobals, refusedMembers } from './page-globals.ts';

/**
 * What the code of a docs folder may do, checked on its syntax tree (ESTree, from acorn for a
 * page's MDX, from oxc for component files and compiled modules): Mintlify runs it in the reader's
 * browser or on servers with nothing in reach, Trellis partly on the machine that builds the site.
 * So it imports files of the folder and React only, reads only its own names and harmless globals
 * (./page-globals.ts), never loads modules while it runs (`import()`), never reads `import.meta`,
 * and never takes the members that lead to the JavaScript engine itself (`.constructor`).
 */

/** One thing a docs file's code may not do, at its offset in the code checked. */
export interface CodeFinding {
	offset: number;
	message: string;
	hint: string;
}

/** A node of an ESTree syntax tree, as far as these rules read it. */
export interface AstNode {
	type: string;
	start: number;
	end: number;
	[key: string]: unknown;
}

/** Packages a docs file may import: React, which Mintlify gives its components. */
export const allowedPackages: ReadonlySet<string> = new Set(['react', 'react/jsx-runtime', 'react/jsx-dev-runtime']);

/** Kinds of files a docs file may import (an import without an extension is left to the bundler). */
const importableExtensions = new Set(['.mdx', '.md', '.jsx', '.js', '.tsx', '.ts', '.json']);

const importHint =
	'import snippets and components of the docs folder, e.g. import Chart from "/snippets/chart.jsx"; React and its hooks need no import';
const scopeHint =
	"a page's code reads its own names, its imports, the built-in components and the language's values (Math, JSON, Date...); a component's browser code goes in its effects and event handlers";

/** Why `specifier`, imported by `importer`, is refused; undefined when the import is allowed. */
export function importRefusal(specifier: string, importer: string, folder: string): string | undefined {
	const bare = specifier.replace(/^node:/, '');
	if (specifier.startsWith('node:') || builtinModules.includes(bare.split('/')[0]!))
		return 'is a module of Node, which runs the build: pages import files of the docs folder only';
	if (/^(?:(?:https?|data|blob|file):|\/\/)/i.test(specifier)) return 'is a URL: pages import files of the docs folder only';
	// `astro:content`, `virtual:...`: the modules of the build itself.
	if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return 'is a module of the build: pages import files of the docs folder only';
	if (/[?#]/.test(specifier)) return 'has a query or a fragment: pages import files of the docs folder by their path alone';
	const found = importedFile(specifier, importer, folder);
	if (found === undefined)
		return allowedPackages.has(specifier) ? undefined : 'is a package: pages import files of the docs folder, and React';
	if ('refused' in found) return found.refused.reason;
	const extension = extname(found.file).toLowerCase();
	if (extension !== '' && !importableExtensions.has(extension))
		return `is a ${extension} file: pages import .mdx, .md, .jsx, .tsx, .js, .ts and .json files`;
	return undefined;
}

/**
 * What the code of `program` may not do. `outer`: names bound outside it that it may read (an
 * expression's page imports and exports). `importer`: the file whose imports are checked, and its
 * docs folder; without it imports are not looked at. Also returns the free names the code reads,
 * for the build to shadow those that reach out of the process (./page-globals.ts).
 */
export function codeFindings(
	program: object,
	options: {
		outer?: ReadonlySet<string>;
		importer?: { file: string; folder: string };
		typescript?: boolean;
		/** Told of every node, in the same walk: a caller's own reading of the tree. */
		visit?: (node: AstNode) => void;
	} = {},
): { findings: CodeFinding[]; freeNames: string[] } {
	const root = options.typescript === false ? (program as AstNode) : withoutTypes(program as AstNode);
	const findings: CodeFinding[] = [];
	let names = false;
	walk(root, (node) => {
		findings.push(...nodeFindings(node, options.importer));
		options.visit?.(node);
		if (!names && (node.type === 'Identifier' || node.type === 'JSXIdentifier')) names = mayMatter(node['name'] as string);
	});
	// Most modules name nothing a scope analysis could find refused or shadowed: it is skipped for them.
	if (!names) return { findings: findings.sort((a, b) => a.offset - b.offset), freeNames: [] };
	const scopes = analyze(root as never, { ecmaVersion: 2022, sourceType: 'module', jsx: true });
	const freeNames = new Set<string>();
	for (const reference of scopes.globalScope?.through ?? []) {
		const name = reference.identifier.name;
		if (options.outer?.has(name)) continue;
		freeNames.add(name);
		const refused = globalRefusal(name);
		if (refused) findings.push({ offset: (reference.identifier as unknown as AstNode).start, message: refused, hint: scopeHint });
	}
	return { findings: findings.sort((a, b) => a.offset - b.offset), freeNames: [...freeNames] };
}

/** Whether a free name of this spelling would be refused, or shadowed while the site is built. */
function mayMatter(name: string): boolean {
	return globalRefusal(name) !== undefined || buildTimeShadowed.has(name);
}

/** Why the code may not read the global `name`; undefined when it may (or when nothing defines it: a page's own mistake). */
export function globalRefusal(name: string): string | undefined {
	const what = machineGlobals.get(name);
	if (what) return `"${name}" is not available to the docs' code: ${what}`;
	if (allowedGlobals.has(name) || !(name in globalThis)) return undefined;
	return `"${name}" is not available to the docs' code: it belongs to the process that builds the site`;
}

function nodeFindings(node: AstNode, importer: { file: string; folder: string } | undefined): CodeFinding[] {
	// The scope analysis does not look into decorators: code there would go unchecked.
	if (Array.isArray(node['decorators']) && node['decorators'].length > 0) {
		return [
			{ offset: node.start, message: "decorators (@name) are not available to the docs' code", hint: 'call the function directly instead' },
		];
	}
	switch (node.type) {
		case 'ImportDeclaration':
		case 'ExportNamedDeclaration':
		case 'ExportAllDeclaration': {
			const source = node['source'] as AstNode | null | undefined;
			if (!importer || !source || typeof source['value'] !== 'string') return [];
			const refused = importRefusal(source['value'], importer.file, importer.folder);
			return refused ? [{ offset: source.start, message: `import "${source['value']}" ${refused}`, hint: importHint }] : [];
		}
		case 'ImportExpression':
			return [
				{ offset: node.start, message: "import() loads modules while the code runs: not available to the docs' code", hint: importHint },
			];
		case 'MetaProperty':
			return (node['meta'] as AstNode)['name'] === 'import'
				? [
						{
							offset: node.start,
							message: "import.meta describes the build's own files and settings: not available to the docs' code",
							hint: scopeHint,
						},
					]
				: [];
		case 'MemberExpression':
			return memberFinding(node['property'] as AstNode, node['computed'] === true);
		case 'ObjectPattern':
			return (node['properties'] as AstNode[]).flatMap((property) =>
				property.type === 'Property' ? memberFinding(property['key'] as AstNode, property['computed'] === true) : [],
			);
		default:
			return [];
	}
}

/** `.constructor`, `["constructor"]`, `` [`constructor`] ``, `{ constructor: C } = x`: refused by name. */
function memberFinding(key: AstNode, computed: boolean): CodeFinding[] {
	const name = !computed && key.type === 'Identifier' ? (key['name'] as string) : literalKey(key);
	if (name === undefined || !refusedMembers.has(name)) return [];
	return [
		{
			offset: key.start,
			message: `".${name}" leads to the JavaScript engine itself, where code is made from text: not available to the docs' code`,
			hint: 'read the values you need directly; to tell what a value is, use typeof, Array.isArray or instanceof',
		},
	];
}

/** The text of a key written as a string or a template without expressions. */
function literalKey(key: AstNode): string | undefined {
	if (key.type === 'Literal' && typeof key['value'] === 'string') return key['value'];
	if (key.type === 'TemplateLiteral' && (key['expressions'] as unknown[]).length === 0) {
		const quasi = (key['quasis'] as AstNode[])[0];
		const value = quasi?.['value'] as { cooked?: string } | undefined;
		return value?.cooked;
	}
	return undefined;
}

/** Calls `visit` on every node of the tree, parents first. */
function walk(node: AstNode, visit: (node: AstNode) => void): void {
	const stack: AstNode[] = [node];
	while (stack.length > 0) {
		const current = stack.pop()!;
		visit(current);
		for (const key of Object.keys(current)) {
			const value = current[key];
			if (Array.isArray(value)) {
				for (let index = value.length - 1; index >= 0; index--) if (isNode(value[index])) stack.push(value[index] as AstNode);
			} else if (isNode(value)) stack.push(value);
		}
	}
}

function isNode(value: unknown): value is AstNode {
	return value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}

/** Keys of TypeScript's nodes that hold only types: erased before the scope is read, as the compiler erases them. */
const typeKeys = ['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments', 'superTypeArguments', 'implements'];

/** Declarations that hold only types. */
const typeDeclarations = new Set(['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TSDeclareFunction']);

/** Expressions that wrap a value in a type: the value stays. */
const typeWrappers = new Set([
	'TSAsExpression',
	'TSSatisfiesExpression',
	'TSNonNullExpression',
	'TSTypeAssertion',
	'TSInstantiationExpression',
]);

/**
 * The tree as JavaScript: types removed, the values they wrap kept, an enum a constant (of its
 * members' values), a constructor's `private x` its parameter `x`. A JavaScript tree passes as it is.
 */
function withoutTypes(node: AstNode): AstNode {
	const erase = (value: unknown): unknown => {
		if (Array.isArray(value)) return value.map(erase).filter((item) => item !== undefined);
		if (!isNode(value)) return value;
		if (typeDeclarations.has(value.type)) return undefined;
		if (value['exportKind'] === 'type' || value['importKind'] === 'type') return undefined;
		// A namespace may hold code: checked as a block of it.
		if (value.type === 'TSModuleDeclaration')
			return { type: 'BlockStatement', start: value.start, end: value.end, body: erase((value['body'] as AstNode | null)?.['body'] ?? []) };
		if (typeWrappers.has(value.type)) return erase(value['expression']);
		if (value.type === 'TSParameterProperty') return erase(value['parameter']);
		if (value.type === 'TSEnumDeclaration') return enumAsConstant(value, erase);
		const copy: AstNode = { ...value };
		for (const key of typeKeys) delete copy[key];
		for (const key of Object.keys(copy)) copy[key] = erase(copy[key]);
		return copy;
	};
	return erase(node) as AstNode;
}

function enumAsConstant(node: AstNode, erase: (value: unknown) => unknown): AstNode {
	const members = ((node['body'] as AstNode | undefined)?.['members'] ?? node['members'] ?? []) as AstNode[];
	const values = members.flatMap((member) => (isNode(member['initializer']) ? [erase(member['initializer'])] : []));
	const at = { start: node.start, end: node.end };
	return {
		type: 'VariableDeclaration',
		kind: 'const',
		...at,
		declarations: [{ type: 'VariableDeclarator', ...at, id: node['id'], init: { type: 'ArrayExpression', ...at, elements: values } }],
	};
}
