import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { expect } from 'vitest';

/** An item of an RSS feed, its texts as an XML parser decodes them. */
interface RssItem {
	title?: string;
	link?: string;
	guid?: { '#text': string; '@_isPermaLink'?: string };
	pubDate?: string;
	category?: string[];
	description?: string;
}

/** An RSS feed as a reader gets it. */
export interface RssFeed {
	channel: Record<string, unknown>;
	items: RssItem[];
}

/**
 * Reads an RSS feed as a feed reader would, after checking that it is well-formed XML (with an XML
 * declaration, no `]]>` in text, no `<` in an attribute) and RSS 2.0
 * (https://www.rssboard.org/rss-specification): an `<rss version="2.0">` root with one channel that
 * has its required title, link and description, and items that each have a title or a description,
 * and dates as RFC 822 writes them.
 */
export function readRss(xml: string): RssFeed {
	expect(SyntaxValidator.validate(xml, { xmlDeclaraion: { optional: false }, invalidCharSequence: { tagValue: true, attrLt: true } })).toBe(
		true,
	);
	const parser = new XMLParser({
		ignoreAttributes: false,
		isArray: (name) => name === 'item' || name === 'category',
		parseTagValue: false,
	});
	const document = parser.parse(xml) as { rss?: { '@_version'?: string; channel?: unknown } };
	expect(Object.keys(document).filter((key) => key !== '?xml')).toEqual(['rss']);
	expect(document.rss?.['@_version']).toBe('2.0');
	const channel = document.rss?.channel;
	expect(channel, 'one channel').toBeTypeOf('object');
	expect(Array.isArray(channel), 'one channel').toBe(false);
	const { item = [], ...rest } = channel as Record<string, unknown> & { item?: RssItem[] };
	for (const key of ['title', 'link', 'description']) expect(rest[key], `channel ${key}`).toBeTypeOf('string');
	for (const entry of item) {
		expect(entry.title ?? entry.description, 'an item has a title or a description').toBeTypeOf('string');
		if (entry.pubDate !== undefined)
			expect(entry.pubDate).toMatch(/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
	}
	return { channel: rest, items: item };
}
