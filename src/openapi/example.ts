import { asJsonData, jsonDataParts } from './json-data.ts';
import { mergeAllOf, type Schema } from './schema-model.ts';

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Placeholder strings by format, so generated examples look like real data. */
const formatExamples: Record<string, string> = {
	'date-time': '2026-01-01T12:00:00Z',
	date: '2026-01-01',
	time: '12:00:00',
	email: 'user@example.com',
	uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
	uri: 'https://example.com',
	url: 'https://example.com',
	hostname: 'example.com',
	ipv4: '192.0.2.1',
	ipv6: '2001:db8::1',
	byte: 'U3dhZ2dlciByb2Nrcw==',
	password: '********',
};

/**
 * Which fields an example leaves out: a request sends no readOnly field, a response carries no
 * writeOnly one.
 */
export type ExampleUse = 'request' | 'response' | 'any';

/**
 * How many schemas one made-up example may visit. Schemas that refer to each other without a
 * cycle (an order with its customer, the customer with its orders' items...) would otherwise
 * make an example that grows exponentially; past the limit, fields are left out.
 */
const maxExampleVisits = 1_000;

/** How an example is made, beyond the spec's own values. */
export interface ExampleOptions {
	/** Leave out the properties an object does not require (the current format's `api.examples.defaults: "required"`). */
	requiredOnly?: boolean;
	/** A property's `x-default` comes first: the value that prefills the playground (`api.examples.prefill`). */
	xDefault?: boolean;
}

/**
 * An example value for a schema: the spec's own example, default, const or first enum value,
 * else one made from the type. Recursion stops at the second visit of a schema.
 */
export function exampleOf(schema: unknown, use: ExampleUse = 'any', options: ExampleOptions = {}): unknown {
	return exampleWithin(schema, use, new Set(), { visits: maxExampleVisits }, options);
}

function exampleWithin(
	schema: unknown,
	use: ExampleUse,
	ancestors: ReadonlySet<object>,
	budget: { visits: number },
	options: ExampleOptions,
): unknown {
	if (!isSchema(schema)) return null;
	if (ancestors.has(schema) || budget.visits <= 0) return undefined;
	budget.visits--;
	const inside = new Set(ancestors).add(schema);
	const merged = mergeAllOf(schema, inside);
	// A value the spec gives counts against the budget by its size.
	const given = (value: unknown) => {
		budget.visits -= jsonDataParts(value);
		return asJsonData(value);
	};
	if (options.xDefault && 'x-default' in merged) return given(merged['x-default']);
	if ('example' in merged) return given(merged.example);
	if (Array.isArray(merged.examples) && merged.examples.length > 0) return given(merged.examples[0]);
	if ('default' in merged) return given(merged.default);
	if ('const' in merged) return given(merged.const);
	if (Array.isArray(merged.enum) && merged.enum.length > 0) return given(merged.enum[0]);
	const choice = Array.isArray(merged.oneOf) ? merged.oneOf[0] : Array.isArray(merged.anyOf) ? merged.anyOf[0] : undefined;
	if (choice !== undefined) return exampleWithin(choice, use, inside, budget, options);
	const type = Array.isArray(merged.type) ? (merged.type as unknown[]).find((entry) => entry !== 'null') : merged.type;
	switch (type ?? (merged.properties ? 'object' : merged.items ? 'array' : undefined)) {
		case 'object': {
			const result: Record<string, unknown> = {};
			const required = new Set(Array.isArray(merged.required) ? merged.required : []);
			for (const [key, value] of Object.entries(isSchema(merged.properties) ? merged.properties : {})) {
				if (isSchema(value) && ((use === 'request' && value.readOnly === true) || (use === 'response' && value.writeOnly === true)))
					continue;
				if (options.requiredOnly && !required.has(key)) continue;
				const example = exampleWithin(value, use, inside, budget, options);
				if (example !== undefined) result[key] = example;
			}
			return result;
		}
		case 'array': {
			const item = exampleWithin(merged.items, use, inside, budget, options);
			return item === undefined ? [] : [item];
		}
		case 'integer':
			return numberWithin(merged, 1, 1);
		case 'number':
			return numberWithin(merged, 1.5, 0.5);
		case 'boolean':
			return true;
		case 'string':
			return formatExamples[String(merged.format)] ?? '<string>';
		case 'null':
			return null;
		default:
			return null;
	}
}

/** A number inside the schema's bounds (3.0 boolean and 3.1 numeric exclusive bounds alike). */
function numberWithin(schema: Schema, preferred: number, step: number): number {
	const exclusiveLow =
		typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.exclusiveMinimum === true ? schema.minimum : undefined;
	const exclusiveHigh =
		typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.exclusiveMaximum === true ? schema.maximum : undefined;
	const low = typeof exclusiveLow === 'number' ? exclusiveLow + step : typeof schema.minimum === 'number' ? schema.minimum : undefined;
	const high = typeof exclusiveHigh === 'number' ? exclusiveHigh - step : typeof schema.maximum === 'number' ? schema.maximum : undefined;
	if (low !== undefined) return low;
	if (high !== undefined) return Math.min(preferred, high);
	return preferred;
}
