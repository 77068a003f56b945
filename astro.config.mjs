// @ts-check
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import trellis from './src/integration/index.ts';

export default defineConfig({
	integrations: [trellis(), mdx()],
	markdown: {
		shikiConfig: {
			themes: { light: 'github-light', dark: 'github-dark' },
			defaultColor: false,
		},
	},
	devToolbar: { enabled: false },
});
