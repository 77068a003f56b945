import { readFileSync } from 'node:fs';
import { everyPage, type BrokenLink } from '../postbuild/link-check.ts';
import type { Problem } from '../problems/problem.ts';
import type { SiteModel } from '../site/load-site.ts';

/**
 * The broken links of the built site as problems of the pages that hold them: the page's file,
 * and the first line of its source that has the link, when the link is written there as it is
 * in the HTML (or without the base path). A link of the chrome, on every page, is the config's.
 */
export function brokenLinkProblems(broken: readonly BrokenLink[], site: SiteModel, base: string, severity: Problem['severity']): Problem[] {
	const byHref = new Map(Object.values(site.pages).map((page) => [page.href, page]));
	const sources = new Map<string, string[]>();
	const linesOf = (file: string) => {
		let lines = sources.get(file);
		if (!lines) {
			lines = readLines(file);
			sources.set(file, lines);
		}
		return lines;
	};
	return broken.map((link) => {
		if (link.source === everyPage) {
			const place = lineOf(linesOf(site.configFile), withoutBase(link.target, base));
			return {
				severity,
				file: site.configFile,
				...(place ? { line: place } : {}),
				message: `broken link "${link.target}" on every page: ${link.reason}`,
				hint: 'correct the link in the config (logo, top bar, footer, banner), or add the page or file it leads to',
			};
		}
		const page = byHref.get(siteHref(link.source, base));
		const place = page && !page.generated ? lineOf(linesOf(page.file), withoutBase(link.target, base)) : undefined;
		return {
			severity,
			file: page?.file ?? link.source,
			...(place ? { line: place } : {}),
			message: `broken link "${link.target}": ${link.reason}`,
			hint: 'correct the link, or add the page or file it leads to',
		};
	});
}

/** `/docs/guides/setup` under the base `/docs/` -> `/guides/setup`. */
function siteHref(source: string, base: string): string {
	if (source === base.replace(/\/$/, '')) return '/';
	return source.startsWith(base) ? `/${source.slice(base.length)}` : source;
}

function withoutBase(target: string, base: string): string[] {
	return base !== '/' && target.startsWith(base) ? [target, `/${target.slice(base.length)}`] : [target];
}

function readLines(file: string): string[] {
	try {
		return readFileSync(file, 'utf8').split('\n');
	} catch {
		return [];
	}
}

function lineOf(lines: readonly string[], candidates: readonly string[]): number | undefined {
	const index = lines.findIndex((line) => candidates.some((candidate) => line.includes(candidate)));
	return index === -1 ? undefined : index + 1;
}
