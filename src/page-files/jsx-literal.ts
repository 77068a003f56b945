/** A JSX attribute as the MDX parser gives it. */
export interface JsxAttribute {
	type: string;
	name?: string;
	value?: string | null | undefined | { type: string; value: string };
}

/**
 * The props a JSX element's attributes give when they are written as literals: `name="x"`,
 * `required` (true), `{2}`, `{["a"]}`. A prop given by any other expression is in `dynamic`, its
 * value unknown before the page runs.
 */
export function literalProps(attributes: readonly JsxAttribute[]): { props: Record<string, unknown>; dynamic: Set<string> } {
	const props: Record<string, unknown> = {};
	const dynamic = new Set<string>();
	for (const attribute of attributes) {
		const key = attribute.name!;
		const value = attribute.value;
		if (value === null || value === undefined) props[key] = true;
		else if (typeof value === 'string') props[key] = value;
		else {
			const literal = parseLiteral(value.value);
			if (literal.ok) props[key] = literal.value;
			else dynamic.add(key);
		}
	}
	for (const key of dynamic) props[key] = undefined;
	return { props, dynamic };
}

/** The value of a JSX expression that is a plain literal (`{2}`, `{true}`, `{["a"]}`), if it is one. */
function parseLiteral(code: string): { ok: true; value: unknown } | { ok: false } {
	const trimmed = code.trim();
	try {
		return { ok: true, value: JSON.parse(trimmed) };
	} catch {
		// Single-quoted strings are common in MDX: 'text'.
		const single = /^'([^'\\]*)'$/.exec(trimmed);
		return single ? { ok: true, value: single[1] } : { ok: false };
	}
}
