import type { CurrentConfig } from '../config/schema/current/index.ts';
import type { AsyncapiReference } from '../config/schema/current/navigation.ts';

/** One place where the config names an AsyncAPI file: as written, and where (`navigation.tabs[0].asyncapi`). */
export interface AsyncapiMention {
	source: string;
	path: (string | number)[];
}

/** The files an `asyncapi` value names, and the folder its generated pages go in (`api-reference` unless it says). */
export function asyncapiFiles(value: AsyncapiReference): { sources: string[]; directory?: string } {
	if (typeof value === 'string') return { sources: [value] };
	if (Array.isArray(value)) return { sources: value };
	return { sources: [value.source], ...(value.directory !== undefined ? { directory: value.directory } : {}) };
}

/** Every place a current-format config names an AsyncAPI file: `api.asyncapi`, then any level of the navigation. */
export function asyncapiMentions(current: CurrentConfig | undefined): AsyncapiMention[] {
	if (!current) return [];
	return [
		...(current.api?.asyncapi ? mentionsOf(current.api.asyncapi, ['api', 'asyncapi']) : []),
		...navigationMentions(current.navigation, ['navigation']),
	];
}

function mentionsOf(value: AsyncapiReference, path: (string | number)[]): AsyncapiMention[] {
	if (typeof value === 'string') return [{ source: value, path }];
	if (Array.isArray(value)) return value.map((source, index) => ({ source, path: [...path, index] }));
	return [{ source: value.source, path: [...path, 'source'] }];
}

/** `asyncapi` on every level and group of the navigation (the schema has checked its shape). */
function navigationMentions(value: unknown, path: (string | number)[]): AsyncapiMention[] {
	if (Array.isArray(value)) return value.flatMap((item, index) => navigationMentions(item, [...path, index]));
	if (!value || typeof value !== 'object') return [];
	return Object.entries(value).flatMap(([key, child]) =>
		key === 'asyncapi' ? mentionsOf(child as AsyncapiReference, [...path, key]) : navigationMentions(child, [...path, key]),
	);
}

/** What a page's `asyncapi` frontmatter names: `"spec.yaml channel"`, or a channel alone (of the config's files). */
export interface ChannelReference {
	file?: string;
	channel: string;
}

/**
 * `"/specs/chat.yaml room"` names a file and a channel; `"room"` a channel of the files the config
 * names. Channel keys may hold spaces, file names seldom do: the first word is the file when it is
 * a JSON or YAML file's name.
 */
export function parseChannelReference(value: string): ChannelReference | undefined {
	const trimmed = value.trim();
	if (trimmed === '') return undefined;
	const match = /^(\S+\.(?:ya?ml|json))\s+(\S[\s\S]*)$/i.exec(trimmed);
	return match ? { file: match[1]!, channel: match[2]!.trim() } : { channel: trimmed };
}
