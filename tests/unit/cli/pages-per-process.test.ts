import { describe, expect, test } from 'vitest';
import { buildProcessesFor, defaultPagesPerProcess, parsePagesPerProcess } from '../../../src/cli/pages-per-process.ts';

/** How many processes `trellis build` builds a folder in, by its page files (the build itself: tests/cli/build.test.ts). */
describe('the processes of a build', () => {
	test('one up to the limit, then one per share of at most that many pages', () => {
		expect(buildProcessesFor(12, defaultPagesPerProcess)).toBe(1);
		expect(buildProcessesFor(defaultPagesPerProcess, defaultPagesPerProcess)).toBe(1);
		expect(buildProcessesFor(defaultPagesPerProcess + 1, defaultPagesPerProcess)).toBe(2);
		expect(buildProcessesFor(10_000, 2000)).toBe(5);
	});

	test('0 pages per process: every page in one', () => {
		expect(buildProcessesFor(10_000, 0)).toBe(1);
	});

	test('--pages-per-process takes a whole number, and says what to give otherwise', () => {
		expect(parsePagesPerProcess('1500')).toBe(1500);
		expect(parsePagesPerProcess('0')).toBe(0);
		for (const wrong of ['-1', '1.5', 'many', ''])
			expect(() => parsePagesPerProcess(wrong)).toThrow(
				`"${wrong}" is not a number of pages: give a whole number, such as 2000, or 0 to build in one process`,
			);
	});
});
