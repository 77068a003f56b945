import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { satteri } from '@astrojs/markdown-satteri';
import type { AstroIntegration, HookParameters } from 'astro';
import { baseLinks } from '../markdown/base-links.ts';
import type { HastPluginEntry } from 'satteri';
import { examplesColumn } from '../markdown/examples-column.ts';
import { markdownFeatures } from '../markdown/features.ts';
import { headingAnchors } from '../markdown/heading-anchors.ts';
import { frameVideos } from '../markdown/frame-videos.ts';
import { mathFormulas } from '../markdown/math.ts';
import { mermaidBlocks } from '../markdown/mermaid.ts';
import { relativeLinks } from '../markdown/relative-links.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';

/** What the bundler says of a warning, as far as the filter below reads it. */
interface BundlerWarning {
	code?: string;
	message: string;
}

/** What an integration may set in Astro's config, from its config:setup hook. */
type ConfigUpdate = Parameters<HookParameters<'astro:config:setup'>['updateConfig']>[0];

/**
 * What the engine sets in Astro's config, so that a project's astro.config.mjs only adds the
 * integration: where the site is published (SITE_URL, BASE_PATH: valid values only, the
 * integration reports wrong ones), the build cache of the docs folder, MDX, the Markdown
 * plugins, the code themes and the bundler's options.
 */
export function engineConfig(options: {
	paths: DocsPaths;
	settings: Pick<BuildSettings, 'site' | 'base'>;
	cacheDir: string;
	/** Astro's project folder. */
	root: string;
	/** The code highlighting step, the last of the hast plugins (src/markdown/code-highlight.ts). */
	highlighting: HastPluginEntry;
}): ConfigUpdate {
	const { paths, settings, cacheDir, root, highlighting } = options;
	return {
		...(settings.site ? { site: settings.site } : {}),
		...(settings.base ? { base: settings.base } : {}),
		// Astro's own cache keeps the pages' paths relative to its root: one per root, so that the
		// repository's astro.config.mjs and the command line (src/cli/engine.ts) never read each other's.
		cacheDir: pathToFileURL(`${cacheDir}/astro-${createHash('sha256').update(root).digest('hex').slice(0, 8)}/`),
		// After MDX, whose JSX renderer then takes every component it can before the plain-value one is asked.
		// React renders the components of the docs' .jsx and .tsx files, and hydrates those that need the
		// browser (src/integration/react-islands.ts): only the pages that use one load it.
		integrations: [
			// Static parts of a page (prose, highlighted code) become HTML strings at compile time instead of
			// one JSX call per element: a 1,000-page build compiles and renders in a third less time.
			mdx({ optimize: true }),
			reactComponents(),
			plainValueRenderer(),
		],
		markdown: {
			processor: satteri({
				features: markdownFeatures,
				// In order; the examples column last: it moves what the others have made.
				// relativeLinks turns links relative to a page's file into links from the site root;
				// baseLinks then puts BASE_PATH in front of them.
				hastPlugins: [
					headingAnchors,
					frameVideos,
					mermaidBlocks,
					mathFormulas,
					examplesColumn,
					relativeLinks(paths.pagesRoot),
					baseLinks(settings.base ?? '/'),
					highlighting,
				],
			}),
			// Highlighted by the last of the hast plugins above (src/markdown/code-highlight.ts).
			syntaxHighlight: false,
		},
		devToolbar: { enabled: false },
		// A page whose content, and the code and site model it renders with, are as in the previous
		// build is copied from that build's output instead of rendered again (src/routes/[...slug].astro).
		experimental: { incrementalBuild: true },
		vite: {
			// Scripts as files, never inlined: pages then work under a strict Content-Security-Policy.
			// Mermaid's chunk is large, but only pages with a diagram load it, and only when it is near the screen.
			build: {
				assetsInlineLimit: 0,
				chunkSizeWarningLimit: 2000,
				rollupOptions: {
					// Silenced, so that real warnings stand out: Astro marks every MDX page with a "use
					// astro:head-inject" directive that the bundler warns about, harmlessly, once per page;
					// and every snippet is loaded on demand for <Snippet file> (virtual:trellis/snippets),
					// so the bundler says the same of each snippet a page also imports.
					onwarn(warning: BundlerWarning, warn: (warning: BundlerWarning) => void) {
						if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
						if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('virtual:trellis/snippets')) return;
						warn(warning);
					},
				},
			},
		},
	};
}

/**
 * Snippet components that return nothing or text, as React allows (src/rendering/plain-value-renderer.ts):
 * an integration of its own, so that its renderer comes after Astro's JSX renderer and is only
 * asked about components that one declined.
 */
function plainValueRenderer(): AstroIntegration {
	return {
		name: 'trellis:plain-values',
		hooks: {
			'astro:config:setup': ({ addRenderer }) => {
				addRenderer({ name: 'trellis:plain-values', serverEntrypoint: new URL('../rendering/plain-value-renderer.ts', import.meta.url) });
			},
		},
	};
}

/**
 * Astro's React integration, with React's server renderer wrapped so that a component that throws
 * is named in the page's problem (src/rendering/react-renderer.ts).
 */
function reactComponents(): AstroIntegration {
	const integration = react();
	const setup = integration.hooks['astro:config:setup'];
	const renderer = new URL('../rendering/react-renderer.ts', import.meta.url);
	return {
		...integration,
		hooks: {
			...integration.hooks,
			'astro:config:setup': (options) =>
				setup?.({ ...options, addRenderer: (added) => options.addRenderer({ ...added, serverEntrypoint: renderer }) }),
		},
	};
}
