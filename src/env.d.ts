/// <reference types="astro/client" />

declare module 'virtual:trellis/site' {
	const state: import('./integration/site-state.ts').SiteState;
	export default state;
}

declare module 'virtual:trellis/snippets' {
	/** Snippet files by path from the docs folder (`snippets/intro.mdx`). */
	const snippets: Record<string, () => Promise<{ default: import('astro').AstroComponentFactory }>>;
	export default snippets;
}
