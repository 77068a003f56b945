import { describe, expect, it } from 'vitest';
import type { PageFile } from '../../../src/page-files/scan-pages.ts';
import type { Problem } from '../../../src/problems/problem.ts';
import { compatReport, formatReportSummary } from '../../../src/report/compat-report.ts';
import type { SiteModel } from '../../../src/site/load-site.ts';

/** The compatibility report: counts, problems from the docs folder, the same bytes for the same input. */

const root = '/work/docs';
const pageFile = (path: string): PageFile => ({
	path,
	file: `${root}/${path}.mdx`,
	href: `/${path}`,
	title: path,
	frontmatter: {},
	components: [],
});
const placement = (inNavigation: boolean) => ({ inNavigation }) as SiteModel['navigation']['pages'][string];

const site = {
	pages: { a: pageFile('a'), b: pageFile('b'), hidden: pageFile('hidden'), 'guides/c': pageFile('guides/c') },
	navigation: { pages: { a: placement(true), b: placement(true), 'guides/c': placement(true), hidden: placement(false) } },
	failed: { b: [{ severity: 'warning', file: `${root}/b.mdx`, line: 3, message: 'MDX syntax error: x' }] },
} as unknown as SiteModel;

const problems: Problem[] = [
	{
		severity: 'warning',
		file: `${root}/guides/c.mdx`,
		line: 9,
		column: 2,
		message: 'unknown component <Banner>',
		hint: 'did you mean <Danger>?',
	},
	{ severity: 'warning', file: `${root}/b.mdx`, line: 3, message: 'MDX syntax error: x' },
	{
		severity: 'warning',
		file: `${root}/docs.json`,
		line: 4,
		column: 7,
		jsonPath: 'navigation[0].pages[2]',
		message: 'page "gone" does not exist',
	},
	{ severity: 'warning', file: 'https://example.com/openapi.json', message: 'not reachable' },
	{ severity: 'warning', file: `${root}/guides/c.mdx`, line: 2, message: 'no "description" in the frontmatter' },
];

describe('compatReport', () => {
	const report = compatReport({ problems, site, docsRoot: root, lenient: true, result: 'built' });

	it('counts pages in navigation, built, failed and with problems', () => {
		expect(report.counts).toEqual({ pagesInNavigation: 3, pagesBuilt: 3, pagesFailed: 1, pagesWithProblems: 2, errors: 0, warnings: 5 });
		expect(report.failedPages).toEqual(['b.mdx']);
	});

	it('names files from the docs folder, URLs as they are, ordered by file and line, with the fix', () => {
		expect(report.problems).toEqual([
			{ severity: 'warning', file: 'b.mdx', line: 3, message: 'MDX syntax error: x' },
			{
				severity: 'warning',
				file: 'docs.json',
				line: 4,
				column: 7,
				jsonPath: 'navigation[0].pages[2]',
				message: 'page "gone" does not exist',
			},
			{ severity: 'warning', file: 'guides/c.mdx', line: 2, message: 'no "description" in the frontmatter' },
			{
				severity: 'warning',
				file: 'guides/c.mdx',
				line: 9,
				column: 2,
				message: 'unknown component <Banner>',
				fix: 'did you mean <Danger>?',
			},
			{ severity: 'warning', file: 'https://example.com/openapi.json', message: 'not reachable' },
		]);
	});

	it('is the same JSON whatever the order the problems came in, with no absolute path', () => {
		const again = compatReport({ problems: [...problems].reverse(), site, docsRoot: root, lenient: true, result: 'built' });
		expect(JSON.stringify(again)).toBe(JSON.stringify(report));
		expect(JSON.stringify(report)).not.toContain(root);
	});

	it('ends the console output with a summary', () => {
		expect(formatReportSummary(report, 'trellis-report.json in the output folder')).toBe(
			[
				'Compatibility report (lenient): 3 pages in navigation, 3 built, 1 failed, 2 with problems; 0 errors, 5 warnings',
				'  written to trellis-report.json in the output folder',
			].join('\n'),
		);
	});

	it('of a build that stopped: nothing built, the pages with problems still counted', () => {
		const stopped = compatReport({
			problems: [{ severity: 'error', file: `${root}/b.mdx`, line: 3, message: 'MDX syntax error: x' }],
			docsRoot: root,
			lenient: false,
			result: 'failed',
		});
		expect(stopped.counts).toEqual({ pagesInNavigation: 0, pagesBuilt: 0, pagesFailed: 0, pagesWithProblems: 1, errors: 1, warnings: 0 });
		expect(formatReportSummary(stopped)).toBe(
			'Compatibility report (strict): the build stopped, 1 page with problems; 1 error, 0 warnings',
		);
	});
});
