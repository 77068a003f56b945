import { describe, expect, it } from 'vitest';
import { formModelOf } from '../../../src/openapi/form-model.ts';
import { playgroundBodiesOf } from '../../../src/openapi/playground-bodies.ts';

const request = { leaveOut: 'readOnly', files: false } as const;

describe('formModelOf: a body schema as the playground form', () => {
	it('a field per property: nested objects, arrays of their items, enums as choices, defaults and examples prefilled', () => {
		const form = formModelOf(
			{
				type: 'object',
				required: ['name'],
				properties: {
					id: { type: 'string', readOnly: true },
					name: { type: 'string', example: 'Fern' },
					size: { type: 'string', enum: ['S', 'M'], default: 'M' },
					price: { type: ['number', 'null'] },
					count: { type: 'integer' },
					care: { type: 'object', properties: { light: { type: 'string', format: 'date' } } },
					tags: { type: 'array', items: { type: 'boolean' } },
					extra: { type: 'object', additionalProperties: true },
				},
			},
			request,
		);
		expect(form).toEqual({
			kind: 'object',
			properties: [
				{ name: 'name', required: true, node: { kind: 'string', initial: 'Fern' } },
				{ name: 'size', required: false, node: { kind: 'enum', values: ['S', 'M'], initial: 'M' } },
				{ name: 'price', required: false, node: { kind: 'number' } },
				{ name: 'count', required: false, node: { kind: 'number', integer: true } },
				{
					name: 'care',
					required: false,
					node: { kind: 'object', properties: [{ name: 'light', required: false, node: { kind: 'string', hint: 'date' } }] },
				},
				{ name: 'tags', required: false, node: { kind: 'array', items: { kind: 'boolean' } } },
				{ name: 'extra', required: false, node: { kind: 'json' } },
			],
		});
	});

	it('oneOf is a choice of variants, titled by their title or component name, with the properties declared beside oneOf', () => {
		const cat = { type: 'object', properties: { meows: { type: 'boolean' } } };
		const form = formModelOf(
			{
				properties: { name: { type: 'string' } },
				oneOf: [cat, { title: 'Dog', type: 'object', properties: { barks: { type: 'boolean' } } }],
				discriminator: { propertyName: 'pet' },
			},
			{ ...request, schemaNames: new Map([[cat, 'Cat']]) },
		);
		expect(form.kind === 'variants' && form.options.map((option) => option.title)).toEqual(['Cat', 'Dog']);
		expect(form.kind === 'variants' && form.discriminator).toBe('pet');
		expect(
			form.kind === 'variants' &&
				form.options[1]!.node.kind === 'object' &&
				form.options[1]!.node.properties.map((property) => property.name),
		).toEqual(['name', 'barks']);
	});

	it('a binary string is a file only where it can be sent (multipart); a schema inside itself is JSON; x-default first with prefill', () => {
		const tree: Record<string, unknown> = {
			type: 'object',
			properties: { photo: { type: 'string', format: 'binary' }, note: { type: 'string', example: 'a', 'x-default': 'b' } },
		};
		(tree.properties as Record<string, unknown>).children = { type: 'array', items: tree };
		const multipart = formModelOf(tree, { ...request, files: true, prefill: true });
		expect(multipart.kind === 'object' && multipart.properties.map((property) => property.node)).toEqual([
			{ kind: 'file' },
			{ kind: 'string', initial: 'b' },
			{ kind: 'array', items: { kind: 'json' } },
		]);
		const json = formModelOf(tree, request);
		expect(json.kind === 'object' && json.properties[0]!.node).toEqual({ kind: 'string', hint: 'binary' });
	});

	it('each media type of a body with how it is sent; the spec’s own example is where the form starts', () => {
		const schema = { type: 'object', properties: { a: { type: 'string' } } };
		expect(
			playgroundBodiesOf(
				[
					['application/json', { schema, example: { a: 'x' } }],
					['multipart/form-data', { schema }],
					['application/x-www-form-urlencoded', { schema }],
					['image/png', { schema: { type: 'string', format: 'binary' } }],
					['text/plain', { example: 'hello' }],
				],
				{ leaveOut: 'readOnly' },
			).map((body) => [body.mediaType, body.encoding, body.initial, body.form?.kind]),
		).toEqual([
			['application/json', 'json', { a: 'x' }, 'object'],
			['multipart/form-data', 'multipart', undefined, 'object'],
			['application/x-www-form-urlencoded', 'urlencoded', undefined, 'object'],
			['image/png', 'binary', undefined, undefined],
			['text/plain', 'text', 'hello', undefined],
		]);
	});
});
