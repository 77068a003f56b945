import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { linksToReport, pagesOfFiles } from '../../../src/cli/commands/broken-links.ts';
import type { BrokenLink } from '../../../src/postbuild/link-check.ts';

/**
 * What `trellis broken-links` reports of what the link check found, by its flags. One run of the
 * installed command on a built folder: tests/cli/checks.test.ts.
 */

const missingPage: BrokenLink = { source: '/', target: '/pruning', reason: 'no such page or file' };
const missingAnchor: BrokenLink = { source: '/care', target: '/care#sunlight', reason: 'no element with id "sunlight" on that page' };
const redirectTarget: BrokenLink = { source: '/old-watering', target: '/watering-guide', reason: 'no such page or file' };
// A redirect page links to its target three times: refresh, canonical, the link to click.
const found = [missingPage, missingAnchor, redirectTarget, redirectTarget, redirectTarget];
const redirects = new Set(['/old-watering']);

describe('the links broken-links reports', () => {
	test('without flags: missing pages and files only, not anchors nor the targets of redirect pages', () => {
		expect(linksToReport(found, { redirects })).toEqual([missingPage]);
	});

	test('--check-anchors and --check-redirects: those too, a redirect page’s target once', () => {
		expect(linksToReport(found, { redirects, checkAnchors: true, checkRedirects: true })).toEqual([
			missingPage,
			missingAnchor,
			redirectTarget,
		]);
	});

	test('--files: the links of those pages only', () => {
		expect(linksToReport(found, { redirects, checkAnchors: true, only: new Set(['/care']) })).toEqual([missingAnchor]);
	});
});

describe('the pages --files names', () => {
	const folder = resolve(import.meta.dirname, '../../fixtures/cli/links');

	test('a page file is its site path; index is its folder’s', () => {
		expect(pagesOfFiles(folder, ['care.mdx'])).toEqual(new Set(['/care']));
		expect(pagesOfFiles(folder, ['*.mdx'])).toEqual(new Set(['/', '/care']));
	});

	test('a pattern that names no page is refused with what to give', () => {
		expect(() => pagesOfFiles(folder, ['guides/**'])).toThrow(`--files guides/**: no .mdx or .md page in ${folder} matches`);
	});
});
