import { literalProps } from './jsx-literal.ts';
import type { JsxUse } from './param-fields.ts';

/**
 * The labels of a page's `<Update>`s, in the page's order: each is an entry of the table of
 * contents, as on Mintlify (src/site/route-data.ts). None when the page has no Update, or when a
 * label is not written as text (`label={<b>x</b>}`): its anchor is only known as it renders, and
 * the page keeps the table of contents of its headings.
 */
export function updateLabelsOf(uses: readonly JsxUse[]): string[] {
	const labels: string[] = [];
	for (const use of uses) {
		if (use.name !== 'Update') continue;
		const label = literalProps(use.attributes.filter((attribute) => attribute.type === 'mdxJsxAttribute')).props.label;
		if (typeof label !== 'string' && typeof label !== 'number') return [];
		labels.push(String(label));
	}
	return labels;
}
