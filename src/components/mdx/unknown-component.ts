import { createComponent, render, renderComponent } from 'astro/compiler-runtime';
import UnknownComponent from './UnknownComponent.astro';

/**
 * A stand-in for the component `name`, which Trellis does not have (or whose snippet is missing,
 * `why` says so): renders UnknownComponent with that name and the props and content it was given. Made per name, as MDX looks
 * components up by the name written in the page.
 */
export function unknownComponent(name: string, why?: string) {
	return createComponent(
		(result, props: Record<string, unknown>, slots) =>
			render`${renderComponent(result, 'UnknownComponent', UnknownComponent, { ...props, name, ...(why ? { why } : {}) }, slots)}`,
	);
}
