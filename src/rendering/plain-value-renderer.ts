import { escapeHtml } from '../html/escaping.ts';

/**
 * A server renderer for function components that return no element: `null`, `undefined`, a
 * boolean, a string or a number. React and Mintlify render these as nothing or as text (a snippet's
 * `export const Banner = () => null` is common); Astro's JSX renderer refuses them. It is asked
 * only after Astro's own renderers have declined a component.
 */

type PlainValue = null | undefined | boolean | string | number;

function isPlainValue(value: unknown): value is PlainValue {
	return value === null || value === undefined || ['boolean', 'string', 'number'].includes(typeof value);
}

// Astro calls renderers with the component as it is: any function a page may use.
type FunctionComponent = (props: Record<string, unknown>) => unknown;

async function returned(Component: unknown, props: Record<string, unknown>, children: unknown): Promise<{ value: unknown } | undefined> {
	if (typeof Component !== 'function') return undefined;
	try {
		return { value: await (Component as FunctionComponent)({ ...props, children }) };
	} catch {
		// What throws is another renderer's to report (the page then lists the component).
		return undefined;
	}
}

async function check(Component: unknown, props: Record<string, unknown>, slots: { default?: unknown } = {}): Promise<boolean> {
	const result = await returned(Component, props, slots.default ?? null);
	return result !== undefined && isPlainValue(result.value);
}

async function renderToStaticMarkup(
	Component: unknown,
	props: Record<string, unknown>,
	slots: { default?: unknown } = {},
): Promise<{ html: string }> {
	const result = await returned(Component, props, slots.default ?? null);
	const value = result?.value;
	return { html: typeof value === 'string' || typeof value === 'number' ? escapeHtml(String(value)) : '' };
}

export default { name: 'trellis:plain-values', check, renderToStaticMarkup };
