import { afterAll, describe, expect, it } from 'vitest';
import { writtenPath } from '../../../src/config/legacy/to-current.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe('a legacy config read in the current format', () => {
	it('finds each moved value where the legacy file has it', () => {
		const origins: [(string | number)[], (string | number)[]][] = [
			[['api', 'openapi'], ['openapi']],
			[['background', 'image'], ['backgroundImage']],
			[
				['fonts', 'source'],
				['font', 'url'],
			],
			[['fonts'], ['font']],
		];
		expect(writtenPath(['api', 'openapi', 1], origins)).toEqual(['openapi', 1]);
		expect(writtenPath(['background', 'image'], origins)).toEqual(['backgroundImage']);
		// The longest moved prefix wins.
		expect(writtenPath(['fonts', 'source'], origins)).toEqual(['font', 'url']);
		expect(writtenPath(['fonts', 'weight'], origins)).toEqual(['font', 'weight']);
		// A value that did not move is where it was.
		expect(writtenPath(['navigation', 0, 'pages', 2], origins)).toEqual(['navigation', 0, 'pages', 2]);
	});

	it("points the site's problems at the keys the author wrote, with their lines", async () => {
		const folder = folderWith({
			'mint.json': JSON.stringify(
				{
					name: 'Orchard',
					navigation: [{ group: 'Start', pages: ['index'] }],
					backgroundImage: '/images/missing.png',
					font: { family: 'Inter', url: '/fonts/missing.woff2' },
					openapi: 'missing.yaml',
					analytics: { heap: { appId: '1' } },
				},
				null,
				2,
			),
			'index.mdx': '# Orchard\n',
		});
		const { problems } = await loadSite(resolveDocsPaths(folder, folder), false, { analytics: false });
		const shown = formatProblems(problems, folder);
		expect(shown).toContain('error: mint.json:11:3 backgroundImage: file "/images/missing.png" does not exist');
		expect(shown).toContain('error: mint.json:16:3 openapi: "missing.yaml": the OpenAPI file does not exist');
		expect(shown).toContain('warning: mint.json:17:3 analytics: analytics not added: "heap" is configured');
	});
});
