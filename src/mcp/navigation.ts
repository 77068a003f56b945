import type { SiteIndex, SiteIndexEntry } from '../postbuild/site-index-schema.ts';
import { publicUrl } from './built-site.ts';
import { showsIn } from './versions.ts';

/** A page of the navigation as the tool gives it: the path `read_page` takes, and its address. */
interface NavigationPage {
	title: string;
	path: string;
	url: string;
	/** The HTTP method of an API reference page. */
	method?: string;
}

interface NavigationGroup {
	group: string;
	entries: NavigationEntry[];
}

type NavigationEntry = NavigationPage | NavigationGroup;

/** A sidebar: the pages of a tab, or of one anchor (or menu item) of it. */
export interface NavigationSection {
	tab?: string;
	anchor?: string;
	entries: NavigationEntry[];
}

/** The sidebars a reader of one version (the version menu's entry `version`; none on a site without versions) sees, in order. */
export function navigationIn(index: SiteIndex, version: string | undefined): NavigationSection[] {
	const entriesIn = (entries: readonly SiteIndexEntry[]): NavigationEntry[] =>
		entries.flatMap((entry): NavigationEntry[] => {
			if (!showsIn(entry.versions, version)) return [];
			if ('group' in entry) {
				const inner = entriesIn(entry.entries);
				return inner.length === 0 ? [] : [{ group: entry.group, entries: inner }];
			}
			return [
				{ title: entry.title, path: entry.path, url: publicUrl(index, entry.path), ...(entry.method ? { method: entry.method } : {}) },
			];
		});
	return index.sections.flatMap((section): NavigationSection[] => {
		if (version !== undefined && section.version !== undefined && section.version !== version) return [];
		const entries = entriesIn(section.entries);
		if (entries.length === 0) return [];
		return [{ ...(section.tab ? { tab: section.tab } : {}), ...(section.anchor ? { anchor: section.anchor } : {}), entries }];
	});
}

/** Every page path of the navigation, in every version, each once. */
export function navigationPaths(index: SiteIndex): string[] {
	const paths = new Set<string>();
	const walk = (entries: readonly SiteIndexEntry[]) => {
		for (const entry of entries) {
			if ('group' in entry) walk(entry.entries);
			else paths.add(entry.path);
		}
	};
	for (const section of index.sections) walk(section.entries);
	return [...paths];
}
