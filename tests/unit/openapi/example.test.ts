import { describe, expect, it } from 'vitest';
import { exampleOf } from '../../../src/openapi/example.ts';
import type { Schema } from '../../../src/openapi/schema-model.ts';
import { loadFixture, repoRoot } from './helpers.ts';

describe('exampleOf', () => {
	it('prefers the example, then examples, default, const, first enum value', () => {
		expect(exampleOf({ type: 'string', example: 'a', examples: ['b'], default: 'c' })).toBe('a');
		expect(exampleOf({ type: 'string', examples: ['b', 'x'], default: 'c' })).toBe('b');
		expect(exampleOf({ type: 'string', default: 'c', enum: ['d'] })).toBe('c');
		expect(exampleOf({ const: 'e', enum: ['d'] })).toBe('e');
		expect(exampleOf({ type: 'string', enum: ['d', 'f'] })).toBe('d');
		expect(exampleOf({ type: 'string', example: null })).toBeNull();
	});

	it('makes a value from the type and format', () => {
		expect(exampleOf({ type: 'integer' })).toBe(1);
		expect(exampleOf({ type: 'integer', minimum: 5 })).toBe(5);
		expect(exampleOf({ type: 'number' })).toBe(1.5);
		expect(exampleOf({ type: 'boolean' })).toBe(true);
		expect(exampleOf({ type: 'null' })).toBeNull();
		expect(exampleOf({ type: 'string' })).toBe('<string>');
		expect(exampleOf({ type: 'string', format: 'date-time' })).toBe('2026-01-01T12:00:00Z');
		expect(exampleOf({ type: 'string', format: 'uuid' })).toBe('3fa85f64-5717-4562-b3fc-2c963f66afa6');
		expect(exampleOf({ type: 'string', format: 'email' })).toBe('user@example.com');
		expect(exampleOf({ type: 'string', format: 'unknown-format' })).toBe('<string>');
		expect(exampleOf({ type: ['null', 'string'] })).toBe('<string>');
		expect(exampleOf({})).toBeNull();
		expect(exampleOf('not a schema')).toBeNull();
	});

	it('builds objects and arrays, taking the first oneOf/anyOf option', () => {
		expect(
			exampleOf({
				type: 'object',
				properties: {
					list: { type: 'array', items: { type: 'integer' } },
					choice: { oneOf: [{ type: 'boolean' }, { type: 'string' }] },
					either: { anyOf: [{ type: 'string', format: 'date' }, { type: 'integer' }] },
					nested: { properties: { deep: { type: 'string', example: 'x' } } },
					items: { items: { type: 'string' } },
				},
			}),
		).toEqual({ list: [1], choice: true, either: '2026-01-01', nested: { deep: 'x' }, items: ['<string>'] });
	});

	it('merges allOf: the showcase NewPlant', async () => {
		const spec = await loadFixture('openapi.json', repoRoot);
		expect(exampleOf(spec.document.components!.schemas!.NewPlant)).toEqual({ name: 'Monstera deliciosa', tag: 'tropical', id: 42 });
	});

	it('stops at recursion: a category with children', async () => {
		const spec = await loadFixture('every-parameter-3.1.json');
		expect(exampleOf(spec.document.components!.schemas!.Category)).toEqual({ id: 1, name: '<string>', children: [] });
		const node: Schema = { type: 'object', properties: { value: { type: 'integer' } } };
		(node.properties as Record<string, unknown>).next = node;
		expect(exampleOf(node)).toEqual({ value: 1 });
	});

	it('makes numbers that satisfy the bounds', () => {
		// 3.0: exclusiveMinimum is a flag beside minimum.
		expect(exampleOf({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toBeGreaterThan(0);
		// 3.1: exclusiveMinimum is the bound.
		expect(exampleOf({ type: 'integer', exclusiveMinimum: 5 })).toBeGreaterThan(5);
		expect(exampleOf({ type: 'number', maximum: -1 })).toBeLessThanOrEqual(-1);
		expect(exampleOf({ type: 'integer', minimum: 10, maximum: 20 })).toBe(10);
	});

	it('gives a 1000-value enum under 50 levels of nesting an example at the bottom', () => {
		const values = Array.from({ length: 1000 }, (_, index) => index);
		let schema: Schema = { type: 'integer', enum: values };
		for (let level = 0; level < 50; level++) schema = { type: 'object', properties: { inner: schema } };
		let example = exampleOf(schema) as { inner?: unknown };
		let depth = 0;
		while (typeof example === 'object' && example !== null && 'inner' in example) {
			example = example.inner as { inner?: unknown };
			depth++;
		}
		expect(depth).toBe(50);
		expect(example).toBe(0);
	});
});
