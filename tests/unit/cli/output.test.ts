import { describe, expect, test } from 'vitest';
import { showsProgress } from '../../../src/cli/output.ts';

describe('progress of the trellis command', () => {
	test('is shown on a terminal, and not in CI or into a file or pipe', () => {
		expect(showsProgress({ ci: undefined }, { isTTY: true })).toBe(true);
		expect(showsProgress({ ci: 'false' }, { isTTY: true })).toBe(true);
		expect(showsProgress({ ci: 'true' }, { isTTY: true })).toBe(false);
		expect(showsProgress({ ci: '1' }, { isTTY: true })).toBe(false);
		expect(showsProgress({ ci: undefined }, { isTTY: false })).toBe(false);
		expect(showsProgress({ ci: undefined }, {})).toBe(false);
	});
});
