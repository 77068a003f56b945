import { describe, expect, test } from 'vitest';
import { formatSettingProblems, lenientMode, readBuildSettings } from '../../../src/settings/env-settings.ts';

/** The message a build stops with for `env`, or the settings it goes on with. */
function outcome(env: Record<string, string>): string | object {
	const read = readBuildSettings(env);
	return 'problems' in read ? formatSettingProblems(read.problems) : read.settings;
}

describe('accepted values', () => {
	test('unset or empty: broken links fail, the build is strict', () => {
		expect(outcome({})).toEqual({ linkCheck: 'fail', lenient: false });
		expect(outcome({ LINK_CHECK: '', LENIENT: ' ', BASE_PATH: '', SITE_URL: '' })).toEqual({
			linkCheck: 'fail',
			lenient: false,
		});
		// Astro is given BASE_PATH and SITE_URL as written: spaces there are not "unset".
		expect(outcome({ BASE_PATH: ' /docs' })).toMatch(/^error: BASE_PATH= \/docs: /);
	});

	test('LINK_CHECK=warn and LINK_CHECK=off, in any case and with spaces around', () => {
		expect(outcome({ LINK_CHECK: 'warn' })).toEqual({ linkCheck: 'warn', lenient: false });
		expect(outcome({ LINK_CHECK: ' OFF ' })).toEqual({ linkCheck: 'off', lenient: false });
	});

	test('LENIENT: 1 and true are lenient, 0 and false strict, read as the page loader reads them', () => {
		for (const [value, lenient] of [
			['1', true],
			['true', true],
			[' TRUE ', true],
			['0', false],
			['false', false],
		] as const) {
			expect(outcome({ LENIENT: value }), value).toEqual({ linkCheck: 'fail', lenient });
			expect(lenientMode({ LENIENT: value }), value).toBe(lenient);
		}
	});

	test('ANALYTICS: on adds the analytics scripts, off none, in any case and with spaces around; unset, the command decides', () => {
		expect(outcome({ ANALYTICS: 'on' })).toEqual({ linkCheck: 'fail', lenient: false, analytics: true });
		expect(outcome({ ANALYTICS: ' ON ' })).toEqual({ linkCheck: 'fail', lenient: false, analytics: true });
		expect(outcome({ ANALYTICS: 'off' })).toEqual({ linkCheck: 'fail', lenient: false, analytics: false });
		expect(outcome({ ANALYTICS: '' })).toEqual({ linkCheck: 'fail', lenient: false });
	});

	test('BASE_PATH and SITE_URL as the README shows them, handed on as written', () => {
		const envs: Record<string, string>[] = [
			{ BASE_PATH: '/docs' },
			{ BASE_PATH: '/docs/' },
			{ BASE_PATH: '/' },
			{ BASE_PATH: '/a/b-c_d' },
			{ SITE_URL: 'https://docs.example.com' },
			{ SITE_URL: 'http://localhost:4321/' },
		];
		for (const env of envs) {
			const handedOn = { ...(env.BASE_PATH ? { base: env.BASE_PATH } : {}), ...(env.SITE_URL ? { site: env.SITE_URL } : {}) };
			expect(outcome(env), JSON.stringify(env)).toEqual({ linkCheck: 'fail', lenient: false, ...handedOn });
		}
	});
});

describe('any other value stops the build, naming the variable, the value and the accepted values', () => {
	test('LINK_CHECK=warning', () => {
		expect(outcome({ LINK_CHECK: 'warning' })).toMatchInlineSnapshot(`
			"error: LINK_CHECK=warning: not a value of LINK_CHECK. Expected "warn" (list broken links, build anyway) or "off" (no check); unset, broken links fail the build
			  fix: did you mean LINK_CHECK=warn?"
		`);
	});

	test('LINK_CHECK=on asks for the default', () => {
		expect(outcome({ LINK_CHECK: 'on' })).toMatchInlineSnapshot(`
			"error: LINK_CHECK=on: not a value of LINK_CHECK. Expected "warn" (list broken links, build anyway) or "off" (no check); unset, broken links fail the build
			  fix: leave LINK_CHECK unset: broken links then fail the build"
		`);
	});

	test('LENIENT=yes', () => {
		expect(outcome({ LENIENT: 'yes' })).toMatchInlineSnapshot(`
			"error: LENIENT=yes: not a value of LENIENT. Expected "1" or "true" (lenient), "0" or "false" (strict); unset, the build is strict
			  fix: did you mean LENIENT=1?"
		`);
	});

	test('ANALYTICS=yes, ANALYTICS=true and a misspelling', () => {
		expect(outcome({ ANALYTICS: 'yes' })).toMatchInlineSnapshot(`
			"error: ANALYTICS=yes: not a value of ANALYTICS. Expected "on" (the analytics providers of docs.json get their scripts) or "off" (no third-party script); unset, on in a build and off in a dev server
			  fix: did you mean ANALYTICS=on?"
		`);
		expect(outcome({ ANALYTICS: 'true' })).toContain('fix: did you mean ANALYTICS=on?');
		expect(outcome({ ANALYTICS: 'of' })).toContain('fix: did you mean ANALYTICS=off?');
		expect(outcome({ ANALYTICS: 'google' })).not.toContain('fix:');
	});

	test('BASE_PATH without its leading slash, or as a full address', () => {
		expect(outcome({ BASE_PATH: 'docs' })).toMatchInlineSnapshot(`
			"error: BASE_PATH=docs: not a value of BASE_PATH. Expected a path from the site root, such as "/docs"
			  fix: did you mean BASE_PATH=/docs?"
		`);
		expect(outcome({ BASE_PATH: 'https://example.com/docs' })).toContain('fix: did you mean BASE_PATH=/docs?');
		for (const value of ['/docs?x=1', '/my docs', '//docs', '/docs/../x'])
			expect(outcome({ BASE_PATH: value }), value).toMatch(/^error: BASE_PATH=/);
	});

	test('SITE_URL without its scheme, or not a web address', () => {
		expect(outcome({ SITE_URL: 'docs.example.com' })).toMatchInlineSnapshot(`
			"error: SITE_URL=docs.example.com: not a value of SITE_URL. Expected the public address of the site, http:// or https://, such as "https://docs.example.com"
			  fix: did you mean SITE_URL=https://docs.example.com?"
		`);
		for (const value of ['ftp://example.com', 'https://example.com/#top', 'https://example.com/?a=1'])
			expect(outcome({ SITE_URL: value }), value).toMatch(/^error: SITE_URL=/);
	});

	test('every wrong value at once, without a fix when none is likely', () => {
		expect(outcome({ LINK_CHECK: 'sometimes', LENIENT: 'maybe', SITE_URL: 'https://ok.example.com' })).toMatchInlineSnapshot(`
			"error: LINK_CHECK=sometimes: not a value of LINK_CHECK. Expected "warn" (list broken links, build anyway) or "off" (no check); unset, broken links fail the build
			error: LENIENT=maybe: not a value of LENIENT. Expected "1" or "true" (lenient), "0" or "false" (strict); unset, the build is strict"
		`);
	});
});
