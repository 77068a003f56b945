import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { preview } from './hang-guard.ts';
import {
	commonMutations,
	getAt,
	isJsonObject,
	mutationsOf,
	pathsOf,
	setAt,
	toJsonText,
	toYamlText,
	type Json,
	type JsonPath,
	type Mutation,
} from './json-mutations.ts';

/**
 * Texts for the OpenAPI loader: random JSON and YAML, YAML made of its trickiest tokens, and the
 * showcase spec (and richer fixtures) with mistakes of specs in particular: `$ref`s that dangle,
 * point at themselves or their parents, leave the file, or are not strings; huge enums; deep
 * schemas.
 */

export interface SpecText {
	/** File name the text is saved as; the loader tells JSON from YAML by the text, not the name. */
	name: 'openapi.json' | 'openapi.yaml';
	text: string;
}

/** A text with a short form for fast-check's report: a spec with a huge enum is 30,000 lines. */
function specText(name: SpecText['name'], text: string): SpecText {
	return {
		name,
		text,
		[fc.toStringMethod](this: SpecText) {
			return `${this.name} (${this.text.length} characters) ${preview(this.text, 2_000)}`;
		},
	} as SpecText;
}

/** The showcase spec, and fixtures with every kind of parameter, in OpenAPI 3.1 and 3.0. */
const bases: Json[] = [
	JSON.parse(readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8')) as Json,
	JSON.parse(readFileSync(new URL('../../fixtures/openapi/every-parameter-3.1.json', import.meta.url), 'utf8')) as Json,
	parse(readFileSync(new URL('../../fixtures/openapi/every-parameter-3.0.yaml', import.meta.url), 'utf8')) as Json,
];

/** `["paths", "/plants"]` -> `#/paths/~1plants` (RFC 6901). */
function pointerOf(path: JsonPath): string {
	return `#${path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}`;
}

const refTargets = fc.oneof(
	fc.string({ maxLength: 12 }).map((name) => `#/components/schemas/${name}`),
	fc.constantFrom(
		'#',
		'#/',
		'',
		'#/components/schemas/',
		'#/components/schemas/Plant/properties/name',
		'#/paths/~1plants',
		'#/a~2b',
		'#/components/schemas/%ZZ',
		'other.yaml#/Plant',
		'/etc/passwd',
		'file:///etc/passwd',
		'http://127.0.0.1:9/plant.json',
	),
);

const ref = (target: Json): Json => ({ $ref: target });

/** A dangling or odd `$ref` in place of the value. */
const oddRef = fc.oneof(refTargets, fc.jsonValue()).map<Mutation>((target) => (root, path) => setAt(root, path, ref(target as Json)));

/** A `$ref` to the value itself or to one of the objects around it: a cycle. */
const cyclicRef = fc
	.nat()
	.map<Mutation>((pick) => (root, path) => setAt(root, path, ref(pointerOf(path.slice(0, pick % (path.length + 1))))));

/** A `$ref` to any other place of the document: a parameter that refers to a schema, a response to a string. */
const refElsewhere = fc.nat().map<Mutation>((pick) => (root, path) => {
	const places = pathsOf(root);
	return setAt(root, path, ref(pointerOf(places[pick % places.length]!)));
});

/** A schema whose enum lists thousands of values. */
const hugeEnum = fc
	.integer({ min: 2_000, max: 10_000 })
	.map<Mutation>(
		(size) => (root, path) => setAt(root, path, { type: 'string', enum: Array.from({ length: size }, (_, index) => `value-${index}`) }),
	);

/** A chain of object schemas, each the only property of the one before, below the JSON depth limit. */
const deepSchema = fc.integer({ min: 20, max: 120 }).map<Mutation>((depth) => (root, path) => {
	let schema: Json = { type: 'string' };
	for (let level = 0; level < depth; level++) schema = { type: 'object', properties: { [`level${level}`]: schema } };
	return setAt(root, path, schema);
});

/** Removes a key the validator requires (`openapi`, `info.title`, a response's `description`). */
const removeRequired = fc.nat().map<Mutation>((pick) => (root) => {
	const required = pathsOf(root).filter((path) =>
		['openapi', 'info', 'title', 'version', 'description', 'responses', 'name', 'in'].includes(String(path.at(-1))),
	);
	const path = required[pick % Math.max(1, required.length)];
	return path ? setAt(root, path, undefined) : root;
});

/** An object given an extension that refers back to the object itself. */
const componentsRef = fc.nat().map<Mutation>((pick) => (root) => {
	const objects = pathsOf(root).filter((path) => isJsonObject(getAt(root, path)));
	const path = objects[pick % Math.max(1, objects.length)];
	return path ? setAt(root, [...path, 'x-loop'], ref(pointerOf(path))) : root;
});

const specMutation: fc.Arbitrary<Mutation> = fc.oneof(
	// Smaller than for docs.json: a spec is read three times (parsed, validated, dereferenced).
	{ weight: 6, arbitrary: commonMutations(50_000, 5_000) },
	{ weight: 2, arbitrary: oddRef },
	{ weight: 2, arbitrary: cyclicRef },
	{ weight: 2, arbitrary: refElsewhere },
	{ weight: 1, arbitrary: componentsRef },
	{ weight: 1, arbitrary: hugeEnum },
	{ weight: 1, arbitrary: deepSchema },
	{ weight: 2, arbitrary: removeRequired },
);

function asText(value: Json, yaml: boolean): SpecText {
	return yaml ? specText('openapi.yaml', toYamlText(value)) : specText('openapi.json', toJsonText(value));
}

/** A text cut short, or with random characters written into it. */
const damage = fc.oneof(
	fc.constant((text: string) => text),
	fc.nat().map((at) => (text: string) => text.slice(0, at % (text.length + 1))),
	fc.tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 6 })).map(([at, noise]) => (text: string) => {
		const place = at % (text.length + 1);
		return text.slice(0, place) + noise + text.slice(place + noise.length);
	}),
);

/** Mistakes in the showcase spec and the fixture, as JSON or YAML, sometimes with the text damaged too. */
export const mutatedSpec: fc.Arbitrary<SpecText> = fc
	.tuple(
		fc.constantFrom(...bases),
		fc.boolean(),
		fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: damage }),
	)
	.chain(([base, yaml, harm]) =>
		mutationsOf(base, specMutation).map((value) => {
			const spec = asText(value, yaml);
			return harm ? specText(spec.name, harm(spec.text)) : spec;
		}),
	);

const versions = fc.constantFrom('3.0.3', '3.1.0', '3.1.1', '3.2.0', '2.0', '3', '');

/** Random JSON values, some shaped like a spec, as JSON or YAML. */
export const randomSpec: fc.Arbitrary<SpecText> = fc
	.tuple(
		fc.oneof(
			fc.jsonValue(),
			fc.record(
				{
					openapi: fc.oneof(versions, fc.jsonValue()),
					swagger: fc.oneof(versions, fc.jsonValue()),
					info: fc.jsonValue(),
					paths: fc.jsonValue(),
					webhooks: fc.jsonValue(),
					components: fc.jsonValue(),
				},
				{ requiredKeys: [] },
			),
		),
		fc.boolean(),
	)
	.map(([value, yaml]) => asText(value as Json, yaml));

/** YAML's trickiest pieces: anchors, aliases, merge keys, tags, directives, odd scalars. */
const yamlTokens = [
	'openapi: 3.1.0\n',
	'info: {title: T, version: "1"}\n',
	'paths: {}\n',
	'paths:\n',
	'  /a:\n',
	'    get:\n',
	'      responses: {}\n',
	'&a ',
	'*a',
	'&b ',
	'*b',
	'<<: *a\n',
	'<<: [*a, *b]\n',
	'? ',
	': ',
	'- ',
	'-\n',
	'\n',
	'  ',
	'\t',
	'#c\n',
	'---\n',
	'...\n',
	'%YAML 1.1\n',
	'%TAG ! tag:x:\n',
	'!!binary aGk=',
	'!!set {a, b}',
	'!!omap [a: 1]',
	'!!timestamp 2001-12-14',
	'!!int 0x1F',
	'!!float .inf',
	'!local ',
	'!!str ',
	'!!map ',
	'!!seq ',
	'.nan',
	'.inf',
	'-.inf',
	'~',
	'null',
	'yes',
	'no',
	'0o17',
	'1e400',
	'12345678901234567890123',
	'__proto__: ',
	'constructor: ',
	'$ref: ',
	'"#/x"',
	"'#'",
	'[',
	']',
	'{',
	'}',
	',',
	'"',
	"'",
	'|\n',
	'>-\n',
	'key: ',
	'a: ',
	'b: ',
	'x',
	'\\',
	'\u0000',
	'\uFEFF',
	'\u2028',
];

export const yamlSoup: fc.Arbitrary<SpecText> = fc
	.array(fc.constantFrom(...yamlTokens), { maxLength: 60 })
	.map((tokens) => specText('openapi.yaml', tokens.join('')));

/** Any text at all, and any bytes read as text. */
export const randomText: fc.Arbitrary<SpecText> = fc
	.tuple(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 })), fc.boolean())
	.map(([text, yaml]) => specText(yaml ? 'openapi.yaml' : 'openapi.json', text));
