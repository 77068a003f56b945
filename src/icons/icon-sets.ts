import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';

const require = createRequire(import.meta.url);

/** The icon sets, loaded once on first use: Font Awesome 6 free styles, Lucide and Tabler. */
export type IconSetName = 'fa-solid' | 'fa-regular' | 'fa-brands' | 'lucide' | 'tabler';

// Each set's package named in full, so that the packages the engine needs can be read from its source.
const packages: Record<IconSetName, () => unknown> = {
	'fa-solid': () => require('@iconify-json/fa6-solid/icons.json'),
	'fa-regular': () => require('@iconify-json/fa6-regular/icons.json'),
	'fa-brands': () => require('@iconify-json/fa6-brands/icons.json'),
	lucide: () => require('@iconify-json/lucide/icons.json'),
	tabler: () => require('@iconify-json/tabler/icons.json'),
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

const namesBySets = new Map<string, string[]>();

/** Every icon name of the sets a library reads, for "did you mean" suggestions (Tabler's only when asked for). */
export function knownIconNames(library?: string): string[] {
	const sets = (Object.keys(packages) as IconSetName[]).filter((name) => name !== 'tabler' || library === 'tabler');
	const key = sets.join(' ');
	let names = namesBySets.get(key);
	if (!names) {
		names = [
			...new Set(
				sets.flatMap((name) => {
					const set = iconSet(name);
					return [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})];
				}),
			),
		];
		namesBySets.set(key, names);
	}
	return names;
}
