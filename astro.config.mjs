// @ts-check
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import { defineConfig } from 'astro/config';
import trellis from './src/integration/index.ts';
import { headingAnchors } from './src/markdown/heading-anchors.ts';
import { baseLinks } from './src/markdown/base-links.ts';
import { relativeLinks } from './src/markdown/relative-links.ts';
import { codeBlockTransformer } from './src/markdown/code-blocks.ts';
import { examplesColumn } from './src/markdown/examples-column.ts';
import { markdownFeatures, unhighlightedLanguages } from './src/markdown/features.ts';
import { mathFormulas } from './src/markdown/math.ts';
import { mermaidBlocks } from './src/markdown/mermaid.ts';
import { codeThemes } from './src/markdown/highlight.ts';
import { cacheDirFor, resolveDocsPaths } from './src/settings/docs-paths.ts';
import { publishingOptions } from './src/settings/env-settings.ts';

const projectRoot = new URL('.', import.meta.url).pathname;
const publishing = publishingOptions();

export default defineConfig({
	// Where the site is published: SITE_URL (https://docs.example.com) for canonical links and the
	// sitemap, BASE_PATH (/docs) to serve it under a sub-path. Both optional; a wrong value is
	// reported by the Trellis integration.
	...publishing,
	integrations: [trellis(), mdx()],
	cacheDir: cacheDirFor(projectRoot),
	markdown: {
		processor: satteri({
			features: markdownFeatures,
			// In order; the examples column last: it moves what the others have made.
			// relativeLinks turns links relative to a page's file into links from the site root;
			// baseLinks then puts BASE_PATH in front of them.
			hastPlugins: [
				headingAnchors,
				mermaidBlocks,
				mathFormulas,
				examplesColumn,
				relativeLinks(resolveDocsPaths(projectRoot).pagesRoot),
				baseLinks(publishing.base ?? '/'),
			],
		}),
		syntaxHighlight: { type: 'shiki', excludeLangs: unhighlightedLanguages },
		shikiConfig: {
			themes: codeThemes,
			defaultColor: false,
			// Titles, highlighted lines and the copy button of every code block.
			transformers: [codeBlockTransformer()],
		},
	},
	devToolbar: { enabled: false },
	vite: {
		// Scripts as files, never inlined: pages then work under a strict Content-Security-Policy.
		// Mermaid's chunk is large, but only pages with a diagram load it, and only when it is near the screen.
		build: {
			assetsInlineLimit: 0,
			chunkSizeWarningLimit: 2000,
			rollupOptions: {
				// Astro marks every MDX page with a "use astro:head-inject" directive that the bundler
				// warns about, harmlessly, once per page: silenced so that real warnings stand out.
				onwarn(warning, warn) {
					if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
					warn(warning);
				},
			},
		},
	},
});
