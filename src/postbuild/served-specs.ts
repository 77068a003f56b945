import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isRemoteSpec, specKey } from '../openapi/spec-identity.ts';
import type { PostBuildContext } from './context.ts';

/**
 * The site path of a spec the build read (`/openapi.json`), when the output holds that very file
 * at the path the config names it by: the build copies the docs folder's files as they are.
 */
export function servedSpecPath(source: string, configRoot: string, outDir: string): string | undefined {
	if (isRemoteSpec(source)) return undefined;
	const key = specKey(source);
	if (key.startsWith('..')) return undefined;
	try {
		const read = readFileSync(resolve(configRoot, key));
		const copy = readFileSync(join(outDir, key));
		return read.equals(copy) ? `/${key}` : undefined;
	} catch {
		return undefined;
	}
}

/** A spec file the site's pages are made from: its name (the file's, without extension) and where it is read. */
export interface SpecLink {
	name: string;
	/** Its site path (`/openapi.json`) when the site serves it, else its URL when it is read from one. */
	href: string;
	/** Whether `href` is a path on the site. */
	onSite: boolean;
}

/** The OpenAPI and AsyncAPI files the site's API pages are made from, each once, that a reader can fetch: served by the site, or at their URL. */
export function specLinks(context: PostBuildContext): { openapi: SpecLink[]; asyncapi: SpecLink[] } {
	const { site, outDir } = context;
	const configRoot = dirname(site.configFile);
	const linksOf = (sources: Iterable<string>): SpecLink[] =>
		[...new Set(sources)].flatMap((source) => {
			const path = servedSpecPath(source, configRoot, outDir);
			const href = path ?? (isRemoteSpec(source) ? source : undefined);
			if (href === undefined) return [];
			const name = (href.split(/[?#]/)[0]!.split('/').pop() ?? href).replace(/\.[^.]+$/, '') || href;
			return [{ name, href, onSite: path !== undefined }];
		});
	return {
		openapi: linksOf(
			Object.values(site.api)
				.filter((model) => model.kind === 'schema' || model.origin !== 'mdx')
				.map((model) => model.specId),
		),
		asyncapi: linksOf(Object.values(site.channels ?? {}).map((channel) => channel.source)),
	};
}
