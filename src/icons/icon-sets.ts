import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';

const require = createRequire(import.meta.url);

/** The icon sets, loaded once on first use: Font Awesome 6 free styles and Lucide. */
export type IconSetName = 'fa-solid' | 'fa-regular' | 'fa-brands' | 'lucide';

// Each set's package named in full, so that the packages the engine needs can be read from its source.
const packages: Record<IconSetName, () => unknown> = {
	'fa-solid': () => require('@iconify-json/fa6-solid/icons.json'),
	'fa-regular': () => require('@iconify-json/fa6-regular/icons.json'),
	'fa-brands': () => require('@iconify-json/fa6-brands/icons.json'),
	lucide: () => require('@iconify-json/lucide/icons.json'),
};

const loaded = new Map<IconSetName, IconifyJSON>();

export function iconSet(name: IconSetName): IconifyJSON {
	let set = loaded.get(name);
	if (!set) {
		set = packages[name]() as IconifyJSON;
		loaded.set(name, set);
	}
	return set;
}

let allNames: string[] | undefined;

/** Every icon name of every set, for "did you mean" suggestions. */
export function knownIconNames(): string[] {
	allNames ??= [
		...new Set(
			(Object.keys(packages) as IconSetName[]).flatMap((name) => {
				const set = iconSet(name);
				return [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})];
			}),
		),
	];
	return allNames;
}
