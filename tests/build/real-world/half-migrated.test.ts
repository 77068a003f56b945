import { describe, expect, test } from 'vitest';
import { find, findAll, pageExists, pageHtml } from '../html.ts';
import { sidebarOutline } from './chrome.ts';
import { fixtureBuilds } from '../../support/fixture-builds.ts';
import { buildInBothModes } from './both-modes.ts';
import { problemLines, readReport } from './report.ts';

/**
 * A folder on its way over from the hosted platform, with the leftovers such folders have:
 * a navigation entry for a page deleted long ago (`guides/legacy-import`), a link to a page
 * that moved (`/guides/old-setup`), a component the platform had that Trellis has not
 * (`<Banner>`), a page whose `<Accordion>` was never closed (the hosted build let it pass), and
 * an API page naming an operation by its old path (`GET /v1/orders/{orderId}`). The rest (a
 * snippet, an image, steps, an API page) is fine. Strict builds stop and list it all;
 * LENIENT=1 builds everything else and counts what is left to fix.
 */

const fixture = 'tests/fixtures/real-world/half-migrated';
const builds = buildInBothModes(() => fixtureBuilds.halfMigrated);

const html = (href: string) => pageHtml(builds.lenient.outDir, href);

const contentProblems = [
	`${fixture}/api/get-order.mdx:3 openapi: "GET /v1/orders/{orderId}" is not in openapi.yaml`,
	`${fixture}/guides/soil-mixes.mdx:6:1 unknown component <Banner>`,
	`${fixture}/guides/watering.mdx:6:1 MDX syntax error: Expected a closing tag for \`<Accordion>\``,
	`${fixture}/mint.json:7:64 navigation[0].pages[2]: page "guides/legacy-import" does not exist: no guides/legacy-import.mdx or guides/legacy-import.md`,
];
const missingDescription = `warning: ${fixture}/api/get-order.mdx:1 no "description" in the frontmatter: search engines and link previews will have none`;

describe('strict (the default)', () => {
	test('stops before rendering, listing every problem of the folder at once', () => {
		expect(builds.strict.exitCode).toBe(1);
		// Errors first, then warnings, each by file and line.
		expect(problemLines(builds.strictOutput)).toEqual([...contentProblems.map((line) => `error: ${line}`), missingDescription]);
		expect(builds.strictOutput).toContain('Compatibility report (strict): the build stopped, 3 pages with problems; 4 errors, 1 warning');
		expect(pageExists(builds.strict.outDir, '/')).toBe(false);
	});
});

describe('LENIENT=1', () => {
	test('builds, with every content problem as a warning, and the broken link listed', () => {
		expect(builds.lenient.exitCode, builds.lenientOutput).toBe(0);
		expect(problemLines(builds.lenientOutput)).toEqual(
			expect.arrayContaining([
				...contentProblems.map((line) => `warning: ${line}`),
				missingDescription,
				'warning: 1 broken link (page -> link):',
			]),
		);
		expect(builds.lenientOutput).toContain('  / -> /guides/old-setup: no such page or file');
		expect(problemLines(builds.lenientOutput).filter((line) => line.startsWith('error:'))).toEqual([]);
	});

	test('the report counts the pages in navigation, built, failed and with problems', () => {
		const report = readReport(builds.lenient.outDir);
		expect(report).toMatchObject({ mode: 'lenient', result: 'built', failedPages: ['api/get-order.mdx', 'guides/watering.mdx'] });
		expect(report.counts).toEqual({ pagesInNavigation: 6, pagesBuilt: 4, pagesFailed: 2, pagesWithProblems: 4, errors: 0, warnings: 6 });
		expect(report.problems.find((problem) => problem.file === 'guides/watering.mdx')).toEqual({
			severity: 'warning',
			file: 'guides/watering.mdx',
			line: 6,
			column: 1,
			message: 'MDX syntax error: Expected a closing tag for `<Accordion>`',
			fix: 'a tag is not closed: add its closing tag, or end it with />',
			code: 'mdx-syntax',
		});
	});

	test('a page that cannot be built from its source is built as a page that says why', () => {
		const prose = find(html('/guides/watering'), 'div', { class: 'prose' });
		expect(find(prose.inner, 'p', { class: 'page-problems-intro' }).text).toBe(
			'This page could not be built from its source. Fix the following, then build again:',
		);
		expect(findAll(prose.inner, 'li').map((item) => item.text)).toEqual([
			'guides/watering.mdx:6:1 MDX syntax error: Expected a closing tag for `<Accordion>` Fix: a tag is not closed: add its closing tag, or end it with />',
		]);
	});

	test('the rest of the folder builds as in a clean folder; the deleted page is left out of the sidebar', () => {
		expect(find(html('/guides/repotting'), 'div', { class: 'prose' }).text).toContain(
			'You need a trowel, gloves and a pot two centimetres wider.',
		);
		expect(find(find(html('/'), 'div', { class: 'prose' }).inner, 'img').attrs.src).toBe('/images/pot.png');
		expect(find(html('/api/list-pots'), 'div', { class: 'api-endpoint' }).text).toBe('GET https://api.pottingshed.example /pots');
		expect(find(html('/guides/soil-mixes'), 'div', { class: 'prose' }).text).toContain('Cacti want grit; ferns want bark.');
		expect(sidebarOutline(html('/'))).toEqual([
			'[Start]',
			'  Potting Shed -> /',
			'  Repotting -> /guides/repotting',
			'[Reference]',
			'  Soil mixes -> /guides/soil-mixes',
			'  Watering -> /guides/watering',
			'  GET List pots -> /api/list-pots',
			'  GET Get an order -> /api/get-order',
		]);
	});
});
