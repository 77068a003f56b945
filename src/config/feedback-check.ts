import type { Problem } from '../problems/problem.ts';
import { formatJsonPath, locate, type JsonSource } from '../files/json-source.ts';
import type { DocsConfig } from './site-config.ts';
import { feedbackSettings } from './feedback-settings.ts';
import { feedbackWithoutRepository, problemAt } from '../problems/catalogue.ts';

/**
 * `feedback.suggestEdit` and `feedback.raiseIssue` (either format) link to the docs' GitHub repository. Without
 * one the links cannot be made: said once, at the first key set, rather than showing nothing.
 */
export function feedbackProblems(config: DocsConfig, source: JsonSource): Problem[] {
	const settings = feedbackSettings(config);
	const asked = (['suggestEdit', 'raiseIssue'] as const).filter((key) => settings[key]);
	if (asked.length === 0 || settings.repository) return [];
	const path = ['feedback', asked[0]!];
	const links = asked.map((key) => (key === 'suggestEdit' ? '"Suggest edits"' : '"Raise issue"'));
	const place = { file: source.file, ...locate(source, path), jsonPath: formatJsonPath(path) };
	return [problemAt(feedbackWithoutRepository, place, { links, current: !config.legacy })];
}
