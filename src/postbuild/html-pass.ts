import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { listFiles } from './built-files.ts';
import { createPolicyWriter } from './csp.ts';
import { createLinkCheck, type BrokenLink } from './link-check.ts';
import { forEachWithTurns } from './event-loop-turns.ts';
import { pageAnalyses } from './page-analysis.ts';

/**
 * The one pass over the built HTML files: each is read once, gets its Content-Security-Policy and
 * is written back, and its links are checked (`checkLinks`). What the pass reads of a page is
 * kept for the next build (./page-analysis.ts). Returns the broken links and the site's policy.
 * Lets the event loop run between pages, as the Markdown copies do.
 */
export async function passOverHtml(
	context: PostBuildContext,
	checkLinks: boolean,
	/** Files being written while the pass goes on (the Markdown copies), which links may lead to. */
	comingFiles: readonly string[] = [],
): Promise<{ broken: BrokenLink[]; policy: string }> {
	const listed = listFiles(context.outDir);
	const known = new Set(listed);
	const files = [...listed, ...comingFiles.filter((file) => !known.has(file))];
	const policies = createPolicyWriter(context);
	const links = checkLinks ? createLinkCheck(context, files) : undefined;
	const analyses = pageAnalyses(context.cacheDir);
	await forEachWithTurns(
		files.filter((name) => name.endsWith('.html')),
		(file) => {
			const path = join(context.outDir, file);
			const html = readFileSync(path, 'utf8');
			// Read once for both; the policy's <meta> adds no link.
			const { sources, links: pageLinks } = analyses.of(html);
			writeFileSync(path, policies.page(html, sources));
			links?.page(file, pageLinks);
		},
	);
	analyses.save();
	return { broken: links?.broken() ?? [], policy: policies.finish() };
}
