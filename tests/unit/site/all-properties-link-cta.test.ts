import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { pageRouteData } from '../../../src/site/route-data.ts';
import { projectRoot } from '../../support/build-site.ts';
import { repositoryPath } from '../../support/repository-path.ts';

/**
 * tests/fixtures/all-properties-link-cta, read strictly with no build: a link button, a logo
 * string, a visible mode toggle with a default, the repository from footerSocials.github,
 * footer.socials, only a primary colour, and an index page. What its pages show is their route
 * data here; its chrome rendered from that data: tests/components/all-properties-link-cta.test.ts.
 * The fuller fixture, tests/fixtures/all-properties, is checked built in tests/build/all-properties.test.ts.
 */

const linkFixture = 'tests/fixtures/all-properties-link-cta';
const loaded = await loadSite(resolveDocsPaths(projectRoot, linkFixture), false);
const printed = formatProblems(loaded.problems, projectRoot);
const site = loaded.site ?? expect.unreachable(printed);

describe('a folder with a link button, a logo string and an index page', () => {
	it('loads with no problem (link button, logo string, api.baseUrl string, openapi string)', () => {
		expect(printed).not.toMatch(/^(error|warning):/m);
	});

	it('has a page for each page file, the index page at /', () => {
		expect(site.pages.index?.href).toBe('/');
		expect(site.pages.setup?.href).toBe('/setup');
	});

	it('name: a page is titled "<page title> - <name>"', () => {
		expect(pageRouteData(site, 'setup', []).chrome.head.title).toBe('Set up Sprout - Sprout');
	});

	it('with an index page, / is that page, not a redirect to the first page of the navigation', () => {
		expect(site.navigation.homeHref).toBe('/');
		expect(site.pages.index?.title).toBe('Sprout documentation');
		expect(pageRouteData(site, 'index', []).chrome.head.title).toBe('Sprout documentation - Sprout');
	});

	it('feedback: without a GitHub button, the repository comes from footerSocials.github; raiseIssue off gives no issue link', () => {
		const { feedback } = pageRouteData(site, 'setup', []);
		expect(feedback.edit).toBe(`https://github.com/sprout-dev/docs/edit/main/${repositoryPath(linkFixture, 'setup.mdx')}`);
		expect(feedback.issue).toBeUndefined();
	});

	it('modeToggle: default alone starts in that mode and keeps the toggle', () => {
		const { chrome } = pageRouteData(site, 'setup', []);
		expect(chrome.htmlAttributes['data-forced-mode']).toBeUndefined();
		expect(chrome.htmlAttributes['data-default-mode']).toBe('light');
		expect(chrome.topBar.modeToggle).toBe(true);
	});
});
