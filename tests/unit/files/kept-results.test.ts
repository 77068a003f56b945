import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { keptAcrossReadings, openKeptResults } from '../../../src/files/kept-results.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe('results kept between builds', () => {
	test('a result is there for the next build while the files it read are unchanged', () => {
		const folder = folderWith({ 'page.mdx': 'Water daily.', 'snippet.mdx': 'Hi' });
		const file = join(folder, 'kept.json');
		const first = openKeptResults(file);
		expect(first.get('page')).toBeUndefined();
		first.set('page', '# Water daily', [join(folder, 'page.mdx'), join(folder, 'snippet.mdx'), join(folder, 'missing.mdx')]);
		first.save();
		expect(openKeptResults(file).get('page')).toBe('# Water daily');
	});

	test('is gone when a file it read changed, appeared or went', () => {
		const folder = folderWith({ 'page.mdx': 'Water daily.' });
		const file = join(folder, 'kept.json');
		const keep = (files: string[]) => {
			const results = openKeptResults(file);
			results.set('page', 'made', files);
			results.save();
		};
		keep([join(folder, 'page.mdx')]);
		writeFileSync(join(folder, 'page.mdx'), 'Water weekly.');
		expect(openKeptResults(file).get('page')).toBeUndefined();

		keep([join(folder, 'snippet.mdx')]);
		writeFileSync(join(folder, 'snippet.mdx'), 'Now here.');
		expect(openKeptResults(file).get('page')).toBeUndefined();

		keep([join(folder, 'snippet.mdx')]);
		rmSync(join(folder, 'snippet.mdx'));
		expect(openKeptResults(file).get('page')).toBeUndefined();
	});

	test('a build keeps only the results it used or made', () => {
		const file = join(folderWith({}), 'kept.json');
		const first = openKeptResults(file);
		first.set('a', 'A', []);
		first.set('b', 'B', []);
		first.save();
		const second = openKeptResults(file);
		expect(second.get('a')).toBe('A');
		second.save();
		const third = openKeptResults(file);
		expect(third.get('a')).toBe('A');
		expect(third.get('b')).toBeUndefined();
	});

	test('saved with what another thread used or made, the next build finds both', () => {
		const file = join(folderWith({}), 'kept.json');
		const here = openKeptResults(file);
		const there = openKeptResults(file);
		here.set('a', 'A', []);
		there.set('b', 'B', []);
		here.save(there.used());
		const next = openKeptResults(file);
		expect([next.get('a'), next.get('b')]).toEqual(['A', 'B']);
	});

	test('a cache file that does not read is an empty cache, and no file keeps nothing', () => {
		const folder = folderWith({ 'kept.json': '{"page": ' });
		expect(openKeptResults(join(folder, 'kept.json')).get('page')).toBeUndefined();
		const none = openKeptResults(undefined);
		none.set('page', 'made', []);
		none.save();
		expect(none.get('page')).toBeUndefined();
	});
});

describe('results kept over the readings of a dev server', () => {
	test('the first reading writes them for the next start; later ones keep them in memory, each the next one’s', () => {
		const folder = folderWith({ 'page.mdx': 'Water daily.' });
		const file = join(folder, 'kept.json');
		const readings = keptAcrossReadings(file);
		readings.set('page', 'checked', [join(folder, 'page.mdx')]);
		readings.set('gone', 'checked once', []);
		readings.save();
		expect(openKeptResults(file).get('page')).toBe('checked');

		// The second reading uses one result only: the third has only that one.
		expect(readings.get('page')).toBe('checked');
		readings.set('new', 'made now', []);
		readings.save();
		expect(readings.get('gone')).toBeUndefined();
		expect(readings.get('new')).toBe('made now');
		// Written once: the file is the first reading's.
		expect(openKeptResults(file).get('new')).toBeUndefined();

		writeFileSync(join(folder, 'page.mdx'), 'Water weekly.');
		expect(readings.get('page')).toBeUndefined();
	});
});
