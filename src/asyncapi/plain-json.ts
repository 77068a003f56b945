import { asJsonData } from '../openapi/json-data.ts';

/**
 * A value from a parsed AsyncAPI document as plain JSON for a page: cycles cut (as OpenAPI
 * examples are), and without the `x-parser-*` keys the parser adds to what it reads.
 */
export function plainJson(value: unknown): unknown {
	return withoutParserKeys(asJsonData(value));
}

function withoutParserKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutParserKeys);
	if (value === null || typeof value !== 'object') return value;
	return Object.fromEntries(
		Object.entries(value)
			.filter(([key]) => !key.startsWith('x-parser-'))
			.map(([key, item]) => [key, withoutParserKeys(item)]),
	);
}
