import { describe, expect, it } from 'vitest';
import { emptyCodeMeta, fenceOptions, parseCodeMeta, parseLineRanges } from '../../../src/markdown/code-meta.ts';

/** The meta string of a fence: ```` ```js index.js {1,3-4} ```` gives "index.js {1,3-4}". */
describe('parseCodeMeta', () => {
	it('reads nothing from nothing', () => {
		const none = { highlight: [], focus: [], lineNumbers: false, wrap: false, expandable: false, noCopy: false, twoslash: false };
		expect(parseCodeMeta(undefined)).toEqual(none);
		expect(parseCodeMeta('')).toEqual(none);
		expect(emptyCodeMeta()).toEqual(none);
	});

	it('takes the word after the language as the title', () => {
		expect(parseCodeMeta('index.js')).toEqual({ ...emptyCodeMeta(), title: 'index.js' });
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
		expect(parseCodeMeta('"My file.js" {2}')).toEqual({ ...emptyCodeMeta(), title: 'My file.js', highlight: [2] });
	});

	it('reads line ranges in braces, with or without a title, in any order', () => {
		expect(parseCodeMeta('index.js {1,3-4}')).toEqual({ ...emptyCodeMeta(), title: 'index.js', highlight: [1, 3, 4] });
		expect(parseCodeMeta('{1,3-4} index.js').title).toBe('index.js');
		expect(parseCodeMeta('{2}').highlight).toEqual([2]);
		expect(parseCodeMeta('{2}').title).toBeUndefined();
	});

	it('reads highlight={...}, merging and sorting every range', () => {
		expect(parseCodeMeta('app.py highlight={5,1-2} {2,9}').highlight).toEqual([1, 2, 5, 9]);
	});

	it('reads the lines and wrap flags', () => {
		expect(parseCodeMeta('server.js lines wrap {1}')).toEqual({
			...emptyCodeMeta(),
			title: 'server.js',
			highlight: [1],
			lineNumbers: true,
			wrap: true,
		});
		expect(parseCodeMeta('showLineNumbers').lineNumbers).toBe(true);
	});

	it('reads focus={...}, focus=... and focus="..." (Mintlify: focus={2,4-5}, focus=2,4,5)', () => {
		expect(parseCodeMeta('Line focusing example focus={2,4-5}')).toEqual({
			...emptyCodeMeta(),
			title: 'Line focusing example',
			focus: [2, 4, 5],
		});
		expect(parseCodeMeta('focus=2,4,5').focus).toEqual([2, 4, 5]);
		expect(parseCodeMeta('focus="5,1-2"').focus).toEqual([1, 2, 5]);
		expect(parseCodeMeta('focus="5,1-2"').title).toBeUndefined();
	});

	it('reads the CodeBlock component\'s stringified arrays: highlight="[1,3,4,5]"', () => {
		expect(parseCodeMeta('highlight="[1,3,4,5]" focus="[2]"')).toMatchObject({ highlight: [1, 3, 4, 5], focus: [2] });
	});

	it('reads icon="..." and icon=..., names and image paths, apart from the title', () => {
		expect(parseCodeMeta('Icon example icon="square-js"')).toEqual({ ...emptyCodeMeta(), title: 'Icon example', icon: 'square-js' });
		expect(parseCodeMeta('HelloWorld.java example icon=java lines')).toEqual({
			...emptyCodeMeta(),
			title: 'HelloWorld.java example',
			icon: 'java',
			lineNumbers: true,
		});
		expect(parseCodeMeta("Stagehand v3 icon='/images/typescript.svg'").icon).toBe('/images/typescript.svg');
		expect(parseCodeMeta('icon=""').icon).toBeUndefined();
	});

	it('reads the flags expandable, nocopy and twoslash, never as words of the title', () => {
		expect(parseCodeMeta('python Expandable example expandable')).toEqual({
			...emptyCodeMeta(),
			title: 'python Expandable example',
			expandable: true,
		});
		expect(parseCodeMeta('title="No copy example" nocopy')).toEqual({ ...emptyCodeMeta(), title: 'No copy example', noCopy: true });
		expect(parseCodeMeta('twoslash Twoslash example')).toEqual({ ...emptyCodeMeta(), title: 'Twoslash example', twoslash: true });
	});

	it('reads a flag given a value, quoted, braced or bare: only "false" turns it off', () => {
		expect(parseCodeMeta('nocopy="false"').noCopy).toBe(false);
		expect(parseCodeMeta("nocopy='false'").noCopy).toBe(false);
		expect(parseCodeMeta('nocopy={false}').noCopy).toBe(false);
		expect(parseCodeMeta('nocopy=false').noCopy).toBe(false);
		expect(parseCodeMeta('nocopy="true"').noCopy).toBe(true);
		expect(parseCodeMeta('expandable={true} wrap="true" lines=false')).toMatchObject({ expandable: true, wrap: true, lineNumbers: false });
		expect(parseCodeMeta('nocopy="false" app.js').title).toBe('app.js');
	});

	it('ignores options it does not know', () => {
		expect(parseCodeMeta('main.go theme="dracula" start={3}')).toEqual({ ...emptyCodeMeta(), title: 'main.go' });
	});
});

describe('fenceOptions', () => {
	it('reads ```nocopy as plain text without a copy button', () => {
		expect(fenceOptions('nocopy', undefined)).toEqual({ lang: 'plaintext', meta: 'nocopy' });
		expect(fenceOptions('nocopy', 'diagram.txt')).toEqual({ lang: 'plaintext', meta: 'nocopy diagram.txt' });
		expect(parseCodeMeta(fenceOptions('nocopy', 'diagram.txt').meta)).toMatchObject({ title: 'diagram.txt', noCopy: true });
	});

	it('leaves every other language as it is', () => {
		expect(fenceOptions('js', 'app.js nocopy')).toEqual({ lang: 'js', meta: 'app.js nocopy' });
		expect(fenceOptions('text', undefined)).toEqual({ lang: 'text', meta: undefined });
	});
});

describe('parseLineRanges', () => {
	it('reads single lines and ranges', () => {
		expect(parseLineRanges('1,3-4')).toEqual([1, 3, 4]);
		expect(parseLineRanges(' 2 , 5 - 6 ')).toEqual([2, 5, 6]);
	});

	it('reads a list in brackets', () => {
		expect(parseLineRanges('[1,3,4,5]')).toEqual([1, 3, 4, 5]);
	});

	it('skips what is not a line or a range', () => {
		expect(parseLineRanges('a,0,4-2,-3,7')).toEqual([7]);
		expect(parseLineRanges('')).toEqual([]);
	});

	it('caps absurd ranges', () => {
		expect(parseLineRanges('9999-999999').length).toBe(2);
	});
});
