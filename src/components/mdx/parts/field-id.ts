import { slug } from 'github-slugger';

/**
 * A page-unique id for a parameter or response field: `param-limit`, `response-plant-id`; a
 * second field of the same name on the page gets `-2`, and so on. Ids are numbered in render
 * order, so they stay the same from build to build. `used` is the page's own set (Astro.locals).
 */
export function fieldId(prefix: string, name: string, used: Set<string>): string {
	const base = `${prefix}-${slug(name) || 'field'}`;
	let id = base;
	for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
	used.add(id);
	return id;
}

/** The set of field ids already given on the page being rendered. */
export function usedFieldIds(locals: object): Set<string> {
	const store = locals as { trellisFieldIds?: Set<string> };
	store.trellisFieldIds ??= new Set();
	return store.trellisFieldIds;
}

/** A default value as the author would write it: strings as they are, anything else as JSON. */
export function formatDefault(value: unknown): string {
	return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}
