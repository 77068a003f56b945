/// <reference types="astro/client" />

declare module 'virtual:trellis/site' {
	const state: import('./integration/site-state.ts').SiteState;
	export default state;
}
