import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';

/**
 * The text a `<Prompt>` copies and opens in Cursor: its content as Markdown, as the author wrote
 * it (a heading stays `# ...`, bold stays `**...**`), read back from the HTML its content renders to.
 */
export function promptText(html: string): string {
	const mdast = toMdast(fromHtml(html, { fragment: true }));
	return toMarkdown(mdast, { bullet: '-', rule: '-', extensions: [gfmToMarkdown({ tablePipeAlign: false })] }).trim();
}

/** Cursor's link that opens its chat with a prompt filled in (the user reviews it before it runs). */
export function cursorPromptUrl(prompt: string): string {
	return `https://cursor.com/link/prompt?text=${encodeURIComponent(prompt)}`;
}
