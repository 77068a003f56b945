import { afterAll, describe, expect, it } from 'vitest';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { analyticsSetup } from '../../../src/site/analytics.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { thumbsDestination } from '../../../src/site/thumbs-rating.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/** The thumbs rating shows when asked for and its answers have somewhere to go: a loaded analytics provider, or feedback.url. */

afterAll(removeFolders);

const settings = { thumbsRating: true, suggestEdit: false, raiseIssue: false };

describe('where the ratings go', () => {
	it('to feedback.url, to the loaded analytics providers, or nowhere (and then it is not shown)', () => {
		expect(thumbsDestination({ ...settings, url: 'https://f.example.com/r' }, undefined)).toEqual({ url: 'https://f.example.com/r' });
		expect(thumbsDestination(settings, analyticsSetup({ ga4: { measurementId: 'G-1' } }))).toEqual({});
		// A chat widget takes no events.
		expect(thumbsDestination(settings, analyticsSetup({}, { intercom: { appId: 'abc123' } }))).toBeUndefined();
		expect(thumbsDestination(settings, undefined)).toBeUndefined();
		expect(thumbsDestination({ ...settings, thumbsRating: false, url: 'https://f.example.com/r' }, undefined)).toBeUndefined();
	});

	it('asked for with nowhere to go: the build says so, at the key', async () => {
		const folder = folderWith({
			'docs.json': JSON.stringify(
				{ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] }, feedback: { thumbsRating: true } },
				null,
				2,
			),
			'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nHello.\n',
		});
		const { problems } = await loadSite(resolveDocsPaths(folder, folder), false, { analytics: true });
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"warning: docs.json:13:5 feedback.thumbsRating: the thumbs rating is not shown: its ratings would go nowhere, as no analytics provider is loaded and no "feedback.url" is set
			  fix: configure an analytics provider in "integrations" (and build without ANALYTICS=off), or set "feedback.url"
			0 errors, 1 warning"
		`);
	});
});
