import type { AsyncapiSlot, NavigationApiPageSet } from '../navigation/build-structured.ts';
import type { ConfigLocator } from '../navigation/page-items.ts';
import { slug } from 'github-slugger';
import { unusedPath } from '../openapi/page-urls.ts';
import { specKey } from '../openapi/spec-identity.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import type { LoadedAsyncApi } from './load.ts';
import { asyncapiFiles } from './sources.ts';
import { channelDescription } from './channel-pages.ts';
import type { ChannelPageModel } from './types.ts';
import { asyncapiDirectoryInvalid, problemAt } from '../problems/catalogue.ts';

/** The folder Mintlify puts generated pages in when `asyncapi` names none. */
const defaultDirectory = 'api-reference';

export interface NavigationChannelPages extends Pick<NavigationApiPageSet, 'slotGroups'> {
	pages: PageFile[];
	/** What each generated page shows, by page path. */
	models: Map<string, ChannelPageModel>;
	groupPages: Map<string, string[]>;
	problems: Problem[];
}

/**
 * The pages of the navigation's `asyncapi` levels and groups that list nothing: one per channel,
 * at `<directory>/<channel>`. A level gets a group per file, named by its title; a group lists
 * the pages itself. A channel named by several levels has one page.
 */
export function navigationChannelPages(
	slots: readonly AsyncapiSlot[],
	specs: readonly LoadedAsyncApi[],
	existing: ReadonlyMap<string, PageFile>,
	locate: ConfigLocator,
): NavigationChannelPages {
	const taken = new Set(existing.keys());
	const result: NavigationChannelPages = { pages: [], models: new Map(), slotGroups: new Map(), groupPages: new Map(), problems: [] };
	const pageOfChannel = new Map<string, string>();
	const pageFor = (spec: LoadedAsyncApi, channel: ChannelPageModel, directory: string): string => {
		const key = `${spec.location} ${channel.id}`;
		const known = pageOfChannel.get(key);
		if (known) return known;
		const path = unusedPath(`${directory}/${channelSlug(channel.id) || 'channel'}`, taken);
		taken.add(path);
		pageOfChannel.set(key, path);
		result.pages.push(channelPage(path, spec, channel));
		result.models.set(path, channel);
		return path;
	};
	for (const slot of slots) {
		const { sources, directory: written } = asyncapiFiles(slot.asyncapi);
		const directory = written === undefined ? defaultDirectory : folderOf(written);
		if (directory === undefined) {
			result.problems.push(problemAt(asyncapiDirectoryInvalid, locate([...slot.configPath, 'directory']), { written }));
			continue;
		}
		const named = new Set(sources.map(specKey));
		const ofSlot = specs.filter((spec) => named.has(specKey(spec.source)));
		if (slot.place === 'group') {
			const pages = ofSlot.flatMap((spec) => spec.channels.map((channel) => pageFor(spec, channel, directory)));
			result.groupPages.set(slot.key, [...(result.groupPages.get(slot.key) ?? []), ...pages]);
			continue;
		}
		const groups = ofSlot.map((spec) => ({ group: spec.title, pages: spec.channels.map((channel) => pageFor(spec, channel, directory)) }));
		result.slotGroups.set(slot.key, [...(result.slotGroups.get(slot.key) ?? []), ...groups]);
	}
	return result;
}

/** `/websockets/` -> `websockets`; undefined for a URL or a path that leaves the folder. */
function folderOf(directory: string): string | undefined {
	const folder = directory.trim().replace(/^\/+|\/+$/g, '');
	if (folder === '') return defaultDirectory;
	if (/^[a-z][a-z0-9+.-]*:/i.test(folder) || folder.split('/').some((segment) => segment === '..' || segment === '.' || segment === ''))
		return undefined;
	return folder;
}

/** A page made from a channel, as an MDX page with `asyncapi` frontmatter would be. */
function channelPage(path: string, spec: LoadedAsyncApi, channel: ChannelPageModel): PageFile {
	const description = channelDescription(channel);
	return {
		path,
		file: spec.location,
		href: `/${path}`,
		title: channel.title,
		frontmatter: {
			title: channel.title,
			...(description ? { description } : {}),
			asyncapi: `${spec.source} ${channel.id}`,
		},
		components: [],
		generated: true,
		apiMarker: channel.marker,
	};
}

/** A channel's id as the last part of its page's URL: `user/{id}/signup` is `user-id-signup`; letters of any script are kept. */
function channelSlug(text: string): string {
	return slug(text.replace(/[{}/]+/g, ' ').trim())
		.replace(/-+/g, '-')
		.replace(/^-+|-+$/g, '');
}
