import { markdownText } from './markdown-copies/markdown-text.ts';

/** Mintlify's bound on a generated llms.txt, in characters. */
const llmsTxtLimit = 100_000;

/** Mintlify's bound on a page's description in llms.txt. */
const descriptionLength = 300;

/** One page line of llms.txt: its link (Markdown, escaped), its description as written, its top-level group. */
interface LlmsEntry {
	link: string;
	description: string;
	group: string | undefined;
}

/** llms.txt in three parts: the lines before the pages, the pages, the lines after them (specs, external links). */
export interface LlmsParts {
	head: string[];
	entries: LlmsEntry[];
	tail: string[];
	/** Where the file with every page is (llms-full.txt), named in the note when pages are left out. */
	fullHref: string;
}

/**
 * llms.txt within `limit` characters, as Mintlify bounds it: every page with descriptions of at
 * most 300 characters when that fits; else the descriptions shortened as much as needed; else no
 * descriptions and the last pages in navigation order left out, with a note at the end that says
 * how many pages of which groups are missing and where they all are.
 */
export function fitLlmsTxt(parts: LlmsParts, limit = llmsTxtLimit): string {
	const all = parts.entries.length;
	const full = render(parts, limit, descriptionLength, all);
	if (full.length <= limit) return full;
	// The longest descriptions that fit; the length of the file grows with theirs.
	if (render(parts, limit, 0, all).length <= limit) {
		const longest = largest(0, descriptionLength, (length) => render(parts, limit, length, all).length <= limit);
		return render(parts, limit, longest, all);
	}
	const kept = largest(0, all, (count) => render(parts, limit, 0, count).length <= limit);
	return render(parts, limit, 0, kept);
}

/** The largest n in [low, high] for which `fits` holds, `fits(low)` given (it holds up to some n and not after). */
function largest(low: number, high: number, fits: (n: number) => boolean): number {
	while (low < high) {
		const middle = Math.ceil((low + high) / 2);
		if (fits(middle)) low = middle;
		else high = middle - 1;
	}
	return low;
}

/** The file with the first `kept` pages (at most `limit` characters said in the note), their descriptions cut at `length` characters (none at 0). */
function render(parts: LlmsParts, limit: number, length: number, kept: number): string {
	const lines = [...parts.head];
	let group: string | undefined | null = null;
	for (const entry of parts.entries.slice(0, kept)) {
		if (entry.group !== group) {
			if (group !== null) lines.push('');
			lines.push(`## ${markdownText(entry.group ?? 'Pages')}`, '');
			group = entry.group;
		}
		const about = length > 0 ? shortDescription(entry.description, length) : '';
		lines.push(`- ${entry.link}${about ? `: ${markdownText(about)}` : ''}`);
	}
	if (parts.tail.length > 0) lines.push('', ...parts.tail);
	const left = parts.entries.slice(kept);
	if (left.length > 0) lines.push('', omittedNote(left, parts.entries.length, parts.fullHref, limit));
	return `${lines.join('\n').trimEnd()}\n`;
}

/** The note on the pages left out: how many of which groups, and the file that has them. */
function omittedNote(left: LlmsEntry[], total: number, fullHref: string, limit: number): string {
	const byGroup = new Map<string, number>();
	for (const { group } of left) byGroup.set(group ?? 'Pages', (byGroup.get(group ?? 'Pages') ?? 0) + 1);
	const groups = [...byGroup].map(([group, count]) => `${markdownText(group)} (${count})`).join(', ');
	return `> ${left.length} of ${total} pages are left out to keep this file under ${limit.toLocaleString('en-US')} characters: ${groups}. Every page is in [llms-full.txt](${fullHref}).`;
}

/** The first paragraph of a text, on one line. */
export function firstParagraph(text: string): string {
	return (text.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

/** A description cut at `length` characters, an ellipsis marking the cut. */
function shortDescription(text: string, length: number): string {
	return text.length <= length ? text : `${text.slice(0, Math.max(0, length - 1)).trimEnd()}…`;
}
