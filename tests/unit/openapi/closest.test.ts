import { describe, expect, it } from 'vitest';
import { mostSimilar, similarity } from '../../../src/openapi/closest.ts';

describe('similarity', () => {
	it('is 1 for the same text whatever the case, 0 for texts with no letter pair in common', () => {
		expect(similarity('GET /plants', 'get /PLANTS')).toBe(1);
		expect(similarity('abc', 'xyz')).toBe(0);
		expect(similarity('', 'a')).toBe(0);
	});

	it('counts a repeated letter pair as often as both texts have it', () => {
		// "aaaa" has the pair "aa" three times, "aa" once: 2 × 1 / (3 + 1).
		expect(similarity('aaaa', 'aa')).toBe(0.5);
	});
});

describe('mostSimilar', () => {
	const labels = ['GET /ping', 'DELETE /plants/{plantId}', 'GET /plants/{plantId}', 'WEBHOOK plantSold', 'POST /orders'];

	it('ranks the candidates most alike first, however short the others are', () => {
		expect(mostSimilar('GET /plants', labels, 3)).toEqual(['GET /plants/{plantId}', 'GET /ping', 'DELETE /plants/{plantId}']);
	});

	it("keeps the candidates' order between equals, and returns no more than there are", () => {
		expect(mostSimilar('zzz', ['b', 'a', 'c'], 5)).toEqual(['b', 'a', 'c']);
		expect(mostSimilar('x', [], 5)).toEqual([]);
	});
});
