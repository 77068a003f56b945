import { componentProps } from '../component-props/props.ts';
import { literalProps, type JsxAttribute } from './jsx-literal.ts';

/** A JSX element of a page, where it starts and the span of source it covers. */
export interface JsxUse {
	name: string | null;
	attributes: JsxAttribute[];
	line: number;
	column: number;
	span: { start: number; end: number };
}

/** A `<ParamField>` of a page, as the playground of an MDX endpoint (frontmatter `api:`) reads it. */
export interface MdxParamField {
	location: 'path' | 'query' | 'header' | 'body' | 'cookie';
	name: string;
	type?: string;
	required: boolean;
	default?: unknown;
	initialValue?: unknown;
	placeholder?: string;
}

const locations = ['path', 'query', 'header', 'body', 'cookie'] as const;

/**
 * The request parameters a page documents with `<ParamField>`, in the page's order. Fields nested
 * in another field (an object's properties, in an `<Expandable>`) belong to it, not to the
 * request; hidden fields and fields whose props are not literals or not valid are left out (the
 * prop check reports the invalid ones).
 */
export function paramFieldsOf(uses: readonly JsxUse[]): MdxParamField[] {
	const fields = uses.filter((use) => use.name === 'ParamField');
	const nested = (use: JsxUse) =>
		fields.some((other) => other !== use && other.span.start < use.span.start && use.span.end <= other.span.end);
	return fields.flatMap((use): MdxParamField[] => {
		if (nested(use) || use.attributes.some((attribute) => attribute.type !== 'mdxJsxAttribute')) return [];
		const parsed = componentProps.ParamField.safeParse(literalProps(use.attributes).props);
		if (!parsed.success || parsed.data.hidden) return [];
		const props = parsed.data;
		const location = locations.find((key) => props[key] !== undefined);
		const name = location ? props[location] : undefined;
		if (!location || !name) return [];
		return [
			{
				location,
				name,
				...(props.type ? { type: props.type } : {}),
				required: props.required === true || location === 'path',
				...(props.default !== undefined ? { default: props.default } : {}),
				...(props.initialValue !== undefined ? { initialValue: props.initialValue } : {}),
				...(props.placeholder ? { placeholder: props.placeholder } : {}),
			},
		];
	});
}
