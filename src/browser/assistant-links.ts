/** Assistants that take a question in their address, and the question a page's contextual menu asks them. */

/** Assistants that take a question in their address. */
export const assistants: Record<string, { title: string; url: string }> = {
	chatgpt: { title: 'Open in ChatGPT', url: 'https://chatgpt.com/?hints=search&q=' },
	claude: { title: 'Open in Claude', url: 'https://claude.ai/new?q=' },
	perplexity: { title: 'Open in Perplexity', url: 'https://www.perplexity.ai/search?q=' },
	grok: { title: 'Open in Grok', url: 'https://grok.com/?q=' },
	aistudio: { title: 'Open in AI Studio', url: 'https://aistudio.google.com/prompts/new_chat?prompt=' },
};

/** The question an assistant is asked about a page. */
export function askAbout(pageUrl: string): string {
	return `Read ${pageUrl} so I can ask questions about it.`;
}

/** Where a custom option's link takes the page's Markdown (`$page`): the browser puts it in, encoded, when the menu opens. */
export const pageMarkdownMarker = 'TRELLIS_PAGE_MARKDOWN';
