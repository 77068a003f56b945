import { parseExpressionAt, type Node } from 'acorn';
import { ancestor } from 'acorn-walk';
import { mdxToJs } from 'satteri';
import { localNames } from '../page-files/check-mdx.ts';
import { mdxCompat } from '../page-files/mdx-compat.ts';

/** Names that are never snippet props: the language and the MDX runtime's own. */
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

interface Identifier extends Node {
	type: 'Identifier';
	name: string;
}

/**
 * Props a snippet uses as bare variables (`{word}`, `title={heading}`), as Mintlify allows:
 * the names its expressions read that it neither defines nor imports.
 */
export function snippetPropNames(source: string): string[] {
	const expressions: string[] = [];
	const moduleCode: string[] = [];
	const attributeExpressions = (node: { attributes: { value?: unknown }[] }) => {
		for (const attribute of node.attributes) {
			const value = attribute.value as { type?: string; value?: string } | null | undefined;
			if (value && typeof value === 'object' && value.type === 'mdxJsxAttributeValueExpression' && value.value) {
				expressions.push(value.value);
			}
		}
	};
	mdxToJs(mdxCompat(source), {
		mdastPlugins: [
			{
				name: 'trellis-snippet-expressions',
				mdxTextExpression: (node: { value: string }) => void expressions.push(node.value),
				mdxFlowExpression: (node: { value: string }) => void expressions.push(node.value),
				mdxJsxFlowElement: attributeExpressions,
				mdxJsxTextElement: attributeExpressions,
				mdxjsEsm: (node: { value: string }) => void moduleCode.push(node.value),
			},
		],
	});
	const defined = localNames(moduleCode.join('\n'));
	const names = new Set<string>();
	for (const expression of expressions) {
		for (const name of freeIdentifiers(expression)) {
			if (!defined.has(name) && !runtimeNames.has(name)) names.add(name);
		}
	}
	return [...names].sort();
}

/** Identifiers an expression reads from outside itself (not its own parameters or property names). */
export function freeIdentifiers(expression: string): string[] {
	if (expression.trim() === '' || /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression)) return [];
	let tree: Node;
	try {
		tree = parseExpressionAt(expression, 0, { ecmaVersion: 'latest' });
	} catch {
		return [];
	}
	const found = new Set<string>();
	ancestor(tree, {
		Identifier(node, _state, ancestors) {
			const { name } = node as Identifier;
			const parent = ancestors.at(-2) as (Node & Record<string, unknown>) | undefined;
			if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
			if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) return;
			if (boundByAncestor(name, ancestors)) return;
			found.add(name);
		},
	});
	return [...found];
}

function boundByAncestor(name: string, ancestors: Node[]): boolean {
	return ancestors.some((ancestorNode) => {
		const params = (ancestorNode as { params?: Node[] }).params;
		return params?.some((param) => param.type === 'Identifier' && (param as Identifier).name === name) ?? false;
	});
}
