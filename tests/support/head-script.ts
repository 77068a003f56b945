import { runInNewContext } from 'node:vm';

/** What the reader's browser holds when a page opens: a mode chosen on an earlier visit, and the system's preference. */
export interface ReaderState {
	stored: string | null;
	osPrefersDark: boolean;
}

/**
 * Runs the inline head script (src/browser/head-inline.js) against the `<html>` attributes of a
 * page, a stored mode choice and the operating system's preference; returns the mode it sets.
 */
export function modeChosenBy(
	script: string,
	htmlAttributes: Record<string, string | undefined>,
	{ stored, osPrefersDark }: ReaderState,
): string | undefined {
	const dataset: Record<string, string> = {};
	for (const [name, value] of Object.entries(htmlAttributes)) {
		if (name.startsWith('data-') && value !== undefined)
			dataset[name.slice(5).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] = value;
	}
	const storage = new Map<string, string>(stored ? [['trellis-mode', stored]] : []);
	const window = {
		localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
		matchMedia: (query: string) => ({ matches: query.includes('dark') && osPrefersDark }),
	};
	runInNewContext(script, { window, document: { documentElement: { dataset } } });
	return dataset.theme;
}
