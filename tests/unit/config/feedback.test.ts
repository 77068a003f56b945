import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { configWithNavigation } from '../support/config-text.ts';
import { feedbackSettings } from '../../../src/config/feedback-settings.ts';
import { feedbackLinks } from '../../../src/site/repository.ts';

/**
 * `feedback.suggestEdit` and `feedback.raiseIssue` link to the docs' GitHub repository: when
 * none is known, the loader says so, at the key, with the fix, instead of showing nothing.
 */

function report(text: string): string {
	return formatProblems(validateConfigText('/tmp/docs.json', text).problems, '/tmp');
}

describe('feedback links without a GitHub repository', () => {
	it('warns at suggestEdit, naming both links and where to give the repository', () => {
		expect(report(configWithNavigation('"feedback": {"suggestEdit": true, "raiseIssue": true}'))).toMatchInlineSnapshot(`
			"warning: docs.json:4:16 feedback.suggestEdit: no GitHub repository is known, so the "Suggest edits" and "Raise issue" links are not shown
			  fix: name the repository: "topbarCtaButton": {"type": "github", "url": "https://github.com/owner/repo"}, or "footerSocials": {"github": "https://github.com/owner/repo"}
			0 errors, 1 warning"
		`);
	});

	it('names only the link asked for', () => {
		expect(report(configWithNavigation('"feedback": {"raiseIssue": true}'))).toMatchInlineSnapshot(`
			"warning: docs.json:4:16 feedback.raiseIssue: no GitHub repository is known, so the "Raise issue" link is not shown
			  fix: name the repository: "topbarCtaButton": {"type": "github", "url": "https://github.com/owner/repo"}, or "footerSocials": {"github": "https://github.com/owner/repo"}
			0 errors, 1 warning"
		`);
	});

	it('still warns beside unknown keys, which are dropped before the config is used', () => {
		const problems = validateConfigText(
			'/tmp/docs.json',
			configWithNavigation('"feedbak": {}', '"feedback": {"suggestEdit": true}'),
		).problems;
		expect(problems.map((problem) => [problem.severity, problem.jsonPath])).toEqual([
			['warning', 'feedbak'],
			['warning', 'feedback.suggestEdit'],
		]);
	});

	it('a link to a GitHub page that is not a repository does not count', () => {
		const text = configWithNavigation('"footerSocials": {"github": "https://github.com/plantstore"}', '"feedback": {"suggestEdit": true}');
		expect(validateConfigText('/tmp/docs.json', text).problems.map((problem) => problem.jsonPath)).toEqual(['feedback.suggestEdit']);
	});

	it.each([
		['a GitHub button', '"topbarCtaButton": {"type": "github", "url": "https://github.com/trellis-docs/plant-store"}'],
		['footerSocials.github', '"footerSocials": {"github": "https://github.com/trellis-docs/plant-store"}'],
		['footerSocials as a list', '"footerSocials": [{"type": "github", "url": "https://github.com/trellis-docs/plant-store"}]'],
		['footer.socials.github', '"footer": {"socials": {"github": "https://github.com/trellis-docs/plant-store"}}'],
	])('is quiet when the repository comes from %s', (_, member) => {
		expect(
			validateConfigText('/tmp/docs.json', configWithNavigation(member, '"feedback": {"suggestEdit": true, "raiseIssue": true}')).problems,
		).toEqual([]);
	});

	it('is quiet when neither link is asked for', () => {
		expect(validateConfigText('/tmp/docs.json', configWithNavigation('"feedback": {"suggestEdit": false}')).problems).toEqual([]);
	});
});

describe('the current format: feedback, a Trellis extension', () => {
	const current = (extra: object) =>
		JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] }, ...extra }, null, 2);

	it('"Suggest edits" and "Raise issue" lead to the repository of the top bar\'s GitHub link', () => {
		const { config } = validateConfigText(
			'/tmp/docs.json',
			current({
				navbar: { links: [{ type: 'github', href: 'https://github.com/acme/docs' }] },
				feedback: { suggestEdit: true, raiseIssue: true },
			}),
		);
		expect(feedbackLinks(config!, '/tmp/guides/setup.mdx', '/tmp', '/guides/setup')).toEqual({
			edit: 'https://github.com/acme/docs/edit/main/guides/setup.mdx',
			issue: 'https://github.com/acme/docs/issues/new?title=Issue+on+docs+page+%2Fguides%2Fsetup&body=Path%3A+%2Fguides%2Fsetup',
		});
		expect(
			feedbackSettings(
				validateConfigText('/tmp/docs.json', current({ footer: { socials: { github: 'https://github.com/acme/site' } } })).config!,
			).repository,
		).toBe('https://github.com/acme/site');
	});

	it('without a repository, the warning says where the current format names one', () => {
		expect(formatProblems(validateConfigText('/tmp/docs.json', current({ feedback: { raiseIssue: true } })).problems, '/tmp'))
			.toMatchInlineSnapshot(`
			"warning: docs.json:13:5 feedback.raiseIssue: no GitHub repository is known, so the "Raise issue" link is not shown
			  fix: name the repository: a "navbar" link {"type": "github", "href": "https://github.com/owner/repo"}, or "footer": {"socials": {"github": "https://github.com/owner/repo"}}
			0 errors, 1 warning"
		`);
	});

	it('feedback.url must be an https address', () => {
		for (const url of ['javascript:alert(1)', 'http://feedback.example.com', 'feedback.example.com'])
			expect(validateConfigText('/tmp/docs.json', current({ feedback: { thumbsRating: true, url } })).problems[0]?.message, url).toMatch(
				/^expected an https address the ratings are POSTed to/,
			);
	});
});
