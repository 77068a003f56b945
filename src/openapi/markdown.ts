import sanitizeHtml from 'sanitize-html';
import { markdownToHtml } from 'satteri';

/**
 * Markdown from a spec as safe HTML. A spec is third-party data: its Markdown may carry raw
 * HTML, so the result keeps only formatting tags and http(s)/mailto/relative links; no script,
 * no event handler, no `javascript:` URL gets through.
 */
export function specMarkdownToHtml(
	markdown: string | undefined,
	/**
	 * `nested`: a description inside a page's sections (h2), its headings shifted below them;
	 * `page`: text at the top of a page's content (`x-mint.content`), its headings as written, h1 as h2.
	 */
	headings: 'nested' | 'page' = 'nested',
): string | undefined {
	if (!markdown || markdown.trim() === '') return undefined;
	return sanitizeHtml(markdownToHtml(markdown).html, {
		allowedTags: [
			'p',
			'br',
			'hr',
			'strong',
			'b',
			'em',
			'i',
			'code',
			'pre',
			'a',
			'ul',
			'ol',
			'li',
			'blockquote',
			'h2',
			'h3',
			'h4',
			'h5',
			'h6',
			'table',
			'thead',
			'tbody',
			'tr',
			'th',
			'td',
			'del',
			's',
			'sup',
			'sub',
			'kbd',
		],
		allowedAttributes: { a: ['href', 'title', 'rel', 'target'], code: ['class'], th: ['align'], td: ['align'] },
		allowedSchemes: ['http', 'https', 'mailto'],
		allowProtocolRelative: false,
		transformTags: {
			// Headings of a description sit inside a page's sections (h2): shifted, in order.
			...(headings === 'nested' ? { h1: 'h3', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6' } : { h1: 'h2' }),
			a: (tagName, attributes) => ({
				tagName,
				attribs: /^https?:/i.test(attributes.href ?? '') ? { ...attributes, rel: 'noopener noreferrer', target: '_blank' } : attributes,
			}),
		},
	}).trim();
}
