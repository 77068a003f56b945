import { mdxToJs } from 'satteri';
import { mdxCompat } from './mdx-compat.ts';
import { freeIdentifiers, localNames, runtimeNames } from './mdx-scope.ts';

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
	const defined = localNames(moduleCode);
	const names = new Set<string>();
	for (const expression of expressions) {
		for (const name of freeIdentifiers(expression)) {
			if (!defined.has(name) && !runtimeNames.has(name)) names.add(name);
		}
	}
	return [...names].sort();
}
