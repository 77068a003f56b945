import { describe, expect, test } from 'vitest';
import { updateDate } from '../../../src/components/mdx/parts/update-date.ts';

/** The date an `Update`'s label is, which its `<time>` and its feed entry take. */
describe('the date of an Update', () => {
	test('a day, written as changelogs write it', () => {
		const day = '2026-04-14';
		expect(
			[
				'2026-04-14',
				'2026/04/14',
				'April 14, 2026',
				'April 14 2026',
				'Apr 14, 2026',
				'apr. 14, 2026',
				'April 14th, 2026',
				'14 April 2026',
				'14th Apr, 2026',
				'  April  14,  2026 ',
			].map(updateDate),
		).toEqual(Array<string>(10).fill(day));
		expect(['2026-4-1', 'Sept 1, 2026', 'Sep 1 2026', 'May 1, 2026'].map(updateDate)).toEqual([
			'2026-04-01',
			'2026-09-01',
			'2026-09-01',
			'2026-05-01',
		]);
	});

	test('a month', () => {
		expect(['April 2026', 'April, 2026', 'Apr 2026', '2026-04'].map(updateDate)).toEqual(Array<string>(4).fill('2026-04'));
	});

	test('none for a text that is not a date as a whole, or a day that does not exist', () => {
		expect(
			[
				'v2.0.0',
				'Docs v2',
				'Release 12 of 2026',
				'April 14, 2026 (beta)',
				'Ma 2026',
				'Juneteenth 2026',
				'February 30, 2026',
				'2026-13-01',
				'2026-02-29',
				'',
			].map(updateDate),
		).toEqual(Array<undefined>(10).fill(undefined));
		expect(updateDate('2028-02-29')).toBe('2028-02-29');
	});
});
