import { describe, expect, it } from 'vitest';
import { code, markdownText } from '../../../src/postbuild/markdown-copies/markdown-text.ts';

describe('markdownText', () => {
	it('escapes what would open a tag, an autolink, a link or an image, and the escape character itself', () => {
		expect(markdownText('<script>alert(1)</script>')).toBe('\\<script>alert(1)\\</script>');
		expect(markdownText('[a](javascript:x) ![i](data:x) <javascript:x>')).toBe('\\[a](javascript:x) !\\[i](data:x) \\<javascript:x>');
		expect(markdownText('C:\\path \\[kept]')).toBe('C:\\\\path \\\\\\[kept]');
		expect(markdownText('Plain text, **bold** kept')).toBe('Plain text, **bold** kept');
	});
});

describe('code', () => {
	it('cannot be closed early by backticks inside, nor ended by a blank line', () => {
		expect(code('name')).toBe('`name`');
		expect(code('a`b')).toBe('``a`b``');
		expect(code('a``b`')).toBe('``` a``b` ```');
		expect(code('x\n\n<script>')).toBe('`x  <script>`');
	});
});
