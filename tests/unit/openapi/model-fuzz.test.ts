import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildOperationModel, buildSchemaModel, schemaNamesOf } from '../../../src/openapi/build-api-model.ts';
import { entriesOf } from '../../../src/openapi/entries.ts';
import { exampleOf } from '../../../src/openapi/example.ts';
import { schemaToField, type Schema } from '../../../src/openapi/schema-model.ts';
import type { FieldNode } from '../../../src/openapi/types.ts';
import { caseCount } from '../fuzz/case-count.ts';
import { hangGuard } from '../fuzz/hang-guard.ts';
import { fuzzBudgetMs, fuzzRuns, fuzzSeed } from '../fuzz/settings.ts';
import { allNodes, apiConfig, specOf } from './helpers.ts';

/**
 * Property-based tests of what an API page shows, made from random schemas as a dereferenced
 * spec holds them: schemas that share parts and refer to each other in cycles, nest deeply,
 * mix allOf, oneOf and anyOf, carry huge enums, and hold values of the wrong type anywhere.
 * The model must come out whole and serialisable (the site model is handed to the pages as
 * JSON), whatever the schema. fast-check prints the counterexample; tests/unit/fuzz/settings.ts
 * has the seed. The suite prints how many cases ran.
 */

const runs = { fieldTree: 100, example: 200, operationPage: 70, schemaPage: 60 } as const;

/**
 * The properties run synchronously, so no timer can stop a case that loops forever: the hang
 * guard (tests/unit/fuzz/hang-guard.ts) stops one that runs this long and fails the property.
 */
const caseLimitMs = 10_000;
/** A property that has not finished in this time fails: its cases became far slower (the slowest takes about 12 s now). */
const propertyBudgetMs = fuzzBudgetMs(45_000);
const guard = hangGuard(caseLimitMs);
const cases = caseCount('OpenAPI model fuzz');

/** A field tree larger than this means the model grew out of bounds (e.g. cycles expanded). */
const maxTreeNodes = 20_000;

/** A value that refers to one of the graph's schemas, by index; resolved into the object itself. */
interface Ref {
	ref: number;
}

type Shape = { [key: string]: unknown };

const ref = (count: number): fc.Arbitrary<Ref> => fc.nat(count - 1).map((index) => ({ ref: index }));

/** Any JSON value: what a schema holds where a wrong type was written. */
const junk = fc.jsonValue({ maxDepth: 3 });

const typeNames = fc.constantFrom('object', 'array', 'string', 'integer', 'number', 'boolean', 'null', 'file', '');

/** One schema of the graph: keys of JSON Schema with right values, refs to others, or junk. */
function shape(count: number): fc.Arbitrary<Shape> {
	const child = fc.oneof({ weight: 3, arbitrary: ref(count) }, { weight: 1, arbitrary: junk });
	const children = fc.oneof({ weight: 4, arbitrary: fc.array(child, { maxLength: 4 }) }, { weight: 1, arbitrary: junk });
	return fc.record(
		{
			type: fc.oneof(typeNames, fc.array(typeNames, { maxLength: 3 }), junk),
			title: fc.oneof(fc.string(), junk),
			description: fc.oneof(fc.string(), fc.constant('**bold** <script>alert(1)</script> [x](javascript:alert(1))'), junk),
			properties: fc.oneof(
				{ weight: 4, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), child, { maxKeys: 5 }) },
				{ weight: 1, arbitrary: junk },
			),
			required: fc.oneof(fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }), junk),
			items: child,
			additionalProperties: fc.oneof(child, fc.boolean()),
			allOf: children,
			oneOf: children,
			anyOf: children,
			not: child,
			enum: fc.oneof(
				{ weight: 3, arbitrary: fc.array(junk, { maxLength: 5 }) },
				{
					weight: 1,
					arbitrary: fc.integer({ min: 1_000, max: 5_000 }).map((size) => Array.from({ length: size }, (_, index) => `value-${index}`)),
				},
				{ weight: 1, arbitrary: junk },
			),
			const: junk,
			default: junk,
			// A `$ref` inside an example is resolved by the dereferencer too: an example may be a schema.
			example: fc.oneof(junk, ref(count)),
			examples: fc.oneof(fc.array(junk, { maxLength: 3 }), junk),
			format: fc.oneof(fc.constantFrom('date-time', 'uuid', 'email', 'binary', 'int64'), junk),
			nullable: fc.oneof(fc.boolean(), junk),
			minimum: fc.oneof(fc.double(), junk),
			maximum: fc.oneof(fc.double(), junk),
			exclusiveMinimum: fc.oneof(fc.boolean(), fc.double(), junk),
			exclusiveMaximum: fc.oneof(fc.boolean(), fc.double(), junk),
			minLength: fc.oneof(fc.nat(), junk),
			pattern: fc.oneof(fc.string(), junk),
			readOnly: fc.oneof(fc.boolean(), junk),
			writeOnly: fc.oneof(fc.boolean(), junk),
			deprecated: fc.oneof(fc.boolean(), junk),
			discriminator: fc.oneof(
				fc.record(
					{
						propertyName: fc.oneof(fc.string({ maxLength: 8 }), junk),
						mapping: fc.oneof(fc.dictionary(fc.string({ maxLength: 6 }), fc.string()), junk),
					},
					{ requiredKeys: [] },
				),
				junk,
			),
		},
		{ requiredKeys: [] },
	);
}

/** A chain of `depth` schemas, each the only property (or the items) of the one before. */
function deepChain(depth: number, viaItems: boolean): Schema {
	const root: Schema = { type: viaItems ? 'array' : 'object' };
	let current = root;
	for (let level = 0; level < depth; level++) {
		const next: Schema = { type: viaItems ? 'array' : 'object', description: `level ${level}` };
		if (viaItems) current.items = next;
		else current.properties = { [`level${level}`]: next };
		current = next;
	}
	return root;
}

/** The schemas as objects, refs replaced by the objects they name: shared parts and cycles alike. */
function materialise(shapes: Shape[]): Schema[] {
	const objects: Schema[] = shapes.map(() => ({}));
	const resolve = (value: unknown): unknown => {
		if (Array.isArray(value)) return value.map(resolve);
		if (value && typeof value === 'object') {
			const keys = Object.keys(value);
			if (keys.length === 1 && keys[0] === 'ref' && typeof (value as Ref).ref === 'number') return objects[(value as Ref).ref];
			return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
		}
		return value;
	};
	shapes.forEach((shape, index) => Object.assign(objects[index]!, resolve(shape)));
	return objects;
}

/** A graph of 1 to 12 schemas, or a deep chain; the first schema is the one shown. */
const schemaGraph: fc.Arbitrary<Schema[]> = fc.oneof(
	{
		weight: 5,
		arbitrary: fc
			.integer({ min: 1, max: 12 })
			.chain((count) => fc.array(shape(count), { minLength: count, maxLength: count }).map(materialise)),
	},
	{
		weight: 1,
		arbitrary: fc.tuple(fc.integer({ min: 50, max: 400 }), fc.boolean()).map(([depth, viaItems]) => [deepChain(depth, viaItems)]),
	},
);

/** Names like components.schemas would give them, for the model's labels. */
function namesOf(schemas: Schema[]): Map<object, string> {
	return new Map(schemas.map((schema, index) => [schema, `Schema${index}`]));
}

function expectWholeTree(node: FieldNode): void {
	const nodes = allNodes(node);
	expect(nodes.length).toBeLessThanOrEqual(maxTreeNodes);
	// One assertion for the whole tree: thousands of `expect` calls would take most of the time.
	const untyped = nodes.find(
		(each) => !Array.isArray(each.types) || each.types.length === 0 || !each.types.every((type) => typeof type === 'string'),
	);
	expect(untyped === undefined, `a node whose types are not a list of names: ${untyped?.name}`).toBe(true);
}

/** A spec with one operation that uses the schemas everywhere a schema may be. */
function operationSpec(schemas: Schema[], junkPart: unknown) {
	const [root, ...rest] = schemas;
	const other = rest[0] ?? root;
	return specOf({
		openapi: '3.1.0',
		info: { title: 'Fuzz', version: '1' },
		paths: {
			'/things/{id}': {
				parameters: [{ name: 'id', in: 'path', required: true, schema: other }],
				post: {
					summary: 'Make a thing',
					parameters: [
						{ name: 'filter', in: 'query', required: true, schema: root },
						{ name: 'X-Trace', in: 'header', schema: other },
						junkPart,
					],
					requestBody: { required: true, content: { 'application/json': { schema: root }, 'text/plain': junkPart } },
					responses: {
						'200': { description: 'OK', headers: { 'X-Rate': { schema: other } }, content: { 'application/json': { schema: root } } },
						default: junkPart,
					},
				},
			},
		},
		webhooks: {
			thingMade: {
				post: { requestBody: { content: { 'application/json': { schema: other } } }, responses: junkPart as Record<string, unknown> },
			},
		},
		components: { schemas: Object.fromEntries(schemas.map((schema, index) => [`Schema${index}`, schema])) },
	});
}

/** Runs a property under the hang guard, bounded in time. */
function check<T extends unknown[]>(numRuns: number, property: fc.IProperty<T>): Promise<void> {
	return guard.run(() => fc.assert(property, { numRuns: fuzzRuns(numRuns), seed: fuzzSeed }));
}

/** Marks the start of a case: counted, and named by its schema count should it hang. */
function startCase(property: string, schemas: Schema[]): void {
	cases.count(property);
	guard.startCase(() => `${property}: a graph of ${schemas.length} schemas`);
}

describe('OpenAPI model properties', () => {
	test(
		"a schema's field tree is whole, bounded and serialisable",
		() =>
			check(
				runs.fieldTree,
				fc.property(schemaGraph, fc.boolean(), (schemas, maintainOrder) => {
					startCase('field tree', schemas);
					const node = schemaToField('body', schemas[0], true, { maintainOrder, schemaNames: namesOf(schemas) });
					expectWholeTree(node);
					expect(() => JSON.stringify(node)).not.toThrow();
				}),
			),
		propertyBudgetMs + 5_000,
	);

	test(
		"a schema's example is a finite JSON value",
		() =>
			check(
				runs.example,
				fc.property(
					schemaGraph,
					fc.constantFrom('request', 'response', 'any') as fc.Arbitrary<'request' | 'response' | 'any'>,
					(schemas, use) => {
						startCase('example', schemas);
						const example = exampleOf(schemas[0], use);
						expect(() => JSON.stringify(example)).not.toThrow();
					},
				),
			),
		propertyBudgetMs + 5_000,
	);

	test(
		"an operation page's model is whole and serialisable",
		() =>
			check(
				runs.operationPage,
				fc.property(schemaGraph, junk, fc.boolean(), (schemas, junkPart, maintainOrder) => {
					startCase('operation page', schemas);
					const spec = operationSpec(schemas, junkPart);
					for (const entry of entriesOf(spec)) {
						const model = buildOperationModel(entry, apiConfig({ maintainOrder }));
						expect(() => JSON.stringify(model)).not.toThrow();
						if (model.body) expectWholeTree(model.body.schema);
						for (const parameter of model.parameters) expectWholeTree(parameter);
						expect(model.samples.every((sample) => typeof sample.source === 'string')).toBe(true);
					}
				}),
			),
		propertyBudgetMs + 5_000,
	);

	test(
		"a schema page's model is whole and serialisable",
		() =>
			check(
				runs.schemaPage,
				fc.property(schemaGraph, (schemas) => {
					startCase('schema page', schemas);
					const spec = operationSpec(schemas, null);
					expect(schemaNamesOf(spec).size).toBe(new Set(schemas).size);
					const model = buildSchemaModel(spec, 'Schema0', schemas[0], apiConfig());
					expectWholeTree(model.schema);
					expect(() => JSON.stringify(model)).not.toThrow();
				}),
			),
		propertyBudgetMs + 5_000,
	);
});
