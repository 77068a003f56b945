import { decodeHtml } from '../html/escaping.ts';
import { specKey } from '../openapi/spec-identity.ts';
import { missingTextProblems, type PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import { didYouMean } from '../problems/suggest.ts';
import type { LoadedAsyncApi } from './load.ts';
import { parseChannelReference } from './sources.ts';
import type { ChannelPageModel } from './types.ts';
import { asyncapiReferenceInvalid, problemAt } from '../problems/catalogue.ts';

/** A channel's one-line description for its page: its summary, else the first paragraph of its description. */
export function channelDescription(channel: ChannelPageModel): string | undefined {
	if (channel.summary) return channel.summary;
	const first = /<p>([\s\S]*?)<\/p>/.exec(channel.descriptionHtml ?? '')?.[1];
	const text = first ? decodeHtml(first.replace(/<[^>]*>/g, '')).trim() : '';
	return text || undefined;
}

type Resolved = { channel: ChannelPageModel } | { problem: Problem } | { unread: true };

/**
 * The channel a page's `asyncapi` frontmatter names. A file that could not be read has its own
 * problem already: its pages are not reported again.
 */
function resolvePage(page: PageFile, specs: readonly LoadedAsyncApi[], unreadFiles: ReadonlySet<string>): Resolved | undefined {
	const value = page.frontmatter.asyncapi;
	if (value === undefined) return undefined;
	const reference = parseChannelReference(value);
	const problem = (message: string, hint?: string): Resolved => ({
		problem: problemAt(asyncapiReferenceInvalid, { file: page.file, line: page.frontmatterLines?.['asyncapi'] ?? 1 }, { message, hint }),
	});
	if (!reference) return problem('asyncapi: expected "file channel", e.g. asyncapi: "asyncapi.yaml chat"');
	if (reference.file && unreadFiles.has(specKey(reference.file))) return { unread: true };
	const candidates = reference.file ? specs.filter((spec) => specKey(spec.source) === specKey(reference.file!)) : specs;
	if (candidates.length === 0) {
		return problem(
			`asyncapi: ${JSON.stringify(value)} names no AsyncAPI file`,
			'write the file before the channel, e.g. asyncapi: "asyncapi.yaml chat", or list the file in "api.asyncapi" of docs.json',
		);
	}
	const channels = candidates.flatMap((spec) => spec.channels);
	const found =
		channels.find((channel) => channel.id === reference.channel) ?? channels.find((channel) => channel.address === reference.channel);
	if (found) return { channel: found };
	const suggestion = didYouMean(
		reference.channel,
		channels.map((channel) => channel.id),
	);
	const ids = channels.map((channel) => `"${channel.id}"`);
	return problem(
		`asyncapi: no channel "${reference.channel}" in ${candidates.map((spec) => spec.source).join(', ')}`,
		suggestion ? `did you mean "${suggestion}"?` : ids.length > 0 ? `its channels are ${ids.slice(0, 8).join(', ')}` : undefined,
	);
}

/**
 * Pages with `asyncapi` frontmatter: their channel's model, and their title, description and
 * sidebar marker from the channel where the frontmatter gives none (pages without either are
 * warned about, as other pages are).
 */
export function frontmatterChannelPages(
	pages: ReadonlyMap<string, PageFile>,
	specs: readonly LoadedAsyncApi[],
	unreadFiles: ReadonlySet<string>,
): { pages: Map<string, PageFile>; models: Map<string, ChannelPageModel>; problems: Problem[] } {
	const result = new Map(pages);
	const models = new Map<string, ChannelPageModel>();
	const problems: Problem[] = [];
	for (const page of pages.values()) {
		if (page.generated) continue;
		const resolved = resolvePage(page, specs, unreadFiles);
		if (!resolved || 'unread' in resolved) continue;
		if ('problem' in resolved) {
			problems.push(resolved.problem);
			continue;
		}
		const { channel } = resolved;
		models.set(page.path, channel);
		const { frontmatter } = page;
		const description = frontmatter.description || channelDescription(channel);
		const filled = { ...frontmatter, title: frontmatter.title || channel.title, ...(description ? { description } : {}) };
		problems.push(...missingTextProblems(page.file, page.path, filled));
		result.set(page.path, { ...page, title: filled.title, frontmatter: filled, apiMarker: channel.marker });
	}
	return { pages: result, models, problems };
}
