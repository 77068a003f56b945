import type { Problem } from '../problems/problem.ts';
import { formatJsonPath, locate, type JsonSource } from '../files/json-source.ts';
import type { DocsConfig } from './site-config.ts';

/**
 * `feedback.suggestEdit` and `feedback.raiseIssue` link to the docs' GitHub repository. Without
 * one the links cannot be made: said once, at the first key set, rather than showing nothing.
 */
export function feedbackProblems(config: DocsConfig, source: JsonSource): Problem[] {
	const asked = (['suggestEdit', 'raiseIssue'] as const).filter((key) => config.legacy?.feedback[key]);
	if (asked.length === 0 || config.legacy?.repository) return [];
	const path = ['feedback', asked[0]!];
	const links = asked.map((key) => (key === 'suggestEdit' ? '"Suggest edits"' : '"Raise issue"'));
	return [
		{
			severity: 'warning',
			file: source.file,
			...locate(source, path),
			jsonPath: formatJsonPath(path),
			message: `no GitHub repository is known, so the ${links.join(' and ')} link${links.length > 1 ? 's are' : ' is'} not shown`,
			hint: 'name the repository: "topbarCtaButton": {"type": "github", "url": "https://github.com/owner/repo"}, or "footerSocials": {"github": "https://github.com/owner/repo"}',
		},
	];
}
