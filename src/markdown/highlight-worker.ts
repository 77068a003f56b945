import { parentPort, workerData } from 'node:worker_threads';
import { satteriCreateHighlightFn } from '@astrojs/markdown-satteri';
import { hastToHtml } from 'shiki';
import { codeBlockTransformers } from './code-blocks.ts';
import { languageRegistrations } from './fence-languages.ts';
import { shikiTheme } from './highlight.ts';
import { twoslashTransformer } from './twoslash.ts';
import type { HighlightReply, HighlightRequest, HighlightSettings } from './highlight-thread.ts';

/**
 * The thread that highlights the code blocks of the pages (./highlight-thread.ts): Astro's Shiki
 * highlighter with the site's two code themes and the block transformers, each block given back
 * as HTML.
 */
const settings = workerData as HighlightSettings;
const highlighter = (async () =>
	satteriCreateHighlightFn(
		{ type: 'shiki', excludeLangs: [...settings.excludeLangs] },
		{
			themes: { light: shikiTheme(settings.themes.light), dark: shikiTheme(settings.themes.dark) },
			langs: await languageRegistrations(settings.languages),
			defaultColor: false,
			// Twoslash's types first (it takes its notations out of the code); then the notation comments, titles
			// and icons, highlighted and focused lines, the copy and expand buttons.
			transformers: [twoslashTransformer(), ...codeBlockTransformers({ iconLibrary: settings.iconLibrary, base: settings.base })],
		},
	))();

async function highlightedHtml({ code, lang, meta }: HighlightRequest): Promise<string> {
	const highlight = await highlighter;
	if (!highlight) throw new Error('code highlighting: Shiki did not start');
	const node = await highlight(code, lang, meta);
	// The same tree; Shiki's types name their own copy of @types/hast. `&lt;` and `&amp;` as the compiler writes them.
	return node ? hastToHtml(node as Parameters<typeof hastToHtml>[0], { characterReferences: { useNamedReferences: true } }) : '';
}

parentPort?.on('message', (request: HighlightRequest) => {
	highlightedHtml(request).then(
		(html) => parentPort?.postMessage({ id: request.id, html } satisfies HighlightReply),
		(error: unknown) =>
			parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies HighlightReply),
	);
});
