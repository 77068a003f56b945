import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { codeBlocksDark, codeThemesOf, highlightCode } from '../../../src/markdown/highlight.ts';

const currentWith = (styling: Record<string, unknown>) =>
	validateConfigText(
		'docs.json',
		JSON.stringify({ theme: 'mint', name: 'Moss', colors: { primary: '#166534' }, navigation: { pages: ['index'] }, styling }, null, 2),
	);

describe('the code themes of a site', () => {
	it('reads styling.codeblocks: a theme for both modes, one each, or the defaults for "system" and "dark"', () => {
		expect(codeThemesOf(currentWith({ codeblocks: 'dracula' }).config)).toEqual({ light: 'dracula', dark: 'dracula' });
		expect(codeThemesOf(currentWith({ codeblocks: { theme: 'nord' } }).config)).toEqual({ light: 'nord', dark: 'nord' });
		expect(codeThemesOf(currentWith({ codeblocks: { theme: { light: 'one-light', dark: 'nord' } } }).config)).toEqual({
			light: 'one-light',
			dark: 'nord',
		});
		const dark = currentWith({ codeblocks: 'dark' }).config;
		expect(codeThemesOf(dark)).toEqual({ light: 'github-light-default', dark: 'github-dark-default' });
		expect(codeBlocksDark(dark!)).toBe(true);
		expect(codeBlocksDark(currentWith({ codeblocks: 'system' }).config!)).toBe(false);
	});

	it('refuses a theme Shiki does not have, naming the closest', () => {
		expect(formatProblems(currentWith({ codeblocks: { theme: { light: 'one-light', dark: 'nordd' } } }).problems)).toBe(
			[
				'error: docs.json:16:9 styling.codeblocks.theme.dark: expected one of 66 names ("css-variables", "andromeeda", "aurora-x", "ayu-dark"...), found "nordd"',
				'  fix: did you mean "nord"?',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('draws css-variables code with the colours the stylesheet sets', async () => {
		const html = await highlightCode('const x = 1', 'js', undefined, { light: 'css-variables', dark: 'css-variables' });
		expect(html).toContain('--shiki-light:var(--shiki-token-keyword)');
		expect(html).toContain('--shiki-light-bg:var(--shiki-background)');
	});
});
