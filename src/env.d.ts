/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		/** What the page shows besides its content, set by its route (src/site/route-data.ts). */
		route?: import('./site/route-data.ts').PageRouteData | import('./site/route-data.ts').NotFoundRouteData;
	}
}

declare module 'virtual:trellis/site' {
	const state: import('./integration/site-state.ts').SiteState;
	export default state;
}

declare module 'virtual:trellis/shard' {
	/** The share of the pages a split build renders, or null (src/integration/vite-shard-module.ts). */
	const shard: import('./settings/shard.ts').Shard | null;
	export default shard;
	/** The page files, relative to the pages folder, that another shard renders and this one does not compile. */
	export const elsewhere: string[];
}

declare module 'virtual:trellis/page-files' {
	/** Where the pages are, and which of them the content collection leaves out (src/integration/vite-site-module.ts). */
	const pageFiles: {
		/** The pages folder. */
		root: string;
		/** The files of the pages a lenient build could not compile, relative to the pages root. */
		failed: string[];
	};
	export default pageFiles;
}

declare module 'virtual:trellis/page-keys' {
	/** The engine's fingerprint (src/files/engine-fingerprint.ts): a new engine renders every page again. */
	export const engine: string;
	/** Paths of the pages whose rendering had problems in the previous build (src/integration/vite-page-keys.ts). */
	export function renderAgain(): string[];
	/** By page path, a digest of the files the page imports. */
	export function importsDigest(): Record<string, string>;
}

declare module 'virtual:trellis/snippets' {
	/** Snippet files by path from the docs folder (`snippets/intro.mdx`). */
	const snippets: Record<string, () => Promise<{ default: import('astro').AstroComponentFactory }>>;
	export default snippets;
}

declare module 'virtual:trellis/load-mermaid' {
	/** Loads Mermaid in the browser. */
	const loadMermaid: () => Promise<typeof import('mermaid').default>;
	export default loadMermaid;
}
