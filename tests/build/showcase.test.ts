import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, projectRoot, type BuildResult } from '../support/build-site.ts';
import { find, pageExists, pageHtml, stackTraceLines, stripAnsi } from './html.ts';

/** The repository's own showcase (the Plant Store docs), built as `npm run build` does. */

interface NavGroup {
	group: string;
	pages: (string | NavGroup)[];
}

let build: BuildResult;
let output = '';
const config = JSON.parse(readFileSync(join(projectRoot, 'docs.json'), 'utf8')) as { name: string; navigation: NavGroup[] };

/** Page paths of the navigation, nested groups included. */
function navigationPages(groups: readonly (string | NavGroup)[]): string[] {
	return groups.flatMap((entry) => (typeof entry === 'string' ? [entry] : navigationPages(entry.pages)));
}

/** URL path of a page path: `guides/index` -> `/guides`, `index` -> `/`. */
function hrefOf(page: string): string {
	const path = page.replace(/^\/+/, '').replace(/\.mdx?$/, '');
	if (path === 'index') return '/';
	return `/${path.replace(/\/index$/, '')}`;
}

beforeAll(async () => {
	build = await buildSite();
	output = stripAnsi(`${build.stdout}\n${build.stderr}`);
});

afterAll(() => {
	if (build) rmSync(build.outDir, { recursive: true, force: true });
});

describe('the showcase', () => {
	test('builds with exit code 0 and no errors', () => {
		expect(build.exitCode, output).toBe(0);
		expect(output).not.toMatch(/^error:/m);
		expect(stackTraceLines(output)).toEqual([]);
	});

	test('has no page without a title or a description', () => {
		const missing = output.split('\n').filter((line) => /^warning: .*no "(title|description)" in the frontmatter/.test(line));
		expect(missing).toEqual([]);
	});

	test('prints no Trellis warning at all', () => {
		expect(output.split('\n').filter((line) => /^warning:/.test(line))).toEqual([]);
	});

	test('has an HTML file for every page of the docs.json navigation', () => {
		const pages = navigationPages(config.navigation);
		expect(pages.length).toBeGreaterThan(5);
		const missing = pages.filter((page) => !pageExists(build.outDir, hrefOf(page)));
		expect(missing).toEqual([]);
	});

	test('every navigation page is a real docs page titled with the site name', () => {
		for (const page of navigationPages(config.navigation)) {
			const html = pageHtml(build.outDir, hrefOf(page));
			expect(find(html, 'title').text, page).toMatch(new RegExp(` - ${config.name}$`));
			expect(find(html, 'meta', { name: 'description' }).attrs.content, page).toBeTruthy();
		}
	});
});
