import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { pageRouteData } from '../../../src/site/route-data.ts';
import { cssRule } from '../../build/html.ts';
import { projectRoot } from '../../support/build-site.ts';
import { modeChosenBy } from '../../support/head-script.ts';

/**
 * tests/fixtures/all-properties-bare, read strictly with no build: no GitHub repository for the
 * feedback links, a hidden mode toggle without a default, one font from a URL. What its page shows
 * is its route data (the head's attributes and inline CSS, the top bar, the feedback links); the
 * pages of the fuller fixtures are checked built in tests/build/all-properties.test.ts.
 */

const bareFixture = 'tests/fixtures/all-properties-bare';
const loaded = await loadSite(resolveDocsPaths(projectRoot, bareFixture), false);
const printed = formatProblems(loaded.problems, projectRoot);
const site = loaded.site ?? expect.unreachable(printed);
const { chrome, feedback } = pageRouteData(site, 'index', []);
const headScript = readFileSync(join(projectRoot, 'src/browser/head-inline.js'), 'utf8');

describe('a bare folder', () => {
	it('loads, with only the warning about the feedback links', () => {
		expect(printed.split('\n').filter((line) => /^(error|warning):/.test(line))).toHaveLength(1);
	});

	it('font: one face (family, weight, url) is the body font; headings inherit it', () => {
		const fontFaces = [...chrome.head.css.matchAll(/@font-face\{([^{}]*)\}/g)].map((match) => match[1]);
		expect(fontFaces).toEqual([
			'font-family:"Atkinson Hyperlegible";src:url("https://fonts.bare.example/atkinson.woff") format("woff");font-weight:400;font-display:swap',
		]);
		const fontProperties = Object.fromEntries(
			Object.entries(cssRule(chrome.head.css, ':root') ?? {}).filter(([name]) => name.startsWith('--font-')),
		);
		expect(fontProperties).toEqual({ '--font-body': '"Atkinson Hyperlegible",var(--font-system)', '--font-body-weight': '400' });
	});

	it('feedback: without any GitHub repository, no links, and the build warns where they are asked for, with the fix', () => {
		expect(feedback.edit).toBeUndefined();
		expect(feedback.issue).toBeUndefined();
		const lines = printed.split('\n');
		const index = lines.findIndex((line) => line.startsWith('warning: '));
		expect(lines.slice(index, index + 2)).toEqual([
			`warning: ${bareFixture}/docs.json:6:5 feedback.suggestEdit: no GitHub repository is known, so the "Suggest edits" and "Raise issue" links are not shown`,
			'  fix: name the repository: "topbarCtaButton": {"type": "github", "url": "https://github.com/owner/repo"}, or "footerSocials": {"github": "https://github.com/owner/repo"}',
		]);
	});

	it('modeToggle: isHidden without default leaves the mode to the operating system, even over a choice stored earlier', () => {
		const attributes = chrome.htmlAttributes;
		expect(attributes['data-forced-mode']).toBe('system');
		expect(attributes['data-default-mode']).toBeUndefined();
		expect(chrome.topBar.modeToggle).toBe(false);
		// The head script, as the browser runs it before first paint, with "dark" stored by the toggle of an earlier visit.
		expect(modeChosenBy(headScript, attributes, { stored: 'dark', osPrefersDark: false })).toBe('light');
		expect(modeChosenBy(headScript, attributes, { stored: 'light', osPrefersDark: true })).toBe('dark');
		expect(modeChosenBy(headScript, attributes, { stored: null, osPrefersDark: true })).toBe('dark');
	});
});
