import { docsConfigSchema } from '../../../src/config/schema/index.ts';
import { describe, expect, it } from 'vitest';
import { cssString } from '../../../src/theme/css-string.ts';
import { fontCss } from '../../../src/theme/font-css.ts';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/**
 * docs.json `font`: its values end up in the CSS of every page (src/theme/font-css.ts),
 * so the schema admits only what a family name and a font URL hold, and the CSS escapes them too.
 */

function config(font: unknown): string {
	return JSON.stringify({ name: 'Plant Store', navigation: [{ group: 'G', pages: ['introduction'] }], font }, null, 2);
}

function problems(font: unknown): string {
	return formatProblems(validateConfigText('/tmp/docs.json', config(font)).problems, '/tmp');
}

describe('font in docs.json', () => {
	it.each([
		{ family: 'Inter' },
		{ family: 'IBM Plex Sans', weight: 450, url: 'https://fonts.example.com/plex.woff2', format: 'woff2' },
		{ family: 'Noto_Serif-JP 2.0', url: '/fonts/noto.woff' },
		{ family: 'Inter', url: 'fonts/inter.woff2' },
		{ family: 'Inter', url: './fonts/inter.woff2' },
		{ headings: { family: 'Lora', weight: 700 }, body: { family: 'Inter' } },
		{ family: 'Überschrift' },
	])('accepts %j', (font) => {
		const result = validateConfigText('/tmp/docs.json', config(font));
		expect(result.problems).toEqual([]);
		expect(docsConfigSchema.parse(JSON.parse(config(font))).font).toEqual(font);
	});

	it('refuses a family that would end the CSS string or rule, with the path and what is allowed', () => {
		expect(problems({ family: 'Inter"; } body { display: none' })).toMatchInlineSnapshot(`
			"error: docs.json:12:5 font.family: expected a font family name such as "Inter" (letters, digits, spaces, ".", "-" and "_"), found "Inter\\"; } body { display: none"
			1 error, 0 warnings"
		`);
		for (const family of ['Inter;', 'a}b', '</style><script>alert(1)</script>', "O'Brien", 'x\\"', ' Inter', '']) {
			expect(validateConfigText('/tmp/docs.json', config({ family })).config, family).toBeUndefined();
		}
	});

	it('refuses a font URL that is not http(s) or a path on the site, or that could break out of url()', () => {
		expect(problems({ headings: { family: 'Lora', url: 'javascript:alert(1)' } })).toMatchInlineSnapshot(`
			"error: docs.json:14:7 font.headings.url: expected the font file as an http(s) URL or a path on the site such as "/fonts/inter.woff2", found "javascript:alert(1)"
			1 error, 0 warnings"
		`);
		const refused = [
			'data:font/woff2;base64,AAAA',
			'mailto:fonts@example.com',
			'//cdn.example.com/inter.woff2',
			'../outside/inter.woff2',
			'fonts/../../inter.woff2',
			'/fonts/a.woff2") ; } body { x: url(evil',
			"/fonts/a'b.woff2",
			'/fonts/a b.woff2',
			'/fonts/a\\b.woff2',
			'/fonts/a.woff2</style>',
			'/fonts/a\u0000.woff2',
			'https://',
		];
		for (const url of refused) expect(validateConfigText('/tmp/docs.json', config({ family: 'Inter', url })).config, url).toBeUndefined();
	});

	it('takes one font or headings and body, not a mix, and says which key is out of place', () => {
		expect(problems({ family: 'Inter', body: { family: 'Lora' } })).toMatchInlineSnapshot(`
			"error: docs.json:12:5 font.family: give either "family" (one font for the site) or "headings" and "body", not both
			1 error, 0 warnings"
		`);
		expect(problems({ weight: 400, body: { family: 'Lora' } })).toMatchInlineSnapshot(`
			"error: docs.json:12:5 font.weight: "weight" goes with "family": add the family it belongs to, or move it into "headings" or "body"
			1 error, 0 warnings"
		`);
		expect(problems({})).toMatchInlineSnapshot(`
			"error: docs.json:11:3 font: expected "family", or "headings" and/or "body" with a "family" each
			1 error, 0 warnings"
		`);
		expect(problems({ heading: { family: 'Lora' } })).toMatchInlineSnapshot(`
			"error: docs.json:11:3 font: expected "family", or "headings" and/or "body" with a "family" each
			warning: docs.json:12:5 font.heading: unknown key "heading": ignored
			  fix: did you mean "headings"?
			1 error, 1 warning"
		`);
	});

	it('refuses a weight outside 1 to 1000 or not whole', () => {
		for (const weight of [0, 1001, 450.5, '400']) {
			expect(validateConfigText('/tmp/docs.json', config({ family: 'Inter', weight })).config, String(weight)).toBeUndefined();
		}
	});
});

describe('font CSS', () => {
	it('is empty without font', () => {
		expect(fontCss(undefined)).toBe('');
	});

	it('one face: the body font, its weight, an @font-face for its file with the format from the extension', () => {
		expect(fontCss({ family: 'Inter', weight: 400, source: 'fonts/inter.woff2' }, '/docs/')).toBe(
			'@font-face{font-family:"Inter";src:url("/docs/fonts/inter.woff2") format("woff2");font-weight:400;font-display:swap}' +
				':root{--font-body:"Inter",var(--font-system);--font-body-weight:400}',
		);
	});

	it('headings and body apart; a face without a file has no @font-face; an explicit format wins', () => {
		expect(
			fontCss({ heading: { family: 'Lora', source: 'https://fonts.example.com/lora', format: 'woff' }, body: { family: 'Inter' } }, '/'),
		).toBe(
			'@font-face{font-family:"Lora";src:url("https://fonts.example.com/lora") format("woff");font-display:swap}' +
				':root{--font-body:"Inter",var(--font-system);--font-heading:"Lora",var(--font-system)}',
		);
	});

	it('escapes what could end the string or the <style>, should a value reach it unvalidated', () => {
		expect(cssString('a"b\\c</style>\n')).toBe('"a\\22 b\\5c c\\3c /style\\3e \\a "');
		const css = fontCss({ family: 'x"}</style><script>', source: '/f")};</style>.woff2' }, '/');
		expect(css).not.toContain('</style>');
		expect(css).not.toMatch(/"\}/);
	});
});
