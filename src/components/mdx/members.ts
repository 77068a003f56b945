import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

/**
 * Components with a dotted name (`Tree.Folder`) as MDX reads them: `<Tree.Folder>` is the member
 * `Folder` of the component `Tree`. Each is set on the component before its dot; the dotted key
 * stays too, for the code that reads components by their catalogue name.
 */
export function withMembers<Components extends Record<string, AstroComponentFactory>>(components: Components): Components {
	for (const [name, component] of Object.entries(components)) {
		const dot = name.indexOf('.');
		if (dot < 0) continue;
		const root = components[name.slice(0, dot)];
		if (root) Object.defineProperty(root, name.slice(dot + 1), { value: component, enumerable: true });
	}
	return components;
}
