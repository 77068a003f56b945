import react from '@astrojs/react/server.js';

/** Components React's check has claimed: the others reach the renderer only when nothing claimed them. */
const claimed = new WeakSet<object>();

/**
 * React's server renderer, that refuses what is not a React component. Astro hands it the
 * function components no renderer claimed, guessing that they are React's (a snippet's component
 * that throws, a React component that throws with the props a page gives it): React would run them
 * again, print the exception with its stack and throw it without the component's name. Refused with
 * Astro's own words instead, the page's problem names the component and where the page uses it
 * (src/rendering/render-problem.ts).
 */
const renderer: typeof react = {
	...react,
	async check(Component, ...rest) {
		const isReact = await react.check.call(this, Component, ...rest);
		if (isReact && (typeof Component === 'function' || (typeof Component === 'object' && Component !== null))) claimed.add(Component);
		return isReact;
	},
	async renderToStaticMarkup(Component, props, slots, metadata) {
		if (typeof Component === 'function' && !claimed.has(Component)) {
			throw new Error(`Unable to render \`${metadata?.displayName ?? Component.name}\`: it is not a React component, or it threw`);
		}
		return react.renderToStaticMarkup.call(this, Component, props, slots, metadata);
	},
};

export default renderer;
