import { describe, expect, it } from 'vitest';
import { navbarLabel } from '../../../src/site/chrome-parts.ts';
import { apiSettingsOf } from '../../../src/openapi/api-settings.ts';
import { specSources } from '../../../src/openapi/api-pages.ts';
import { modeAttributes } from '../../../src/theme/mode-attributes.ts';
import { paletteColorsOf } from '../../../src/theme/palette.ts';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/** A current-format docs.json with `extra` (JSON members) added at the end. */
function current(navigation: string, ...extra: string[]): string {
	return [
		'{',
		'  "theme": "maple",',
		'  "name": "Greenhouse",',
		'  "colors": { "primary": "#15803D" },',
		...extra.map((line) => `  ${line},`),
		`  "navigation": ${navigation}`,
		'}',
	].join('\n');
}

const groups = '{ "groups": [{ "group": "Start", "pages": ["index"] }] }';

function read(text: string) {
	return validateConfigText('/docs/docs.json', text);
}

function report(text: string): string {
	return formatProblems(read(text).problems, '/docs');
}

describe('the current docs.json format', () => {
	it('is told by a navigation object of levels, and read with no problem', () => {
		const loaded = read(current(groups));
		expect(loaded.problems).toEqual([]);
		expect(loaded.config?.theme).toBe('maple');
		expect(loaded.config?.navigation).toEqual({ groups: [{ group: 'Start', pages: ['index'] }] });
		expect(loaded.config?.legacy).toBeUndefined();
	});

	it('reads the settings both formats have into one shape: navbar, appearance, footer, favicon, fonts, api', () => {
		const config = read(
			current(
				groups,
				'"favicon": { "light": "/favicon.svg", "dark": "/favicon-dark.svg" }',
				'"appearance": { "default": "dark", "strict": true }',
				'"navbar": { "links": [{ "label": "Blog", "href": "https://blog.example.com" }, { "type": "github", "href": "https://github.com/a/b" }], "primary": { "type": "button", "label": "Sign up", "href": "https://app.example.com" } }',
				'"footer": { "socials": { "x": "https://x.com/a" }, "links": [{ "header": "Company", "items": [{ "label": "About", "href": "/about" }] }] }',
				'"fonts": { "heading": { "family": "Inter", "weight": 600 } }',
				'"api": { "openapi": ["a.json", { "source": "b.yaml", "directory": "ref" }], "playground": { "display": "none" }, "examples": { "languages": ["curl", "py", "typescript", "rust", "c++", "flutter"] } }',
				'"seo": { "metatags": { "og:site_name": "Greenhouse" }, "indexing": "all" }',
				'"background": { "color": { "light": "#FFFFFF", "dark": "#000000" } }',
			),
		).config!;
		expect(config.favicon).toEqual({ light: '/favicon.svg', dark: '/favicon-dark.svg' });
		expect(modeAttributes(config.appearance)).toMatchObject({ 'data-forced-mode': 'dark', 'data-default-mode': 'dark' });
		expect(config.navbar?.links?.map(navbarLabel)).toEqual(['Blog', 'GitHub']);
		expect(config.footer?.links).toEqual([{ header: 'Company', items: [{ label: 'About', href: '/about' }] }]);
		expect(specSources(config)).toEqual(['a.json', 'b.yaml']);
		const api = apiSettingsOf(config);
		expect(api.playground).toBe('hide');
		// Mintlify's aliases are read as the generators' names.
		expect(api.sampleLanguages).toEqual(['bash', 'python', 'typescript', 'rust', 'cpp', 'dart']);
		expect(paletteColorsOf(config).background).toEqual({ light: '#FFFFFF', dark: '#000000' });
	});

	it('refuses a sample language it has no generator for, naming the closest', () => {
		const problems = report(current(groups, '"api": { "examples": { "languages": ["curl", "rustt"] } }'));
		expect(problems).toContain(
			'error: docs.json:5:48 api.examples.languages[1]: expected one of 36 names ("bash", "curl", "sh", "shell"...), found "rustt"\n  fix: did you mean "rust"?',
		);
	});

	it('takes api.mdx.server only as http(s) URLs', () => {
		expect(report(current(groups, '"api": { "mdx": { "server": "javascript:alert(1)" } }'))).toContain(
			'expected an http(s) URL such as "https://api.example.com", found "javascript:alert(1)"',
		);
	});

	it('keeps the legacy format for a list navigation, whatever its theme', () => {
		const loaded = read('{\n  "name": "Old",\n  "theme": "mint",\n  "navigation": [{ "group": "G", "pages": ["index"] }]\n}');
		expect(loaded.problems).toEqual([]);
		expect(loaded.config?.legacy?.navigation.navigation).toHaveLength(1);
	});

	it('reports a theme it does not know, and a missing colour, at their places', () => {
		expect(report('{\n  "theme": "mintlify",\n  "name": "G",\n  "navigation": { "pages": ["index"] }\n}')).toBe(
			[
				'error: docs.json:1:1 colors: missing required property "colors" (an object)',
				'  fix: add "colors" to the top-level object',
				'error: docs.json:2:3 theme: expected one of "mint", "maple", "palm", "willow", "linden", "almond", "aspen", "luma", "sequoia", found "mintlify"',
				'2 errors, 0 warnings',
			].join('\n'),
		);
	});

	it('warns about an unknown key on a level, with the key it likely means, and reads the rest', () => {
		const loaded = read(current('{ "tabs": [{ "tab": "Guides", "group": [] , "pages": ["index"] }] }'));
		expect(formatProblems(loaded.problems, '/docs')).toBe(
			[
				'warning: docs.json:5:47 navigation.tabs[0].group: unknown key "group": ignored',
				'  fix: did you mean "groups"?',
				'0 errors, 1 warning',
			].join('\n'),
		);
		expect(loaded.config?.navigation.tabs?.[0]?.pages).toEqual(['index']);
	});

	it('refuses a javascript: link on a level', () => {
		expect(read(current('{ "anchors": [{ "anchor": "Bad", "href": "javascript:alert(1)" }] }')).config).toBeUndefined();
	});

	it("gives a language with its own top bar, footer or banner a config of its own, checked as the site's are", () => {
		const languages = (french: string) =>
			`{ "languages": [{ "language": "en", "groups": [{ "group": "A", "pages": ["en/index"] }] }, { "language": "fr", ${french}, "groups": [{ "group": "A", "pages": ["fr/index"] }] }] }`;
		const loaded = read(
			current(languages('"navbar": { "links": [{ "label": "Boutique", "href": "/fr/boutique" }] }'), '"banner": { "content": "Hi" }'),
		);
		expect(Object.keys(loaded.config!.byLanguage!)).toEqual(['fr']);
		expect(loaded.config!.byLanguage!['fr']!.navbar?.links).toEqual([{ label: 'Boutique', href: '/fr/boutique' }]);
		// What the language does not set is the site's.
		expect(loaded.config!.byLanguage!['fr']!.banner).toEqual({ content: 'Hi' });
		expect(report(current(languages('"banner": { "content": "" }')))).toContain(
			'navigation.languages[1].banner.content: expected a non-empty string, found ""',
		);
	});
});
