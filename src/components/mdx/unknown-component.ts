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

/**
 * A stand-in for a dotted name no component has (`<Foo.Bar>`, `<Tree.Item>`): MDX reads it as the
 * member `Bar` of `Foo`, so each missing part of the path is given a stand-in. A member added to
 * a built-in component is seen only by pages that write that name, which want the stand-in.
 */
export function addUnknownMember(components: Record<string, unknown>, name: string): void {
	const [root, ...members] = name.split('.');
	let owner = (components[root!] ??= unknownComponent(root!)) as Record<string, unknown>;
	members.forEach((member, index) => {
		const path = [root, ...members.slice(0, index + 1)].join('.');
		if (!(member in owner)) Object.defineProperty(owner, member, { value: unknownComponent(path), enumerable: true });
		owner = owner[member] as Record<string, unknown>;
	});
}
