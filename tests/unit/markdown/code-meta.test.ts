import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseLineRanges } from '../../../src/markdown/code-meta.ts';

/** The meta string of a fence: ```` ```js index.js {1,3-4} ```` gives "index.js {1,3-4}". */
describe('parseCodeMeta', () => {
	it('reads nothing from nothing', () => {
		expect(parseCodeMeta(undefined)).toEqual({ highlight: [], lineNumbers: false, wrap: false });
		expect(parseCodeMeta('')).toEqual({ highlight: [], lineNumbers: false, wrap: false });
	});

	it('takes the word after the language as the title', () => {
		expect(parseCodeMeta('index.js')).toEqual({ title: 'index.js', highlight: [], lineNumbers: false, wrap: false });
	});

	it('keeps a title of several words (Mintlify: ```bash Install the SDK)', () => {
		expect(parseCodeMeta('Install the SDK').title).toBe('Install the SDK');
	});

	it('reads title="..." and title=\'...\'', () => {
		expect(parseCodeMeta('title="new plant.json"').title).toBe('new plant.json');
		expect(parseCodeMeta("title='app.py'").title).toBe('app.py');
	});

	it('prefers title= over bare words', () => {
		expect(parseCodeMeta('ignored title="server.js"').title).toBe('server.js');
	});

	it('reads a quoted bare title', () => {
		expect(parseCodeMeta('"My file.js" {2}')).toEqual({ title: 'My file.js', highlight: [2], lineNumbers: false, wrap: false });
	});

	it('reads line ranges in braces, with or without a title, in any order', () => {
		expect(parseCodeMeta('index.js {1,3-4}')).toEqual({ title: 'index.js', highlight: [1, 3, 4], lineNumbers: false, wrap: false });
		expect(parseCodeMeta('{1,3-4} index.js').title).toBe('index.js');
		expect(parseCodeMeta('{2}').highlight).toEqual([2]);
		expect(parseCodeMeta('{2}').title).toBeUndefined();
	});

	it('reads highlight={...}, merging and sorting every range', () => {
		expect(parseCodeMeta('app.py highlight={5,1-2} {2,9}').highlight).toEqual([1, 2, 5, 9]);
	});

	it('reads the lines and wrap flags', () => {
		expect(parseCodeMeta('server.js lines wrap {1}')).toEqual({ title: 'server.js', highlight: [1], lineNumbers: true, wrap: true });
		expect(parseCodeMeta('showLineNumbers').lineNumbers).toBe(true);
	});

	it('ignores options it does not know (icon, focus, expandable)', () => {
		expect(parseCodeMeta('main.go icon="golang" focus={2} expandable')).toEqual({
			title: 'main.go',
			highlight: [],
			lineNumbers: false,
			wrap: false,
		});
	});
});

describe('parseLineRanges', () => {
	it('reads single lines and ranges', () => {
		expect(parseLineRanges('1,3-4')).toEqual([1, 3, 4]);
		expect(parseLineRanges(' 2 , 5 - 6 ')).toEqual([2, 5, 6]);
	});

	it('skips what is not a line or a range', () => {
		expect(parseLineRanges('a,0,4-2,-3,7')).toEqual([7]);
		expect(parseLineRanges('')).toEqual([]);
	});

	it('caps absurd ranges', () => {
		expect(parseLineRanges('9999-999999').length).toBe(2);
	});
});
