import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSpec } from '../../../src/openapi/load-specs.ts';
import { mergeAllOf, schemaToField, sortFields, typesOf, type Schema, type SchemaOptions } from '../../../src/openapi/schema-model.ts';
import type { FieldNode } from '../../../src/openapi/types.ts';
import { allNodes, loadFixture, outline } from './helpers.ts';

const sorted: SchemaOptions = { maintainOrder: false };
const fileOrder: SchemaOptions = { maintainOrder: true };

let everything: LoadedSpec;
let orders: LoadedSpec;
let schemas: Record<string, Schema>;

beforeAll(async () => {
	everything = await loadFixture('every-parameter-3.1.json');
	orders = await loadFixture('every-parameter-3.0.yaml');
	schemas = everything.document.components!.schemas as Record<string, Schema>;
});

function field(schema: unknown, options: SchemaOptions = sorted): FieldNode {
	return schemaToField('field', schema, false, options);
}

function child(node: FieldNode, name: string): FieldNode {
	const found = node.children.find((candidate) => candidate.name === name);
	if (!found) throw new Error(`no field "${name}" among ${node.children.map((candidate) => candidate.name).join(', ')}`);
	return found;
}

describe('the field tree of a 3.1 schema', () => {
	it('shows nested objects, arrays of objects, enums, formats, constraints, type arrays and flags', () => {
		const node = schemaToField('PlantInput', schemas.PlantInput, false, sorted);
		// `origin` (oneOf with a discriminator) has its own test below.
		const withoutOrigin = { ...node, children: node.children.filter((candidate) => candidate.name !== 'origin') };
		expect(outline(withoutOrigin).split('\n')).toEqual([
			'PlantInput: object',
			'  light: string (required, enum ["low","medium","high"], default "medium")',
			'  name: string (required, length >= 1, length <= 64, pattern ^[A-Za-z ]+$)',
			'  pot: object (required)',
			'    material: string (required, enum ["clay","plastic"])',
			'    size: object',
			'      depth: integer (>= 1)',
			'      width: integer (>= 1)',
			'  care: object[]',
			'    action: string (required, enum ["water","feed"])',
			'    day: string (format date)',
			'  contact: any of',
			'    anyOf:',
			'      [Email]',
			'        (option): string (format email)',
			'      [Phone]',
			'        (option): string (pattern ^\\+[0-9]+$)',
			'  createdAt: string (format date-time, read-only)',
			'  height: number (> 0, < 300)',
			'  labels: object',
			'    {key}: string',
			'  legacyCode: string (deprecated)',
			'  nickname: string | null (length <= 32)',
			'  price: number (format double, >= 0, <= 10000, multiple of 0.01)',
			'  secret: string (format password, write-only)',
			'  tags: string[] (items >= 1, items <= 10, unique items)',
		]);
	});

	it('renders descriptions and keeps examples', () => {
		const node = schemaToField('PlantInput', schemas.PlantInput, false, sorted);
		expect(node.description).toBe('<p>What a new plant needs.</p>');
		expect(child(node, 'name')).toMatchObject({ description: '<p>Common name</p>', example: 'Fern' });
		expect(field({ type: 'string', examples: ['first', 'second'] }).example).toBe('first');
		expect(field({ type: 'string' })).not.toHaveProperty('example');
	});

	it('merges allOf: properties and required of every part, description of the last', () => {
		const node = schemaToField('Plant', schemas.Plant, false, sorted);
		expect(node.types).toEqual(['object']);
		expect(node.description).toBe('<p>A plant of the store.</p>');
		expect(node.children.filter((candidate) => candidate.required).map((candidate) => candidate.name)).toEqual([
			'id',
			'light',
			'name',
			'pot',
		]);
		expect(outline(child(node, 'id'))).toBe('id: integer (required, format int64, read-only)');
	});

	it('names oneOf options by title, else by the discriminator mapping', () => {
		// The engine passes the names of the component schemas (dereferencing keeps their identity).
		const schemaNames = new Map(Object.entries(schemas).map(([key, value]) => [value as object, key]));
		const origin = child(schemaToField('PlantInput', schemas.PlantInput, false, { ...sorted, schemaNames }), 'origin');
		expect(origin.types).toEqual(['one of']);
		expect(origin.alternatives?.kind).toBe('oneOf');
		expect(origin.alternatives?.discriminator).toBe('kind');
		expect(outline(origin.alternatives!.options[0]!.node)).toBe(
			['(option): object', '  kind: string (required)', '  nurseryName: string (required)'].join('\n'),
		);
		const titles = origin.alternatives!.options.map((option) => option.title);
		expect(titles[0]).toBe('Nursery');
		// Wild has no title and no const: the mapping `wild: #/components/schemas/Wild` is its only name.
		expect(titles[1]).toMatch(/^wild$/i);
	});

	it('names oneOf options by the const or single enum of the discriminator property', () => {
		const node = field({
			oneOf: [
				{ type: 'object', properties: { type: { const: 'card' }, number: { type: 'string' } } },
				{ allOf: [{ type: 'object', properties: { type: { type: 'string', enum: ['bank'] } } }] },
				{ type: 'object', properties: { other: { type: 'string' } } },
			],
			discriminator: { propertyName: 'type' },
		});
		expect(node.alternatives?.options.map((option) => option.title)).toEqual(['card', 'bank', 'Option 3']);
		expect(child(node.alternatives!.options[0]!.node, 'type').enum).toEqual(['card']);
	});

	it('keeps the fields an object declares beside its oneOf', () => {
		const node = field({
			type: 'object',
			properties: { id: { type: 'string' } },
			oneOf: [
				{ title: 'A', properties: { a: { type: 'string' } } },
				{ title: 'B', properties: { b: { type: 'string' } } },
			],
		});
		expect(outline(node).split('\n')).toEqual([
			'field: object',
			'  id: string',
			'  oneOf:',
			'    [A]',
			'      (option): object',
			'        a: string',
			'    [B]',
			'      (option): object',
			'        b: string',
		]);
	});

	it('shows the alternatives of an array of oneOf items', () => {
		const node = field({
			type: 'array',
			items: {
				oneOf: [
					{ title: 'Watered', type: 'object', properties: { ml: { type: 'integer' } } },
					{ title: 'Fed', type: 'object', properties: { food: { type: 'string' } } },
				],
			},
		});
		// "array" alone, with no fields and no alternatives, hides what the items may be.
		expect(node.alternatives?.options.map((option) => option.title)).toEqual(['Watered', 'Fed']);
	});

	it('shows the allowed values and rules of the items of an array of scalars', () => {
		const node = field({ type: 'array', items: { type: 'string', enum: ['low', 'high'], minLength: 2 } });
		expect(node.types).toEqual(['string[]']);
		const shown = JSON.stringify({ ...node, children: [] });
		expect(shown).toContain('"low"');
		expect(shown).toContain('"high"');
		expect(shown).toContain('length >= 2');
	});
});

describe('types', () => {
	it('reads 3.1 type arrays and 3.0 nullable the same way', () => {
		expect(typesOf({ type: ['string', 'null'] })).toEqual(['string', 'null']);
		expect(typesOf({ type: 'string', nullable: true })).toEqual(['string', 'null']);
		expect(typesOf({ type: ['string', 'null'], nullable: true })).toEqual(['string', 'null']);
		expect(typesOf({ type: ['integer', 'string'] })).toEqual(['integer', 'string']);
		expect(typesOf({ type: ['array', 'null'], items: { type: 'string' } })).toEqual(['string[]', 'null']);
	});

	it('guesses object and array from properties and items, and says "any" when nothing is known', () => {
		expect(typesOf({ properties: { a: {} } })).toEqual(['object']);
		expect(typesOf({ additionalProperties: { type: 'string' } })).toEqual(['object']);
		expect(typesOf({ items: { type: 'integer' } })).toEqual(['integer[]']);
		expect(typesOf({ type: 'array' })).toEqual(['array']);
		expect(typesOf({})).toEqual(['any']);
		expect(typesOf({ anyOf: [{ type: 'string' }] })).toEqual(['any of']);
		expect(field(true).types).toEqual(['any']);
		expect(field(undefined).types).toEqual(['any']);
	});

	it('writes an array of nullable items so it cannot be read as "string, or null[]"', () => {
		expect(typesOf({ type: 'array', items: { type: ['string', 'null'] } })).toEqual(['(string | null)[]']);
	});
});

describe('3.0 schemas', () => {
	it('reads nullable, boolean exclusive bounds and readOnly', () => {
		const order = orders.document.components!.schemas!.Order;
		expect(outline(schemaToField('Order', order, false, sorted)).split('\n')).toEqual([
			'Order: object',
			'  id: string (required, read-only)',
			'  quantity: integer (required, > 0, <= 100)',
			'  coupon: object | null',
			'    code: string',
			'  discount: number (>= 0, < 1)',
			'  note: string | null',
		]);
	});
});

describe('constraints', () => {
	it.each([
		[{ type: 'integer', minimum: 1, maximum: 9 }, ['>= 1', '<= 9']],
		[{ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }, ['> 0', '< 1']],
		[{ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true }, ['> 0', '< 1']],
		[{ type: 'number', minimum: 0, exclusiveMinimum: false }, ['>= 0']],
		[{ type: 'number', multipleOf: 5 }, ['multiple of 5']],
		[{ type: 'string', minLength: 2, maxLength: 8, pattern: '^a' }, ['length >= 2', 'length <= 8', 'pattern ^a']],
		[{ type: 'array', minItems: 0, maxItems: 3, uniqueItems: true }, ['items >= 0', 'items <= 3', 'unique items']],
		[{ type: 'object', minProperties: 1, maxProperties: 2 }, ['properties >= 1', 'properties <= 2']],
		[{ type: 'string', uniqueItems: false }, []],
	])('%j gives %j', (schema, rules) => {
		expect(field(schema).constraints).toEqual(rules);
	});

	it('reads const as a one-value enum', () => {
		expect(field({ const: 'fixed' }).enum).toEqual(['fixed']);
		expect(field({ const: null }).enum).toEqual([null]);
	});
});

describe('recursion', () => {
	it('stops at a schema met again inside itself and marks it once', () => {
		const node = schemaToField('Category', schemas.Category, false, sorted);
		// `children` is itself a Category[]: no phantom "items" field below it.
		expect(outline(node).split('\n')).toEqual([
			'Category: object',
			'  id: integer (required)',
			'  name: string (required)',
			'  children: object[] (recursive Category)',
		]);
		expect(allNodes(node).filter((candidate) => candidate.recursive)).toHaveLength(1);
	});

	it("keeps a recursive field's own description: the array that repeats the schema, and the schema met again", () => {
		const bed: Schema = { type: 'object', title: 'Bed', description: 'A raised bed.', properties: { name: { type: 'string' } } };
		(bed.properties as Record<string, unknown>).children = { type: 'array', description: 'Beds inside this one.', items: bed };
		(bed.properties as Record<string, unknown>).parent = bed;
		const node = field(bed);
		expect(child(node, 'children')).toMatchObject({ recursive: 'Bed', description: '<p>Beds inside this one.</p>' });
		expect(child(node, 'parent')).toMatchObject({ recursive: 'Bed', description: '<p>A raised bed.</p>' });
	});

	it('ends an array whose items are the array itself, met inside an alternative', () => {
		const nested: Schema = { type: 'array' };
		nested.items = nested;
		const node = field({ anyOf: [nested] });
		expect(() => JSON.stringify(node)).not.toThrow();
		expect(node.alternatives?.options[0]?.node.children).toEqual([]);
	});

	it('shows an example that a $ref made into the schema itself as data, cut where it repeats', () => {
		const plant: Schema = { type: 'object', properties: { name: { type: 'string' } } };
		(plant.properties as Record<string, unknown>).parent = plant;
		plant.example = plant;
		const node = field(plant);
		expect(JSON.parse(JSON.stringify(node.example))).toEqual({
			type: 'object',
			properties: { name: { type: 'string' }, parent: null },
			example: null,
		});
	});

	it('marks a direct self-reference by the title, else by the field name', () => {
		const node: Schema = { type: 'object', title: 'Node', properties: { value: { type: 'string' } } };
		(node.properties as Record<string, unknown>).parent = node;
		expect(outline(field(node)).split('\n')).toEqual(['field: object', '  parent: object (recursive Node)', '  value: string']);
		const untitled: Schema = { type: 'object', properties: {} };
		(untitled.properties as Record<string, unknown>).next = untitled;
		expect(child(field(untitled), 'next').recursive).toBe('next');
	});

	it('terminates on recursion through allOf and oneOf, and the tree serialises', () => {
		const animal: Schema = { type: 'object', title: 'Animal', properties: {} };
		const dog: Schema = { title: 'Dog', allOf: [animal, { properties: { bark: { type: 'string' } } }] };
		(animal.properties as Record<string, unknown>).friend = { oneOf: [animal, dog] };
		// An allOf that includes the schema itself, through one of its parts.
		dog.allOf = [animal, { properties: { bark: { type: 'string' } }, allOf: [dog] }];
		const node = field(dog);
		expect(() => JSON.stringify(node)).not.toThrow();
		expect(allNodes(node).filter((candidate) => candidate.recursive).length).toBeGreaterThan(0);
	});

	it('gives a recursive allOf schema the type of its merged parts', () => {
		const animal: Schema = { type: 'object', title: 'Animal', properties: {} };
		const dog: Schema = { title: 'Dog', allOf: [animal, { properties: { bark: { type: 'string' } } }] };
		(animal.properties as Record<string, unknown>).friend = { oneOf: [animal, dog] };
		const friend = child(field(dog), 'friend');
		const dogOption = friend.alternatives?.options.find((option) => option.title === 'Dog');
		// Dog is an object (its allOf parts say so), not "any".
		expect(dogOption?.node).toMatchObject({ recursive: 'Dog', types: ['object'] });
	});

	it('expands a schema used twice side by side, which is not recursion', () => {
		const address: Schema = { type: 'object', properties: { city: { type: 'string' } } };
		const node = field({ type: 'object', properties: { billing: address, shipping: address } });
		expect(outline(node).split('\n')).toEqual([
			'field: object',
			'  billing: object',
			'    city: string',
			'  shipping: object',
			'    city: string',
		]);
	});
});

describe('field order', () => {
	const schema = {
		type: 'object',
		required: ['zeta', 'beta'],
		properties: { zeta: { type: 'string' }, alpha: { type: 'string' }, beta: { type: 'string' }, gamma: { type: 'string' } },
	};

	it('puts required fields first, then sorts by name', () => {
		expect(field(schema).children.map((candidate) => candidate.name)).toEqual(['beta', 'zeta', 'alpha', 'gamma']);
	});

	it('keeps the file order with maintainOrder', () => {
		expect(field(schema, fileOrder).children.map((candidate) => candidate.name)).toEqual(['zeta', 'alpha', 'beta', 'gamma']);
		const plant = schemaToField('PlantInput', schemas.PlantInput, false, fileOrder);
		expect(plant.children.map((candidate) => candidate.name)).toEqual([
			'name',
			'light',
			'height',
			'price',
			'nickname',
			'createdAt',
			'secret',
			'legacyCode',
			'pot',
			'tags',
			'care',
			'origin',
			'contact',
			'labels',
		]);
	});

	it('sortFields does not change its input', () => {
		const fields = [
			{ name: 'b', required: false },
			{ name: 'a', required: false },
			{ name: 'c', required: true },
		];
		expect(sortFields(fields).map((candidate) => candidate.name)).toEqual(['c', 'a', 'b']);
		expect(fields.map((candidate) => candidate.name)).toEqual(['b', 'a', 'c']);
	});
});

describe('mergeAllOf', () => {
	it('unites properties and required, keeps the first of other keys, and the last description', () => {
		expect(
			mergeAllOf({
				allOf: [
					{ type: 'object', description: 'first', format: 'a', required: ['x'], properties: { x: { type: 'string' } } },
					{ description: 'second', format: 'b', required: ['y', 'x'], properties: { y: { type: 'integer' } } },
				],
				readOnly: true,
			}),
		).toEqual({
			type: 'object',
			description: 'second',
			format: 'a',
			readOnly: true,
			required: ['x', 'y'],
			properties: { x: { type: 'string' }, y: { type: 'integer' } },
		});
	});

	it('merges nested allOf and guesses object from properties', () => {
		expect(mergeAllOf({ allOf: [{ allOf: [{ properties: { a: {} } }] }, { properties: { b: {} } }] })).toEqual({
			type: 'object',
			properties: { a: {}, b: {} },
		});
	});

	it('returns a schema without allOf unchanged', () => {
		const schema = { type: 'string' };
		expect(mergeAllOf(schema)).toBe(schema);
	});
});

// Sizes at which a walk that grows faster than the schema (cycles expanded, an enum copied per
// level) runs past the test's timeout or blows the tree up.
describe('large schemas', () => {
	it('handles an enum of 1000 values', () => {
		const values = Array.from({ length: 1000 }, (_, index) => `value-${index}`);
		const node = field({ type: 'string', enum: values });
		expect(node.enum).toHaveLength(1000);
		expect(node.enum?.[999]).toBe('value-999');
	});

	it('handles 50 levels of nesting', () => {
		let schema: Schema = { type: 'string' };
		for (let level = 50; level >= 1; level--)
			schema = { type: 'object', required: [`level${level}`], properties: { [`level${level}`]: schema } };
		let node = field(schema);
		let depth = 0;
		while (node.children[0]) {
			node = node.children[0];
			depth++;
		}
		expect(depth).toBe(50);
		expect(node).toMatchObject({ name: 'level50', types: ['string'], required: true });
	});

	it('keeps the tree small when many schemas refer to each other', () => {
		// Nine schemas that each refer to all others, as in specs with "expandable" objects.
		const all: Schema[] = Array.from({ length: 9 }, (_, index) => ({ type: 'object', title: `T${index}`, properties: {} }));
		for (const [index, schema] of all.entries()) {
			for (const [other, target] of all.entries())
				if (other !== index) (schema.properties as Record<string, unknown>)[`t${other}`] = target;
		}
		const node = field(all[0]);
		// A page carries this tree: it must stay far below a megabyte.
		expect(JSON.stringify(node).length).toBeLessThan(1_000_000);
	});
});
