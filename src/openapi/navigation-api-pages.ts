import type { PageFile } from '../page-files/scan-pages.ts';
import type { ListedEntry, NavigationApiPageSet, StructuredLayout } from '../navigation/build-structured.ts';
import { generatedPage, xMintOf } from './api-pages.ts';
import { operationPagePath, unusedPath } from './page-urls.ts';
import { entriesOf, entryLabel, parseApiReference, resolveApiReference, specsNamed, type ApiEntry } from './entries.ts';
import { tagGroupLabel } from './extensions.ts';
import type { LoadedSpec } from './load-specs.ts';

/**
 * The API pages a current-format navigation asks for: a `"GET /plants"` (or `"spec.yaml GET
 * /plants"`) entry is the page of that operation, from the OpenAPI file of its level; a level
 * or group that names OpenAPI files and lists nothing gets a page for every operation, grouped by tag.
 * Pages live under the level's `directory` (`{ "source": ..., "directory": ... }`), else under
 * `api-reference/`, by tag and summary, as on Mintlify (./page-urls.ts).
 */
export interface NavigationApiPages extends NavigationApiPageSet {
	pages: PageFile[];
	groupSlotGroups: NonNullable<NavigationApiPageSet['groupSlotGroups']>;
}

export function navigationApiPages(
	layout: StructuredLayout,
	entries: readonly ListedEntry[],
	specs: readonly LoadedSpec[],
	existing: ReadonlyMap<string, PageFile>,
): NavigationApiPages {
	const taken = new Set(existing.keys());
	const result: NavigationApiPages = {
		pages: [],
		entryPages: new Map(),
		entryErrors: new Map(),
		slotGroups: new Map(),
		groupSlotGroups: new Map(),
	};
	// One page per operation, however many entries name it.
	const pageOfEntry = new Map<string, string>();
	const pageFor = (entry: ApiEntry, directory = 'api-reference'): string => {
		const key = `${entry.spec.location} ${entryLabel(entry)}`;
		const known = pageOfEntry.get(key);
		if (known) return known;
		// `x-mint.href` names the page's address; otherwise it is made from the level's `directory`, the tag and the operation.
		const path = unusedPath(xMintOf(entry).href ?? operationPagePath(directory, entry), taken);
		taken.add(path);
		pageOfEntry.set(key, path);
		result.pages.push(generatedPage(path, entry));
		return path;
	};
	for (const listed of entries) {
		const reference = parseApiReference(listed.entry);
		if (!reference) continue;
		const inScope = reference.file ? specs : levelSpecs(specs, listed.openapi);
		const resolved = resolveApiReference(inScope, reference);
		if ('entry' in resolved) result.entryPages.set(listed, pageFor(resolved.entry, listed.openapiDirectory));
		else result.entryErrors.set(listed, resolved);
	}
	for (const slot of layout.generatedSlots) {
		const byTag = new Map<string, string[]>();
		for (const spec of levelSpecs(specs, slot.openapi)) {
			for (const entry of entriesOf(spec)) {
				if (entry.operation['x-excluded'] === true) continue;
				// The group is labelled by the tag's `x-group`; the page's URL keeps the tag's name.
				const label = tagGroupLabel(spec, tagOf(entry));
				byTag.set(label, [...(byTag.get(label) ?? []), pageFor(entry, slot.directory)]);
			}
		}
		const groups = [...byTag].map(([group, pages]) => ({ group, pages }));
		const into = slot.place === 'group' ? result.groupSlotGroups : result.slotGroups;
		into.set(slot.key, [...(into.get(slot.key) ?? []), ...groups]);
	}
	return result;
}

function tagOf(entry: ApiEntry): string {
	return entry.operation.tags?.[0] ?? (entry.kind === 'webhook' ? 'Webhooks' : 'Endpoints');
}

/** The specs a level names (all of them when it names none, as Mintlify reads every file of the folder). */
function levelSpecs(specs: readonly LoadedSpec[], named: readonly string[]): LoadedSpec[] {
	if (named.length === 0) return [...specs];
	return [...new Set(named.flatMap((source) => specsNamed(specs, source)))];
}
