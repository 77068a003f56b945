import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSettingsOf } from '../../../src/openapi/api-settings.ts';
import { formatJsonPath } from '../../../src/files/json-source.ts';
import { loadConfig, validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { configWithNavigation } from '../support/config-text.ts';

const temporaryFolders: string[] = [];
afterAll(() => {
	for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

const file = '/tmp/docs.json';

/** Validates config text and renders its problems as a reader sees them, relative to /tmp. */
function report(text: string): string {
	return formatProblems(validateConfigText(file, text).problems, '/tmp');
}

describe('JSON syntax', () => {
	it('reports invalid JSON with line and column', () => {
		const text = ['{', '  "name": "Plant Store",', '  "navigation": [', '    {"group": "G" "pages": []}', '  ]', '}'].join('\n');
		const result = validateConfigText(file, text);
		expect(result.config).toBeUndefined();
		expect(formatProblems(result.problems, '/tmp')).toMatchInlineSnapshot(`
			"error: docs.json:4:19 invalid JSON: comma expected
			  fix: add a comma between the two items
			1 error, 0 warnings"
		`);
	});

	it('reports only the first syntax error, since the parser guesses after it', () => {
		const text = ['{', '  "name": "Plant Store"', '  "navigation": []', '  "logo": "/logo.svg"', '}'].join('\n');
		expect(report(text)).toMatchInlineSnapshot(`
			"error: docs.json:3:3 invalid JSON: comma expected
			  fix: add a comma between the two items
			1 error, 0 warnings"
		`);
	});

	it('reports a trailing comma in an array at the closing bracket', () => {
		const text = ['{', '  "name": "Plant Store",', '  "navigation": [', '    {"group": "G", "pages": ["a",]}', '  ]', '}'].join('\n');
		expect(report(text)).toMatchInlineSnapshot(`
			"error: docs.json:4:34 invalid JSON: value expected
			  fix: a value is missing here; remove a trailing comma if there is one
			1 error, 0 warnings"
		`);
	});

	it('reports a trailing comma in an object once, not twice', () => {
		// Files end with a newline; with it, jsonc-parser reports two errors at the same offset.
		const text = ['{', '  "name": "Plant Store",', '  "navigation": [],', '}', ''].join('\n');
		expect(report(text)).toBe(
			[
				'error: docs.json:4:1 invalid JSON: property name expected',
				'  fix: property names must be in double quotes; remove a trailing comma if there is one',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('says that comments are not JSON', () => {
		expect(report(['{', '  // the site name', '  "name": "X",', '  "navigation": []', '}'].join('\n'))).toMatchInlineSnapshot(`
			"error: docs.json:2:3 invalid JSON: invalid comment token
			  fix: JSON allows no comments: remove them
			1 error, 0 warnings"
		`);
	});

	it('reports an empty file with a starting point', () => {
		expect(report('')).toMatchInlineSnapshot(`
			"error: docs.json:1:1 the file is empty: expected a JSON object
			  fix: start from {"name": "My Docs", "navigation": [{"group": "Get Started", "pages": ["introduction"]}]}
			1 error, 0 warnings"
		`);
		expect(report('  \n\n')).toBe(report(''));
	});

	it('reads a file that starts with a byte order mark, as Windows editors write it', () => {
		const result = validateConfigText(file, '\uFEFF{"name": "Plant Store", "navigation": []}');
		expect(formatProblems(result.problems, '/tmp')).toBe('0 errors, 0 warnings');
		expect(result.config?.name).toBe('Plant Store');
	});

	it('refuses nesting too deep to read, at the bracket that goes too deep', () => {
		const text = configWithNavigation(`"metadata": {"deep": ${'['.repeat(300)}${']'.repeat(300)}}`);
		expect(report(text)).toBe(
			[
				// The 257th bracket: the top-level object and metadata's object are the first two.
				'error: docs.json:4:278 nested more than 256 levels deep: no setting goes this deep',
				'  fix: remove the extra [ ] or { } around the value here',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('reports an array instead of an object', () => {
		expect(report('[\n  {"name": "Plant Store"}\n]\n')).toMatchInlineSnapshot(`
			"error: docs.json:1:1 (root): expected an object, found an array (1 item)
			  fix: docs.json holds one object, not a list: remove the [ ] around it
			1 error, 0 warnings"
		`);
	});
});

describe('schema errors', () => {
	it('reports a missing name', () => {
		expect(report('{\n  "navigation": []\n}')).toMatchInlineSnapshot(`
			"error: docs.json:1:1 name: missing required property "name" (a string)
			  fix: add "name": "My Docs" to the top-level object
			1 error, 0 warnings"
		`);
	});

	it('reports a missing navigation', () => {
		expect(report('{\n  "name": "Plant Store"\n}')).toMatchInlineSnapshot(`
			"error: docs.json:1:1 navigation: missing required property "navigation" (an array)
			  fix: add "navigation": [{"group": "Get Started", "pages": ["introduction"]}] to the top-level object
			1 error, 0 warnings"
		`);
	});

	it('reports wrong types, each at its own place', () => {
		const text = [
			'{',
			'  "name": 3,',
			'  "navigation": {"group": "G"},',
			'  "versions": "v1",',
			'  "favicon": true,',
			'  "logo": 5',
			'}',
		].join('\n');
		expect(report(text)).toMatchInlineSnapshot(`
			"error: docs.json:2:3 name: expected a string, found number 3
			  fix: put the value in double quotes: "3"
			error: docs.json:3:3 navigation: expected an array, found an object
			error: docs.json:4:3 versions: expected an array, found "v1"
			  fix: make it a list: ["v1"]
			error: docs.json:5:3 favicon: expected a string, found boolean true
			error: docs.json:6:3 logo: expected a string or an object, found number 5
			5 errors, 0 warnings"
		`);
	});

	it('reports a navigation entry that is a bare page path instead of a group', () => {
		expect(report('{\n  "name": "X",\n  "navigation": ["introduction"]\n}')).toMatchInlineSnapshot(`
			"error: docs.json:3:18 navigation[0]: expected an object, found "introduction"
			1 error, 0 warnings"
		`);
	});

	it('reports a missing group name and an empty page path', () => {
		const text = [
			'{',
			'  "name": "X",',
			'  "navigation": [',
			'    {"pages": ["a"]},',
			'    {"group": "G", "pages": ["b", ""]}',
			'  ]',
			'}',
		].join('\n');
		expect(report(text)).toMatchInlineSnapshot(`
			"error: docs.json:4:5 navigation[0].group: missing required property "group" (a string)
			  fix: add "group" to navigation[0]
			error: docs.json:5:35 navigation[1].pages[1]: expected a page path such as "quickstart", found an empty string
			2 errors, 0 warnings"
		`);
	});

	it('reports an empty name in words, not in zod jargon', () => {
		expect(report('{\n  "name": "",\n  "navigation": []\n}')).toBe(
			['error: docs.json:2:3 name: expected a non-empty string, found ""', '1 error, 0 warnings'].join('\n'),
		);
	});

	it('reports an empty version name in words, not in zod jargon', () => {
		expect(report(configWithNavigation('"versions": ["v2", ""]'))).toBe(
			['error: docs.json:4:22 versions[1]: expected a non-empty string, found ""', '1 error, 0 warnings'].join('\n'),
		);
	});

	it('suggests "show" for playground.mode "shows"', () => {
		expect(report(configWithNavigation('"api": {"playground": {"mode": "shows"}}'))).toMatchInlineSnapshot(`
			"error: docs.json:4:26 api.playground.mode: expected one of "show", "simple", "hide", found "shows"
			  fix: did you mean "show"?
			1 error, 0 warnings"
		`);
	});

	it('lists the allowed iconType values for "bold"', () => {
		expect(report(configWithNavigation('"anchors": [{"name": "Guides", "url": "guides", "iconType": "bold"}]'))).toMatchInlineSnapshot(`
			"error: docs.json:4:51 anchors[0].iconType: expected one of "brands", "duotone", "light", "regular", "sharp-duotone-solid", "sharp-light", "sharp-regular", "sharp-solid", "sharp-thin", "solid", "thin", found "bold"
			  fix: did you mean "solid"?
			1 error, 0 warnings"
		`);
	});

	it('suggests the lowercase value of an enum written in another case', () => {
		expect(report(configWithNavigation('"api": {"auth": {"method": "Bearer"}}'))).toMatchInlineSnapshot(`
			"error: docs.json:4:20 api.auth.method: expected one of "bearer", "basic", "key", "cobo", found "Bearer"
			  fix: did you mean "bearer"?
			1 error, 0 warnings"
		`);
	});

	it('reports a bad hex colour, in colors and in an anchor gradient', () => {
		const text = configWithNavigation(
			'"colors": {"primary": "#12345", "background": {"light": "white", "dark": "#000"}}',
			'"anchors": [{"name": "A", "url": "a", "color": {"from": "#fff", "to": "blue"}}]',
		);
		expect(report(text)).toMatchInlineSnapshot(`
			"error: docs.json:4:14 colors.primary: expected a hex colour such as "#16A34A", found "#12345"
			  fix: a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"
			error: docs.json:4:50 colors.background.light: expected a hex colour such as "#16A34A", found "white"
			  fix: a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"
			error: docs.json:5:67 anchors[0].color.to: expected a hex colour such as "#16A34A", found "blue"
			  fix: a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"
			3 errors, 0 warnings"
		`);
	});

	it('reports a background colour that is not a hex code', () => {
		expect(report(configWithNavigation('"colors": {"primary": "#16A34A", "background": {"light": "white"}}'))).toMatchInlineSnapshot(`
			"error: docs.json:4:51 colors.background.light: expected a hex colour such as "#16A34A", found "white"
			  fix: a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"
			1 error, 0 warnings"
		`);
	});

	it('shows the value of a baseUrl that is not an http(s) URL', () => {
		expect(report(configWithNavigation('"api": {"baseUrl": "api.plantstore.dev"}'))).toBe(
			[
				'error: docs.json:4:11 api.baseUrl: expected an http(s) URL such as "https://api.example.com", found "api.plantstore.dev"',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('reports more than 4 footer columns', () => {
		const column = '{"links": []}';
		expect(report(configWithNavigation(`"footer": {"links": [${Array(5).fill(column).join(', ')}]}`))).toMatchInlineSnapshot(`
			"error: docs.json:4:14 footer.links: expected at most 4 columns of footer links
			1 error, 0 warnings"
		`);
	});
});

describe('unknown keys', () => {
	it('warns about an unknown top-level key close to a known one, and keeps the config', () => {
		const text = ['{', '  "name": "Plant Store",', '  "navigatoin": [],', '  "navigation": [{"group": "G", "pages": ["a"]}]', '}'].join(
			'\n',
		);
		const result = validateConfigText(file, text);
		expect(result.config?.legacy?.navigation.navigation).toEqual([{ group: 'G', pages: ['a'] }]);
		expect(result.config).not.toHaveProperty('navigatoin');
		expect(formatProblems(result.problems, '/tmp')).toMatchInlineSnapshot(`
			"warning: docs.json:3:3 navigatoin: unknown key "navigatoin": ignored
			  fix: did you mean "navigation"?
			0 errors, 1 warning"
		`);
	});

	it('warns about an unknown nested key ("hreff" in logo) and keeps the rest of the object', () => {
		const result = validateConfigText(file, configWithNavigation('"logo": {"light": "/l.svg", "dark": "/d.svg", "hreff": "/home"}'));
		expect(result.config?.logo).toEqual({ light: '/l.svg', dark: '/d.svg', href: '/' });
		expect(formatProblems(result.problems, '/tmp')).toMatchInlineSnapshot(`
			"warning: docs.json:4:49 logo.hreff: unknown key "hreff": ignored
			  fix: did you mean "href"?
			0 errors, 1 warning"
		`);
	});

	it('warns about unknown keys inside arrays and union branches', () => {
		const result = validateConfigText(
			file,
			configWithNavigation(
				'"versions": ["v1", {"name": "v2", "defualt": true}]',
				'"anchors": [{"name": "A", "url": "a", "colour": "#fff"}]',
				'"api": {"playgroud": {"mode": "hide"}}',
			),
		);
		expect(result.config?.legacy?.navigation.versions).toEqual(['v1', { name: 'v2' }]);
		expect(apiSettingsOf(result.config!).playground).toBe('show');
		expect(formatProblems(result.problems, '/tmp')).toMatchInlineSnapshot(`
			"warning: docs.json:4:37 versions[1].defualt: unknown key "defualt": ignored
			  fix: did you mean "default"?
			warning: docs.json:5:41 anchors[0].colour: unknown key "colour": ignored
			  fix: did you mean "color"?
			warning: docs.json:6:11 api.playgroud: unknown key "playgroud": ignored
			  fix: did you mean "playground"?
			0 errors, 3 warnings"
		`);
	});

	it('warns without a suggestion when no known key is close', () => {
		const result = validateConfigText(file, configWithNavigation('"basePath": "/docs"'));
		expect(result.config).toBeDefined();
		expect(formatProblems(result.problems, '/tmp')).toMatchInlineSnapshot(`
			"warning: docs.json:4:3 basePath: unknown key "basePath": ignored
			0 errors, 1 warning"
		`);
	});

	it('reports a misspelt required key as both a warning and the missing key', () => {
		expect(report('{\n  "name": "X",\n  "navigation": [{"group": "G", "pagess": ["a"]}]\n}')).toMatchInlineSnapshot(`
			"error: docs.json:3:33 navigation[0].pages: missing required property "pages" (an array)
			  fix: rename "pagess" to "pages"
			warning: docs.json:3:33 navigation[0].pagess: unknown key "pagess": ignored
			  fix: did you mean "pages"?
			1 error, 1 warning"
		`);
	});
});

describe('refused link targets', () => {
	it('refuses javascript: URLs in anchors, topbarLinks, logo.href and footerSocials, all at once', () => {
		const text = configWithNavigation(
			'"anchors": [{"name": "A", "url": "javascript:alert(1)"}]',
			'"topbarLinks": [{"name": "T", "url": "JavaScript:alert(document.cookie)"}]',
			'"logo": {"light": "/l.svg", "dark": "/d.svg", "href": "javascript:void(0)"}',
			'"footerSocials": {"x": "javascript:alert(1)"}',
		);
		const result = validateConfigText(file, text);
		expect(result.config).toBeUndefined();
		expect(result.problems).toHaveLength(4);
		expect(formatProblems(result.problems, '/tmp')).toMatchInlineSnapshot(`
			"error: docs.json:4:29 anchors[0].url: refused URL "javascript:alert(1)": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			error: docs.json:5:33 topbarLinks[0].url: refused URL "JavaScript:alert(document.cookie)": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			error: docs.json:6:49 logo.href: refused URL "javascript:void(0)": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			error: docs.json:7:21 footerSocials.x: refused URL "javascript:alert(1)": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			4 errors, 0 warnings"
		`);
	});

	it('refuses a javascript: URL in the array form of footerSocials', () => {
		expect(report(configWithNavigation('"footerSocials": [{"type": "x", "url": "javascript:alert(1)"}]'))).toMatchInlineSnapshot(`
			"error: docs.json:4:35 footerSocials[0].url: refused URL "javascript:alert(1)": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			1 error, 0 warnings"
		`);
	});
});

describe('cross-field rules', () => {
	it('requires a name on a topbarCtaButton of type link (the default type)', () => {
		expect(report(configWithNavigation('"topbarCtaButton": {"url": "https://plantstore.dev/signup"}'))).toMatchInlineSnapshot(`
			"error: docs.json:4:3 topbarCtaButton.name: missing required property "name": a button of type "link" needs its text
			1 error, 0 warnings"
		`);
		expect(report(configWithNavigation('"topbarCtaButton": {"type": "link", "url": "/signup"}'))).toContain(
			'topbarCtaButton.name: missing required property "name"',
		);
	});

	it('requires a GitHub repository URL on a topbarCtaButton of type github', () => {
		expect(report(configWithNavigation('"topbarCtaButton": {"type": "github", "url": "https://gitlab.com/plant/store"}')))
			.toMatchInlineSnapshot(`
			"error: docs.json:4:41 topbarCtaButton.url: expected a GitHub repository URL such as "https://github.com/owner/repo", found "https://gitlab.com/plant/store"
			1 error, 0 warnings"
		`);
		expect(report(configWithNavigation('"topbarCtaButton": {"type": "github", "url": "https://github.com/plant-store"}'))).toContain(
			'topbarCtaButton.url: expected a GitHub repository URL',
		);
	});

	it('reports a version listed twice at its second place', () => {
		expect(report(configWithNavigation('"versions": ["v1", "v2", {"name": "v1"}]'))).toMatchInlineSnapshot(`
			"error: docs.json:4:28 versions[2]: version "v1" is listed twice
			1 error, 0 warnings"
		`);
	});

	it('reports two default versions', () => {
		expect(report(configWithNavigation('"versions": [{"name": "v1", "default": true}, {"name": "v2", "default": true}]')))
			.toMatchInlineSnapshot(`
			"error: docs.json:4:3 versions: expected at most one version with "default": true, found 2: "v1", "v2"
			1 error, 0 warnings"
		`);
	});
});

describe('all problems of a file together', () => {
	it('reports several errors and warnings of one file in one run', () => {
		const text = [
			'{',
			'  "name": "",',
			'  "navigation": [{"group": "G", "pages": ["a", 3]}],',
			'  "colors": {"primary": "red"},',
			'  "api": {"playground": {"mode": "shows"}},',
			'  "navigatoin": []',
			'}',
		].join('\n');
		const result = validateConfigText(file, text);
		expect(result.config).toBeUndefined();
		expect(result.problems.filter((problem) => problem.severity === 'error')).toHaveLength(4);
		expect(result.problems.filter((problem) => problem.severity === 'warning')).toHaveLength(1);
		expect(result.problems.map((problem) => problem.jsonPath)).toEqual(
			expect.arrayContaining(['name', 'navigation[0].pages[1]', 'colors.primary', 'api.playground.mode', 'navigatoin']),
		);
	});

	it('gives a config when there are only warnings', () => {
		const result = validateConfigText(
			file,
			configWithNavigation(
				'"navigatoin": []',
				'"basePath": "/docs"',
				'"isWhiteLabeled": true',
				'"logo": {"light": "/l.svg", "dark": "/d.svg", "hreff": "/"}',
			),
		);
		expect(result.problems.map((problem) => problem.severity)).toEqual(['warning', 'warning', 'warning', 'warning']);
		expect(result.config?.name).toBe('Plant Store');
		expect(result.config?.logo).toEqual({ light: '/l.svg', dark: '/d.svg', href: '/' });
	});

	it('orders errors before warnings and ends with a count', () => {
		expect(
			formatProblems(
				[
					{ severity: 'warning', file: '/tmp/b.mdx', line: 1, message: 'w1' },
					{ severity: 'error', file: '/tmp/docs.json', line: 9, column: 2, jsonPath: 'logo', message: 'e2' },
					{ severity: 'error', file: '/tmp/docs.json', line: 3, column: 5, message: 'e1', hint: 'do this' },
					{ severity: 'warning', file: '/tmp/a.mdx', message: 'w0' },
				],
				'/tmp',
			),
		).toMatchInlineSnapshot(`
			"error: docs.json:3:5 e1
			  fix: do this
			error: docs.json:9:2 logo: e2
			warning: a.mdx w0
			warning: b.mdx:1 w1
			2 errors, 2 warnings"
		`);
	});
});

describe('loadConfig', () => {
	function folderWith(files: Record<string, string>): string {
		const folder = mkdtempSync(join(tmpdir(), 'trellis-config-'));
		temporaryFolders.push(folder);
		for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
		return folder;
	}

	it('reports a folder without docs.json or mint.json', () => {
		const folder = folderWith({});
		const result = loadConfig(folder);
		expect(result.config).toBeUndefined();
		expect(formatProblems(result.problems, folder).replaceAll(folder, '<folder>')).toMatchInlineSnapshot(`
			"error: <folder> no docs.json or mint.json in this folder
			  fix: set DOCS_DIR to the folder that holds your docs.json (or mint.json)
			1 error, 0 warnings"
		`);
	});

	it('reads mint.json when there is no docs.json', () => {
		const folder = folderWith({ 'mint.json': JSON.stringify({ name: 'From mint.json', navigation: [] }) });
		const result = loadConfig(folder);
		expect(result.problems).toEqual([]);
		expect(result.file).toBe(join(folder, 'mint.json'));
		expect(result.config?.name).toBe('From mint.json');
	});

	it('prefers docs.json over mint.json, with a warning', () => {
		const folder = folderWith({
			'docs.json': JSON.stringify({ name: 'From docs.json', navigation: [] }),
			'mint.json': JSON.stringify({ name: 'From mint.json', navigation: [] }),
		});
		const result = loadConfig(folder);
		expect(result.config?.name).toBe('From docs.json');
		expect(formatProblems(result.problems, folder)).toMatchInlineSnapshot(`
			"warning: mint.json both docs.json and mint.json exist: using docs.json, ignoring mint.json
			  fix: delete mint.json once docs.json holds everything
			0 errors, 1 warning"
		`);
	});
});

describe('formatJsonPath', () => {
	it('writes JSON paths the way a reader writes them', () => {
		expect(formatJsonPath(['navigation', 2, 'pages', 4])).toBe('navigation[2].pages[4]');
		expect(formatJsonPath(['footerSocials', 'hacker-news'])).toBe('footerSocials.hacker-news');
		expect(formatJsonPath(['metadata', 'og:image'])).toBe('metadata["og:image"]');
		expect(formatJsonPath([])).toBe('(root)');
	});
});
