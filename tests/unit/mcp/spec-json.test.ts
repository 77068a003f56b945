import { describe, expect, test } from 'vitest';
import { specJson } from '../../../src/mcp/spec-json.ts';

describe('a dereferenced spec as JSON', () => {
	test('a component schema is written where it first appears, then as its $ref; a cycle ends', () => {
		const plant: Record<string, unknown> = { type: 'object', properties: { name: { type: 'string' } } };
		(plant['properties'] as Record<string, unknown>)['parent'] = plant;
		const unnamed: Record<string, unknown> = { type: 'array' };
		unnamed['items'] = unnamed;
		const json = specJson(new Map([[plant, 'Plant/Tree']]));
		expect(json({ one: plant, two: plant, list: unnamed })).toEqual({
			one: { type: 'object', properties: { name: { type: 'string' }, parent: { $ref: '#/components/schemas/Plant~1Tree' } } },
			two: { $ref: '#/components/schemas/Plant~1Tree' },
			list: { type: 'array', items: { $comment: 'recursive: the schema that holds this one' } },
		});
		// The result is JSON.
		expect(() => JSON.stringify(json(plant))).not.toThrow();
	});
});
