import { describe, expect, test } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { parseJsonPath, formatJsonPath } from '../../../src/files/json-source.ts';
import { formatProblems } from '../../../src/problems/format.ts';

const file = '/docs/docs.json';
const navigation = [{ group: 'Start', pages: ['index'] }];
const check = (config: Record<string, unknown>, lenient: boolean) => validateConfigText(file, JSON.stringify(config, null, 2), { lenient });
const shown = (config: Record<string, unknown>, lenient: boolean) => formatProblems(check(config, lenient).problems, '/docs');

describe('a lenient build leaves out the config values it cannot use', () => {
	test('a colour that is not one: the colours go, with a warning at the value', () => {
		const loaded = check({ name: 'Plants', navigation, colors: { primary: 'green' }, logo: '/logo.svg' }, true);
		// Left out, so the default primary colour stands.
		expect(loaded.config?.colors).toEqual({ primary: '#16A34A' });
		expect(loaded.config?.logo).toBe('/logo.svg');
		expect(shown({ name: 'Plants', navigation, colors: { primary: 'green' } }, true)).toMatchInlineSnapshot(`
			"warning: docs.json:12:5 colors.primary: expected a hex colour such as "#16A34A", found "green": ignored
			  fix: a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"
			0 errors, 1 warning"
		`);
	});

	test('a required value that is missing: its object goes, with a warning', () => {
		const loaded = check({ name: 'Plants', navigation, colors: { light: '#FFFFFF' } }, true);
		expect(loaded.config?.colors).toEqual({ primary: '#16A34A' });
		expect(loaded.problems.map((problem) => problem.message)).toEqual(['missing required property "primary" (a string): ignored']);
	});

	test('a navigation entry of the wrong shape: that entry goes, the others stay', () => {
		const loaded = check({ name: 'Plants', navigation: [navigation[0], 42, { group: 'More', pages: ['faq'] }] }, true);
		expect(loaded.config?.legacy?.navigation.navigation.map((group) => (typeof group === 'string' ? group : group.group))).toEqual([
			'Start',
			'More',
		]);
		expect(loaded.problems.map((problem) => [problem.severity, problem.jsonPath])).toEqual([['warning', 'navigation[1]']]);
	});

	test('a value Trellis cannot build a site without stays an error', () => {
		expect(check({ navigation }, true).config).toBeUndefined();
		expect(check({ name: 'Plants', navigation: 'index' }, true).problems.map((problem) => [problem.severity, problem.jsonPath])).toEqual([
			['error', 'navigation'],
		]);
	});

	test('a strict build stops on each of them, as before', () => {
		const loaded = check({ name: 'Plants', navigation, colors: { primary: 'green' } }, false);
		expect(loaded.config).toBeUndefined();
		expect(loaded.problems.map((problem) => problem.severity)).toEqual(['error']);
	});
});

test('JSON paths read back as written', () => {
	for (const path of [[], ['navigation', 2, 'pages', 4], ['colors', 'background', 'light'], ['redirects', 0, 'a b'], ['x-y', 'z$']]) {
		expect(parseJsonPath(formatJsonPath(path))).toEqual(path);
	}
});
