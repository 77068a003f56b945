import { describe, expect, it } from 'vitest';
import { codeBlockCode, codeBlockLanguage, codeBlockMeta } from '../../../src/markdown/code-block-props.ts';
import { parseCodeMeta } from '../../../src/markdown/code-meta.ts';

/** Mintlify's CodeBlock component's props, read as the options of a fence. */
describe('CodeBlock props', () => {
	it('gives every documented prop as the fence option it is', () => {
		const meta = codeBlockMeta({
			filename: 'app.ts',
			icon: 'square-js',
			lines: true,
			wrap: true,
			nocopy: true,
			expandable: true,
			highlight: '[1,3,4]',
			focus: [2, 5],
		});
		expect(parseCodeMeta(meta)).toEqual({
			title: 'app.ts',
			icon: 'square-js',
			highlight: [1, 3, 4],
			focus: [2, 5],
			lineNumbers: true,
			wrap: true,
			expandable: true,
			noCopy: true,
			twoslash: false,
		});
	});

	it('leaves out flags that are off and values that are not line lists', () => {
		expect(codeBlockMeta({ lines: false, nocopy: 'false', highlight: 'all', focus: {} })).toBe('');
	});

	it('keeps a file name with quotes whole', () => {
		expect(parseCodeMeta(codeBlockMeta({ filename: 'say "hi".sh' })).title).toBe('say "hi".sh');
	});

	it('reads the language, plain text without one, and the code without the line breaks around it', () => {
		expect(codeBlockLanguage({ language: 'Bash' })).toBe('bash');
		expect(codeBlockLanguage({})).toBe('text');
		expect(codeBlockCode('\nnpm i x\n  \n')).toBe('npm i x');
	});
});
