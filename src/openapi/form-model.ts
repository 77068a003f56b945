import type { FormNode, FormProperty } from '../browser/playground/form-node.ts';
import { asJsonData } from './json-data.ts';
import { mergeAllOf, type Schema } from './schema-model.ts';

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields past this many are not given inputs of their own: the rest of a large schema is typed as
 * JSON, which keeps the page's weight in check (the form travels in the page).
 */
const maxFields = 200;

export interface FormModelOptions {
	/** A request sends no `readOnly` field; a webhook's payload, sent by the store, no `writeOnly` one. */
	leaveOut: 'readOnly' | 'writeOnly';
	/** Files are inputs of their own only where they can be sent: a multipart form or a binary body. */
	files: boolean;
	/** `api.examples.prefill`: a field's `x-default` comes before its default and example. */
	prefill?: boolean;
	/** Names of the spec's component schemas, by object: a variant's title when it has none. */
	schemaNames?: ReadonlyMap<object, string>;
}

interface Walk {
	options: FormModelOptions;
	ancestors: ReadonlySet<object>;
	budget: { fields: number };
}

/**
 * The form of a body's schema: a field per property, an item form for arrays, a choice for an
 * enum and for `oneOf`/`anyOf` variants, files for binary strings. A schema met again inside
 * itself, a map or an untyped value is typed as JSON.
 */
export function formModelOf(schema: unknown, options: FormModelOptions): FormNode {
	return formOf(schema, { options, ancestors: new Set(), budget: { fields: maxFields } });
}

function formOf(schema: unknown, walk: Walk): FormNode {
	if (!isSchema(schema) || walk.ancestors.has(schema) || walk.budget.fields <= 0) return { kind: 'json' };
	walk.budget.fields -= 1;
	const inside: Walk = { ...walk, ancestors: new Set(walk.ancestors).add(schema) };
	const merged = mergeAllOf(schema, inside.ancestors);
	const base = baseOf(merged, walk.options.prefill === true);
	const alternatives = [merged.oneOf, merged.anyOf].find(Array.isArray)?.filter(isSchema);
	if (alternatives && alternatives.length > 0) {
		const discriminator = isSchema(merged.discriminator) ? merged.discriminator.propertyName : undefined;
		return {
			...base,
			kind: 'variants',
			options: alternatives.map((alternative, index) => ({
				title: variantTitle(alternative, index, walk.options.schemaNames),
				node: formOf(withSharedProperties(merged, alternative), inside),
			})),
			...(typeof discriminator === 'string' ? { discriminator } : {}),
		};
	}
	if (Array.isArray(merged.enum)) return { ...base, kind: 'enum', values: merged.enum.filter(isScalar) };
	if ('const' in merged && isScalar(merged.const)) return { ...base, kind: 'enum', values: [merged.const], initial: merged.const };
	const type = typeOf(merged);
	switch (type) {
		case 'object': {
			const properties = isSchema(merged.properties) ? merged.properties : {};
			if (Object.keys(properties).length === 0) return { ...base, kind: 'json' };
			const required = new Set(Array.isArray(merged.required) ? merged.required : []);
			const fields = Object.entries(properties).flatMap(([name, property]): FormProperty[] =>
				isSchema(property) && property[walk.options.leaveOut] !== true
					? [{ name, required: required.has(name), node: formOf(property, inside) }]
					: [],
			);
			return { ...base, kind: 'object', properties: fields };
		}
		case 'array':
			return { ...base, kind: 'array', items: formOf(merged.items ?? {}, inside) };
		case 'integer':
		case 'number':
			return { ...base, kind: 'number', ...(type === 'integer' ? { integer: true } : {}) };
		case 'boolean':
			return { ...base, kind: 'boolean' };
		case 'string':
			if (walk.options.files && isFile(merged)) {
				const accept = typeof merged.contentMediaType === 'string' ? merged.contentMediaType : undefined;
				return { kind: 'file', ...(accept ? { accept } : {}) };
			}
			return { ...base, kind: 'string' };
		default:
			return { ...base, kind: 'json' };
	}
}

/** The value a field starts with, and the hint beside its name. */
function baseOf(schema: Schema, prefill: boolean): { initial?: unknown; hint?: string } {
	const initial = [prefill ? schema['x-default'] : undefined, schema.default, schema.example, firstOf(schema.examples)].find(
		(value) => value !== undefined,
	);
	const hint = typeof schema.format === 'string' ? schema.format : undefined;
	return { ...(initial !== undefined ? { initial: asJsonData(initial) } : {}), ...(hint ? { hint } : {}) };
}

const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);

const isScalar = (value: unknown): value is string | number | boolean | null =>
	value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The schema's type: the first that is not `null` (OpenAPI 3.1's nullable), else guessed from its keys. */
function typeOf(schema: Schema): string | undefined {
	const types = Array.isArray(schema.type) ? schema.type : [schema.type];
	const type = types.find((candidate) => typeof candidate === 'string' && candidate !== 'null');
	if (typeof type === 'string') return type;
	if (isSchema(schema.properties)) return 'object';
	if (schema.items !== undefined) return 'array';
	return undefined;
}

/** A string the reader uploads: `format: binary` (OpenAPI 3.0), or a `contentMediaType`/`contentEncoding` (3.1). */
function isFile(schema: Schema): boolean {
	return schema.format === 'binary' || (typeof schema.contentMediaType === 'string' && schema.contentEncoding === undefined);
}

/** A variant with the properties its parent declares beside `oneOf` (shared by every variant). */
function withSharedProperties(parent: Schema, variant: Schema): Schema {
	if (!isSchema(parent.properties)) return variant;
	const merged = mergeAllOf(variant);
	return {
		...merged,
		type: merged.type ?? 'object',
		properties: { ...parent.properties, ...(isSchema(merged.properties) ? merged.properties : {}) },
		required: [...(Array.isArray(parent.required) ? parent.required : []), ...(Array.isArray(merged.required) ? merged.required : [])],
	};
}

function variantTitle(schema: Schema, index: number, names: ReadonlyMap<object, string> | undefined): string {
	if (typeof schema.title === 'string' && schema.title.trim()) return schema.title.trim();
	const named = names?.get(schema);
	if (named) return named;
	const type = typeOf(schema);
	return type ? `Option ${index + 1} (${type})` : `Option ${index + 1}`;
}
