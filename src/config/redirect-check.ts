import type { Problem } from '../problems/problem.ts';
import { formatJsonPath, locate, type JsonSource } from '../files/json-source.ts';
import { problemAt, redirectNotForHost, redirectWithoutPages } from '../problems/catalogue.ts';
import { hostRedirectRule, redirectPagesReason, vercelRedirect } from '../urls/host-redirect-rules.ts';
import type { DocsConfig } from './site-config.ts';

/**
 * The redirects some hosts cannot apply, named at the line of the config that writes each: a
 * build writes every redirect as pages (any host), `_redirects` and `vercel.json`
 * (src/postbuild/), and a reader on a host that cannot say one is not sent on.
 */
export function redirectProblems(config: DocsConfig, source: JsonSource): Problem[] {
	const problems: Problem[] = [];
	(config.redirects ?? []).forEach((redirect, index) => {
		const path = ['redirects', index];
		const place = { file: source.file, ...locate(source, path), jsonPath: formatJsonPath(path) };
		const { source: from, destination } = redirect;
		const pages = redirectPagesReason(redirect);
		if (pages !== undefined) problems.push(problemAt(redirectWithoutPages, place, { source: from, destination, reason: pages }));
		const rule = hostRedirectRule(redirect, '/');
		const vercel = vercelRedirect(redirect, '/');
		const refused = [
			...('reason' in rule ? [{ file: '_redirects', reason: rule.reason }] : []),
			...('reason' in vercel ? [{ file: 'vercel.json', reason: vercel.reason }] : []),
		];
		// The same reason for both files is said once.
		const said =
			refused.length === 2 && refused[0]!.reason === refused[1]!.reason
				? [{ file: '_redirects or vercel.json', reason: refused[0]!.reason }]
				: refused;
		for (const { file, reason } of said)
			problems.push(problemAt(redirectNotForHost, place, { source: from, destination, files: file, reason }));
	});
	return problems;
}
