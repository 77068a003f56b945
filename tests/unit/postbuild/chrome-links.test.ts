import { afterAll, describe, expect, it } from 'vitest';
import { createLinkCheck, everyPage } from '../../../src/postbuild/link-check.ts';
import { brokenLinkProblems } from '../../../src/report/link-problems.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/**
 * A broken link of the site's chrome (the logo, the top bar, the footer) is on every page: it is
 * named once, at the config, rather than once per page (a real folder's missing logo gave 328).
 */

afterAll(removeFolders);

describe('a broken link on every page', () => {
	it('is found on the 404 page, which has the chrome alone, and named once for every page', () => {
		const check = createLinkCheck({ outDir: '/nowhere', base: '/' }, ['index.html', '404.html', 'guide/index.html']);
		check.page('index.html', ['/logo/light.png', '/nope', '/guide']);
		check.page('404.html', ['/logo/light.png', '/']);
		check.page('guide/index.html', ['/logo/light.png']);
		expect(check.broken()).toEqual([
			{ source: everyPage, target: '/logo/light.png', reason: 'no such page or file' },
			{ source: '/', target: '/nope', reason: 'no such page or file' },
		]);
	});

	it("is the config's problem, at the line that writes it", async () => {
		const folder = folderWith({
			'docs.json': JSON.stringify(
				{
					name: 'Greenhouse',
					topbarLinks: [{ name: 'Pricing', url: '/pricing' }],
					navigation: [{ group: 'Start', pages: ['index'] }],
				},
				null,
				2,
			),
			'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nText.\n',
		});
		const { site, problems: loading } = await loadSite(resolveDocsPaths(folder, folder), true);
		expect(loading.map((problem) => problem.message)).toEqual([]);
		const problems = brokenLinkProblems([{ source: everyPage, target: '/pricing', reason: 'no such page or file' }], site!, '/', 'warning');
		expect(problems).toEqual([
			{
				severity: 'warning',
				file: `${folder}/docs.json`,
				line: 6,
				message: 'broken link "/pricing" on every page: no such page or file',
				hint: 'correct the link in the config (logo, top bar, footer, banner), or add the page or file it leads to',
			},
		]);
	});
});
