import type { PagePlacement } from '../navigation/types.ts';
import { withBase } from '../urls/urls.ts';

interface PaginationLink {
	/** Base included. */
	href: string;
	label: string;
}

/** One row of previous and next links: for every version, or for the one named. */
export interface PaginationBlock {
	version: string | undefined;
	prev: PaginationLink | undefined;
	next: PaginationLink | undefined;
}

/**
 * The previous and next pages under a page's content: one row when every version the page is in
 * agrees, one per version otherwise (shown by the version in use); none for a page with neither.
 */
export function paginationBlocks(prevNext: PagePlacement['prevNext']): PaginationBlock[] {
	const entries = Object.entries(prevNext);
	const signature = (value: PagePlacement['prevNext'][string]) => `${value.prev?.href}|${value.next?.href}`;
	const same = entries.every(([, value]) => signature(value) === signature(entries[0]![1]));
	const rows = same
		? entries.slice(0, 1).map(([, value]) => ({ version: undefined, value }))
		: entries.map(([version, value]) => ({ version, value }));
	const link = (target: { href: string; label: string } | undefined) => target && { href: withBase(target.href), label: target.label };
	return rows
		.filter(({ value }) => value.prev || value.next)
		.map(({ version, value }) => ({ version, prev: link(value.prev), next: link(value.next) }));
}
