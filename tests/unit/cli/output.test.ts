import { describe, expect, test } from 'vitest';
import { showsProgress } from '../../../src/cli/output.ts';

describe('progress of the trellis command', () => {
	test('is shown on a terminal, and not in CI or into a file or pipe', () => {
		expect(showsProgress({}, { isTTY: true })).toBe(true);
		expect(showsProgress({ CI: 'false' }, { isTTY: true })).toBe(true);
		expect(showsProgress({ CI: 'true' }, { isTTY: true })).toBe(false);
		expect(showsProgress({ CI: '1' }, { isTTY: true })).toBe(false);
		expect(showsProgress({}, { isTTY: false })).toBe(false);
		expect(showsProgress({}, {})).toBe(false);
	});
});
