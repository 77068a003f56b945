// @ts-check
import mdx from '@astrojs/mdx';
import { satteri } from '@astrojs/markdown-satteri';
import { defineConfig } from 'astro/config';
import trellis from './src/integration/index.ts';
import { headingAnchors } from './src/markdown/heading-anchors.ts';
import { cacheDirFor } from './src/site/docs-paths.ts';

const projectRoot = new URL('.', import.meta.url).pathname;

export default defineConfig({
	integrations: [trellis(), mdx()],
	cacheDir: cacheDirFor(projectRoot),
	markdown: {
		processor: satteri({ hastPlugins: [headingAnchors] }),
		shikiConfig: {
			// The -default variants keep every token colour at WCAG AA contrast.
			themes: { light: 'github-light-default', dark: 'github-dark-default' },
			defaultColor: false,
		},
	},
	devToolbar: { enabled: false },
	vite: {
		// Scripts as files, never inlined: pages then work under a strict Content-Security-Policy.
		build: { assetsInlineLimit: 0 },
	},
});
