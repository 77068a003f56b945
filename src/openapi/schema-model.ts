import { asJsonData } from './json-data.ts';
import { specMarkdownToHtml } from './markdown.ts';
import type { FieldNode } from './types.ts';

/** A JSON Schema as found in a dereferenced spec: any object; cycles possible. */
export type Schema = Record<string, unknown>;

export interface SchemaOptions {
	/** Keep properties in the file's order; otherwise required first, then by name. */
	maintainOrder: boolean;
	/** Names of the spec's component schemas, by object (dereferencing keeps their identity). */
	schemaNames?: ReadonlyMap<object, string>;
	/** Properties marked so are left out: a webhook's payload, sent by the store, has no `writeOnly` field. */
	leaveOut?: 'writeOnly';
	/** `api.params.post`: schema keys whose values every field shows as pills after its name. */
	pillKeys?: readonly string[];
}

/**
 * Schemas already expanded in the tree being built, with their size. A large one met again is
 * named rather than repeated: schemas that refer to each other would otherwise grow the tree
 * factorially.
 */
type Expanded = Map<object, { name: string; size: number }>;

/** Subtrees up to this many fields are repeated where they occur again; larger ones are named. */
const repeatLimit = 40;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A schema as the tree of fields a reader sees. `allOf` is merged, `oneOf`/`anyOf` become
 * alternatives, and a schema met again inside itself is shown once, marked "recursive".
 */
export function schemaToField(
	name: string,
	schema: unknown,
	required: boolean,
	options: SchemaOptions,
	ancestors: ReadonlySet<object> = new Set(),
	expanded: Expanded = new Map(),
): FieldNode {
	if (!isSchema(schema)) return { name, types: ['any'], required, constraints: [], children: [] };
	const label = schemaLabel(schema, options) ?? (name || 'the parent');
	if (ancestors.has(schema)) {
		const again = mergeAllOf(schema);
		return { name, types: typesOf(again), required, constraints: [], children: [], recursive: label, ...descriptionOf(again) };
	}
	const seen = expanded.get(schema);
	if (seen && seen.size > repeatLimit) {
		return { name, types: typesOf(mergeAllOf(schema)), required, constraints: [], children: [], sameAs: seen.name };
	}
	const inside = new Set(ancestors).add(schema);
	const merged = mergeAllOf(schema, inside);
	const items = isSchema(merged.items) ? merged.items : undefined;
	// An array whose items are the schema itself (children: Category[]) is the recursion.
	if (items && ancestors.has(items)) {
		return {
			name,
			types: typesOf(merged),
			required,
			constraints: constraintsOf(merged),
			children: [],
			recursive: schemaLabel(items, options) ?? label,
			// The field's own words (`children: Bed[]`, "Beds inside this one") are not the schema's it repeats.
			...descriptionOf(merged),
		};
	}
	const node: FieldNode = {
		name,
		types: typesOf(merged),
		required,
		constraints: constraintsOf(merged),
		children: childrenOf(merged, options, inside, expanded),
	};
	const mergedItems = items ? mergeAllOf(items, inside) : undefined;
	if (mergedItems && node.children.length === 0 && !mergedItems.oneOf && !mergedItems.anyOf) {
		const itemEnum = Array.isArray(mergedItems.enum) ? mergedItems.enum : undefined;
		const itemRules = constraintsOf(mergedItems).map((rule) => `item ${rule}`);
		if (itemEnum || itemRules.length > 0) node.items = { ...(itemEnum ? { enum: itemEnum } : {}), constraints: itemRules };
	}
	Object.assign(node, descriptionOf(merged));
	if (typeof merged.format === 'string') node.format = merged.format;
	if (Array.isArray(merged.enum)) node.enum = asJsonData(merged.enum) as unknown[];
	else if ('const' in merged) node.enum = [asJsonData(merged.const)];
	if ('default' in merged) node.default = asJsonData(merged.default);
	const example = exampleValue(merged);
	if (example !== undefined) node.example = asJsonData(example);
	if (merged.deprecated === true) node.deprecated = true;
	if (merged.readOnly === true) node.readOnly = true;
	if (merged.writeOnly === true) node.writeOnly = true;
	Object.assign(node, pillsOf(merged, options.pillKeys ?? []));
	const alternatives =
		alternativesOf(merged, options, inside, expanded) ?? (mergedItems ? alternativesOf(mergedItems, options, inside, expanded) : undefined);
	if (alternatives) node.alternatives = alternatives;
	expanded.set(schema, { name: label, size: sizeOf(node) });
	return node;
}

/**
 * A field's own pills, as Mintlify reads them: `x-mint.pre` before its name; after it, the values of
 * the schema keys `api.params.post` names (a string as it is, `true` as the key, a number, each
 * element of a list of those; nothing for false, null, empty text or an object), then `x-mint.post`.
 */
function pillsOf(schema: Schema, pillKeys: readonly string[]): Pick<FieldNode, 'pre' | 'post'> {
	const labels = (value: unknown, key: string): string[] => {
		if (typeof value === 'string') return value.trim() ? [value] : [];
		if (value === true) return [key];
		if (typeof value === 'number') return [String(value)];
		if (Array.isArray(value))
			return value.flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? labels(item, key) : []));
		return [];
	};
	const mint: Schema = isSchema(schema['x-mint']) ? schema['x-mint'] : {};
	const pre = labels(mint.pre, 'pre');
	const post = [...pillKeys.flatMap((key) => labels(schema[key], key)), ...labels(mint.post, 'post')];
	return { ...(pre.length > 0 ? { pre } : {}), ...(post.length > 0 ? { post } : {}) };
}

/** A schema's description as the field shows it (Markdown made safe HTML), if it has one. */
function descriptionOf(schema: Schema): Pick<FieldNode, 'description'> {
	const description = specMarkdownToHtml(typeof schema.description === 'string' ? schema.description : undefined);
	return description ? { description } : {};
}

function schemaLabel(schema: Schema, options: SchemaOptions): string | undefined {
	return typeof schema.title === 'string' ? schema.title : options.schemaNames?.get(schema);
}

function sizeOf(node: FieldNode): number {
	return (
		1 +
		node.children.reduce((sum, child) => sum + sizeOf(child), 0) +
		(node.alternatives?.options.reduce((sum, option) => sum + sizeOf(option.node), 0) ?? 0)
	);
}

/**
 * `allOf` parts folded into one schema: properties and `required` united, the rest first-wins.
 * `seen` are the schemas being expanded around this one: met again, they are not unfolded.
 */
export function mergeAllOf(schema: Schema, seen: ReadonlySet<object> = new Set()): Schema {
	return mergeParts(schema, new Set(seen));
}

/**
 * Each part is unfolded once per merge: parts shared by several branches, or in a cycle, are
 * taken as they are the second time, so that a web of allOf stays linear to merge.
 */
function mergeParts(schema: Schema, visited: Set<object>): Schema {
	if (!Array.isArray(schema.allOf)) return schema;
	const { allOf, ...own } = schema;
	const parts = (allOf as unknown[]).filter(isSchema).map((part) => {
		if (visited.has(part)) return part;
		visited.add(part);
		return mergeParts(part, visited);
	});
	const merged: Schema = {};
	const properties: Record<string, unknown> = {};
	const required = new Set<string>();
	for (const part of [...parts, own]) {
		for (const [key, value] of Object.entries(part)) {
			if (key === 'properties' && isSchema(value)) Object.assign(properties, value);
			else if (key === 'required' && Array.isArray(value)) for (const item of value) required.add(String(item));
			else if (key === 'description' || key === 'title') merged[key] = value;
			else if (!(key in merged)) merged[key] = value;
		}
	}
	if (Object.keys(properties).length > 0) merged.properties = properties;
	if (required.size > 0) merged.required = [...required];
	if (!merged.type && merged.properties) merged.type = 'object';
	return merged;
}

/** Type names, with 3.1 type arrays and 3.0 `nullable` both read. */
export function typesOf(schema: Schema): string[] {
	const declared = Array.isArray(schema.type)
		? (schema.type as unknown[]).map(String)
		: typeof schema.type === 'string'
			? [schema.type]
			: schema.properties || schema.additionalProperties
				? ['object']
				: schema.items
					? ['array']
					: [];
	const types = declared.map((type) => (type === 'array' ? arrayType(schema) : type));
	if (schema.nullable === true && !types.includes('null')) types.push('null');
	if (types.length === 0 && (schema.oneOf || schema.anyOf)) return [schema.oneOf ? 'one of' : 'any of'];
	return types.length > 0 ? types : ['any'];
}

function arrayType(schema: Schema): string {
	const items = isSchema(schema.items) ? mergeAllOf(schema.items) : undefined;
	if (!items) return 'array';
	const union = Array.isArray(items.type) ? (items.type as unknown[]).map(String) : undefined;
	const inner = union
		? union.length > 1
			? `(${union.join(' | ')})`
			: union[0]
		: typeof items.type === 'string'
			? items.type
			: items.properties
				? 'object'
				: undefined;
	return inner ? `${inner}[]` : 'array';
}

function constraintsOf(schema: Schema): string[] {
	const rules: string[] = [];
	const number = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
	const minimum = number('minimum');
	const maximum = number('maximum');
	// 3.0: exclusiveMinimum is a boolean beside minimum; 3.1: it is the bound itself.
	if (typeof schema.exclusiveMinimum === 'number') rules.push(`> ${schema.exclusiveMinimum}`);
	else if (minimum !== undefined) rules.push(`${schema.exclusiveMinimum === true ? '>' : '>='} ${minimum}`);
	if (typeof schema.exclusiveMaximum === 'number') rules.push(`< ${schema.exclusiveMaximum}`);
	else if (maximum !== undefined) rules.push(`${schema.exclusiveMaximum === true ? '<' : '<='} ${maximum}`);
	if (number('multipleOf') !== undefined) rules.push(`multiple of ${schema.multipleOf}`);
	if (number('minLength') !== undefined) rules.push(`length >= ${schema.minLength}`);
	if (number('maxLength') !== undefined) rules.push(`length <= ${schema.maxLength}`);
	if (typeof schema.pattern === 'string') rules.push(`pattern ${schema.pattern}`);
	if (number('minItems') !== undefined) rules.push(`items >= ${schema.minItems}`);
	if (number('maxItems') !== undefined) rules.push(`items <= ${schema.maxItems}`);
	if (schema.uniqueItems === true) rules.push('unique items');
	if (number('minProperties') !== undefined) rules.push(`properties >= ${schema.minProperties}`);
	if (number('maxProperties') !== undefined) rules.push(`properties <= ${schema.maxProperties}`);
	return rules;
}

function childrenOf(schema: Schema, options: SchemaOptions, ancestors: ReadonlySet<object>, expanded: Expanded): FieldNode[] {
	// The fields of an array are those of its items.
	if (!schema.properties && isSchema(schema.items)) {
		const items = schema.items;
		// An array of itself (`Nested = Nested[]`), seen from inside: nothing more to list.
		if (ancestors.has(items)) return [];
		const mergedItems = mergeAllOf(items, ancestors);
		return mergedItems.properties || mergedItems.items ? childrenOf(mergedItems, options, new Set(ancestors).add(items), expanded) : [];
	}
	const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
	const leaveOut = options.leaveOut;
	const properties = (isSchema(schema.properties) ? Object.entries(schema.properties) : []).filter(
		([, value]) => !leaveOut || !(isSchema(value) && value[leaveOut] === true),
	);
	const fields = properties.map(([key, value]) => schemaToField(key, value, required.has(key), options, ancestors, expanded));
	if (isSchema(schema.additionalProperties)) {
		fields.push(schemaToField('{key}', schema.additionalProperties, false, options, ancestors, expanded));
	}
	return options.maintainOrder ? fields : sortFields(fields);
}

/** Required fields first, then by name. */
export function sortFields<T extends { name: string; required: boolean }>(fields: T[]): T[] {
	return [...fields].sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
}

function alternativesOf(
	schema: Schema,
	options: SchemaOptions,
	ancestors: ReadonlySet<object>,
	expanded: Expanded,
): FieldNode['alternatives'] {
	const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
	if (!kind) return undefined;
	const discriminator = isSchema(schema.discriminator) ? schema.discriminator : undefined;
	const propertyName = typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
	const mapping = isSchema(discriminator?.mapping) ? (discriminator.mapping as Record<string, unknown>) : {};
	const choices = (schema[kind] as unknown[]).map((option, index) => {
		const node = schemaToField('', option, false, options, ancestors, expanded);
		const own = isSchema(option) ? option : {};
		const componentName = options.schemaNames?.get(own);
		// The mapping names a target by its $ref: `wild: #/components/schemas/Wild`.
		const mapped = componentName
			? Object.keys(mapping).find((key) => typeof mapping[key] === 'string' && String(mapping[key]).split('/').at(-1) === componentName)
			: undefined;
		const constValue = propertyName ? discriminatorValue(own, propertyName) : undefined;
		const title = typeof own.title === 'string' ? own.title : (mapped ?? constValue ?? componentName ?? `Option ${index + 1}`);
		return { title: String(title), node };
	});
	return { kind, ...(propertyName ? { discriminator: propertyName } : {}), options: choices };
}

function discriminatorValue(option: Schema, propertyName: string): string | undefined {
	const merged = mergeAllOf(option);
	const property = isSchema(merged.properties) ? (merged.properties as Record<string, unknown>)[propertyName] : undefined;
	if (!isSchema(property)) return undefined;
	if ('const' in property) return String(property.const);
	return Array.isArray(property.enum) && property.enum.length === 1 ? String(property.enum[0]) : undefined;
}

function exampleValue(schema: Schema): unknown {
	if ('example' in schema) return schema.example;
	if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
	return undefined;
}
