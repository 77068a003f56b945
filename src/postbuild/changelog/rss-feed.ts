import { escapeHtml } from '../../html/escaping.ts';
import type { UpdateEntry } from './update-entries.ts';

/** The channel of a changelog's feed: the page it is made from. */
export interface FeedChannel {
	title: string;
	/** The page's public URL. */
	link: string;
	description: string;
	/** The feed's own public URL. */
	self: string;
	language?: string | undefined;
}

/** One entry of the feed. */
export interface FeedItem {
	title: string;
	/** Public URL of the entry on the page: the page and its anchor. */
	link: string;
	/** A day: `2026-04-14`, or the first of a month for `2026-04`. */
	date?: string | undefined;
	/** HTML (./feed-html.ts); none when the entry has no text. */
	html?: string | undefined;
	categories: string[];
}

/**
 * The entries of a changelog's feed, as Mintlify documents them (its `Update` component): an
 * `Update` with `rss` is one entry, its title and description those of `rss` (the label, and the
 * content, for what it leaves out); else an `Update` with headings in its content is one entry per
 * heading of the highest level there (what precedes the first is an entry of its own, under the
 * label); else one entry under its label, the description first. Each links to its anchor on the
 * page and has the date of its `Update`, when the label or the description is one, and its tags as
 * categories.
 */
export function feedItems(entries: readonly UpdateEntry[], pageUrl: string): FeedItem[] {
	return entries.flatMap((entry) => {
		const shared = { date: entry.date, categories: entry.tags };
		const whole = () => {
			const description = entry.description ? `<p>${escapeHtml(entry.description)}</p>` : '';
			return nonEmpty(description + entry.parts.map(partHtml).join(''));
		};
		if (entry.rss)
			return [
				{
					title: entry.rss.title ?? entry.label,
					link: `${pageUrl}#${entry.id}`,
					html: entry.rss.description !== undefined ? nonEmpty(escapeHtml(entry.rss.description)) : whole(),
					...shared,
				},
			];
		if (!entry.parts.some((part) => part.heading))
			return [{ title: entry.label, link: `${pageUrl}#${entry.id}`, html: whole(), ...shared }];
		return entry.parts.map((part) =>
			part.heading
				? { title: part.heading.text, link: `${pageUrl}#${part.heading.id}`, html: nonEmpty(part.html), ...shared }
				: { title: entry.label, link: `${pageUrl}#${entry.id}`, html: nonEmpty(part.html), ...shared },
		);
	});
}

function partHtml(part: { heading: { text: string } | undefined; html: string }): string {
	return `${part.heading ? `<h2>${escapeHtml(part.heading.text)}</h2>` : ''}${part.html}`;
}

function nonEmpty(html: string): string | undefined {
	return html.trim() === '' ? undefined : html;
}

/**
 * An RSS 2.0 document (https://www.rssboard.org/rss-specification) of a channel and its items, in
 * their order. Every text is escaped as XML (the items' HTML too, as RSS carries it in
 * `<description>`), and characters XML cannot hold are left out. No build date: two builds of the
 * same pages write the same feed.
 */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
	const lines = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
		'  <channel>',
		`    <title>${xmlText(channel.title)}</title>`,
		`    <link>${xmlText(channel.link)}</link>`,
		`    <description>${xmlText(channel.description)}</description>`,
		...(channel.language ? [`    <language>${xmlText(channel.language)}</language>`] : []),
		'    <generator>Trellis</generator>',
		`    <atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
	];
	for (const item of items) {
		lines.push(
			'    <item>',
			`      <title>${xmlText(item.title)}</title>`,
			`      <link>${xmlText(item.link)}</link>`,
			`      <guid isPermaLink="true">${xmlText(item.link)}</guid>`,
		);
		const date = item.date && rfc822Date(item.date);
		if (date) lines.push(`      <pubDate>${date}</pubDate>`);
		for (const category of item.categories) lines.push(`      <category>${xmlText(category)}</category>`);
		if (item.html) lines.push(`      <description>${xmlText(item.html)}</description>`);
		lines.push('    </item>');
	}
	lines.push('  </channel>', '</rss>', '');
	return lines.join('\n');
}

/** `2026-04-14` (or `2026-04`, its first day) as RSS writes dates: `Tue, 14 Apr 2026 00:00:00 GMT`. */
function rfc822Date(date: string): string | undefined {
	const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(date);
	if (!match) return undefined;
	return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1))).toUTCString();
}

/** Text as XML content or a quoted attribute value: escaped, without the characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE and U+FFFF). */
function xmlText(text: string): string {
	return escapeHtml(text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));
}
