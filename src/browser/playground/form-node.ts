/**
 * The playground's request body form as data: what the build makes of a body's schema
 * (src/openapi/form-model.ts) and the page's script draws (./body-form.ts). Plain and
 * serialisable: it travels in the page as JSON.
 */

/** What an input shows of a value: a string as it is, anything else as JSON; nothing for none. */
export function inputText(value: unknown): string {
	return value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
}

/** What every field may carry: the value it starts with (the schema's default, else its example). */
interface FormNodeBase {
	initial?: unknown;
	/** The schema's `title` or `format`, shown beside the field's name. */
	hint?: string;
}

export interface FormProperty {
	name: string;
	required: boolean;
	node: FormNode;
}

export type FormNode = FormNodeBase &
	(
		| { kind: 'object'; properties: FormProperty[] }
		| { kind: 'array'; items: FormNode }
		| { kind: 'string' }
		| { kind: 'number'; integer?: boolean }
		| { kind: 'boolean' }
		| { kind: 'enum'; values: (string | number | boolean | null)[] }
		/** A file to upload (`format: binary`, `contentMediaType`): only in multipart forms and binary bodies. */
		| { kind: 'file'; accept?: string }
		/** `oneOf`/`anyOf`: the reader chooses a variant, whose own form follows. */
		| { kind: 'variants'; options: { title: string; node: FormNode }[]; discriminator?: string }
		/** Anything the form cannot take apart (a map, a recursive schema, no schema): JSON typed in a text area. */
		| { kind: 'json' }
	);

/** How the playground sends a body of a media type. */
export type BodyEncoding = 'json' | 'multipart' | 'urlencoded' | 'binary' | 'text';

/** One media type of a request body, as the playground offers it. */
export interface PlaygroundBody {
	mediaType: string;
	encoding: BodyEncoding;
	/** The form, for JSON, multipart and urlencoded bodies. */
	form?: FormNode;
	/** What the body starts with: the spec's example or one made from the schema. */
	initial?: unknown;
}

export function encodingOf(mediaType: string): BodyEncoding {
	const type = mediaType.toLowerCase().split(';')[0]!.trim();
	if (type === 'multipart/form-data' || type === 'multipart/mixed') return 'multipart';
	if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
	if (/[/+]json$/.test(type) || type === '*/*') return 'json';
	if (type.startsWith('text/') || /[/+]xml$/.test(type)) return 'text';
	return 'binary';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/**
 * The value a field starts with when the reader adds it (an array's new item, a variant just
 * chosen): its initial value, else an object of its required fields and those with a value.
 */
export function startValue(node: FormNode): unknown {
	if (node.initial !== undefined) return node.initial;
	switch (node.kind) {
		case 'object': {
			const value: Record<string, unknown> = {};
			for (const property of node.properties) {
				const start = startValue(property.node);
				if (start !== undefined) value[property.name] = start;
				else if (property.required && property.node.kind === 'enum') value[property.name] = property.node.values[0];
			}
			return value;
		}
		case 'array':
			return [];
		case 'variants':
			return node.options[0] ? startValue(node.options[0].node) : undefined;
		default:
			return undefined;
	}
}

/** Whether a value fits a field's kind, loosely: enough to tell variants apart. */
function fits(node: FormNode, value: unknown): boolean {
	switch (node.kind) {
		case 'object':
			return (
				isRecord(value) &&
				node.properties.every((property) => !property.required || property.name in value) &&
				node.properties.every((property) => !(property.name in value) || fits(property.node, value[property.name]))
			);
		case 'array':
			return Array.isArray(value) && value.every((item) => fits(node.items, item));
		case 'string':
			return typeof value === 'string';
		case 'number':
			return typeof value === 'number' && (!node.integer || Number.isInteger(value));
		case 'boolean':
			return typeof value === 'boolean';
		case 'enum':
			return node.values.includes(value as string);
		case 'file':
			return value instanceof Blob || typeof value === 'string';
		case 'variants':
			return node.options.some((option) => fits(option.node, value));
		case 'json':
			return true;
	}
}

/**
 * Which variant a value is, so that JSON typed in the raw view shows as the right variant's
 * form: the discriminator's value names it (its enum or its title), else the first variant the
 * value fits, else the first.
 */
export function variantIndexOf(node: Extract<FormNode, { kind: 'variants' }>, value: unknown): number {
	if (node.discriminator && isRecord(value)) {
		const tag = value[node.discriminator];
		const byTag = node.options.findIndex(({ title, node: option }) => {
			if (option.kind !== 'object') return false;
			const property = option.properties.find(({ name }) => name === node.discriminator);
			const values = property?.node.kind === 'enum' ? property.node.values : [property?.node.initial];
			return values.includes(tag as string) || title === tag;
		});
		if (byTag >= 0) return byTag;
	}
	const fitting = node.options.findIndex((option) => fits(option.node, value));
	return Math.max(fitting, 0);
}

/** A scalar as a form part's text: a string as it is, anything else as JSON. */
const partText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * An object as `application/x-www-form-urlencoded` pairs, OpenAPI's default for it (`style:
 * form`, `explode: true`): an array repeats its name, an object's properties are pairs of their own.
 */
export function urlencodedPairs(value: unknown): [string, string][] {
	if (!isRecord(value)) return [];
	return Object.entries(value).flatMap(([name, field]): [string, string][] => {
		if (field === undefined) return [];
		if (Array.isArray(field)) return field.map((item) => [name, partText(item)]);
		if (isRecord(field)) return Object.entries(field).map(([key, inner]) => [key, partText(inner)]);
		return [[name, partText(field)]];
	});
}

/**
 * An object as `multipart/form-data`: a file is a part with its name, an array one part per
 * item, an object one JSON part (OpenAPI's default content type for it).
 */
export function multipartBody(value: unknown): FormData {
	const data = new FormData();
	if (!isRecord(value)) return data;
	const append = (name: string, part: unknown) => {
		if (part instanceof Blob) data.append(name, part, part instanceof File ? part.name : 'blob');
		else if (isRecord(part)) data.append(name, new Blob([JSON.stringify(part)], { type: 'application/json' }));
		else data.append(name, partText(part));
	};
	for (const [name, field] of Object.entries(value)) {
		if (field === undefined) continue;
		if (Array.isArray(field)) for (const item of field) append(name, item);
		else append(name, field);
	}
	return data;
}
