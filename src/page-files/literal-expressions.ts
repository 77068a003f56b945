import { mdxToJs } from 'satteri';
import { markdownFeatures } from '../markdown/features.ts';
import { localNames, undefinedNamesOf } from '../markdown/mdx-scope.ts';

interface Positioned {
	value: string;
	position?: { start: { offset?: number | undefined }; end: { offset?: number | undefined } } | undefined;
}

/**
 * For a lenient build: each `{...}` in the text of a page that reads a name nothing defines
 * (`"{mem0_dir}/history.db"` in a table) is shown as written, braces included, instead of
 * failing the page when it renders. The check before the build still reports each one
 * (src/page-files/check-mdx.ts), and a strict build stops on them. Expressions in props are left
 * as they are: a page whose props throw is built as the list of its problems.
 */
export function undefinedExpressionsAsText(source: string): string {
	const expressions: Positioned[] = [];
	const moduleCode: string[] = [];
	const collect = (node: Positioned) => void expressions.push(node);
	try {
		mdxToJs(source, {
			mdastPlugins: [
				{
					name: 'trellis-literal-expressions',
					options: { position: true },
					mdxTextExpression: collect,
					mdxFlowExpression: collect,
					mdxjsEsm: (node: { value: string }) => void moduleCode.push(node.value),
				},
			],
			features: markdownFeatures,
		});
	} catch {
		// A page that does not compile is reported and built as its problems: nothing to do here.
		return source;
	}
	const local = localNames(moduleCode);
	let text = source;
	// From the last to the first, so that the offsets of the earlier ones stay right.
	for (const expression of expressions.reverse()) {
		const start = expression.position?.start.offset;
		const end = expression.position?.end.offset;
		if (start === undefined || end === undefined || undefinedNamesOf(expression.value, local).length === 0) continue;
		const written = text.slice(start, end);
		if (!written.startsWith('{') || !written.endsWith('}')) continue;
		text = `${text.slice(0, start)}{${JSON.stringify(written)}}${text.slice(end)}`;
	}
	return text;
}
