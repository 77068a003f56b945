import type { Problem } from '../problems/problem.ts';
import { formatJsonPath, locate, type JsonSource } from '../files/json-source.ts';
import type { DocsConfig } from './site-config.ts';
import { feedbackWithoutRepository, problemAt } from '../problems/catalogue.ts';

/**
 * `feedback.suggestEdit` and `feedback.raiseIssue` link to the docs' GitHub repository. Without
 * one the links cannot be made: said once, at the first key set, rather than showing nothing.
 */
export function feedbackProblems(config: DocsConfig, source: JsonSource): Problem[] {
	const asked = (['suggestEdit', 'raiseIssue'] as const).filter((key) => config.legacy?.feedback[key]);
	if (asked.length === 0 || config.legacy?.repository) return [];
	const path = ['feedback', asked[0]!];
	const links = asked.map((key) => (key === 'suggestEdit' ? '"Suggest edits"' : '"Raise issue"'));
	const place = { file: source.file, ...locate(source, path), jsonPath: formatJsonPath(path) };
	return [problemAt(feedbackWithoutRepository, place, { links })];
}
