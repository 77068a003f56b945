import type { ApiConfig } from '../config/schema/api.ts';
import { currentSampleLanguages, type SampleLanguageKey } from '../config/schema/sample-languages.ts';
import type { DocsConfig } from '../config/site-config.ts';
import type { ApiOperationModel } from './types.ts';

/** An authentication the config gives (`api.mdx.auth`, the legacy `api.auth`), with the playground's input prefix. */
export type ConfiguredAuth = NonNullable<ApiConfig['auth']>;

/** The config's settings of API pages, as the pages read them. */
export interface ApiSettings {
	playground: ApiOperationModel['playground'];
	/** Languages of the generated request samples, besides the defaults. */
	sampleLanguages: SampleLanguageKey[];
	/** Fields in the OpenAPI file's order rather than required first. */
	maintainOrder: boolean;
	/** `api.params.post`: schema keys whose values every field shows as pills after its name. */
	pillKeys: string[];
	/** The servers of every API page, over the OpenAPI files' own (the legacy `api.baseUrl`). */
	servers?: string[];
	/** The authentication of every operation that names none of its own (the legacy `api.auth`). */
	auth?: ConfiguredAuth;
	/** Of the pages that describe an endpoint in MDX only: the base URLs of a relative `api:` path, and the authentication. */
	mdx: { servers: string[]; auth?: ConfiguredAuth };
}

/** `playground.display` (and a page's `playground:`) as the engine's modes; `auth` needs sign-in, which a static site has not: shown to all. */
export const playgroundModes = { interactive: 'show', auth: 'show', simple: 'simple', none: 'hide' } as const;

export function apiSettingsOf(config: Pick<DocsConfig, 'api' | 'legacy'>): ApiSettings {
	const { api, legacy } = config;
	const languages = [...new Set((api?.examples?.languages ?? []).map((language) => currentSampleLanguages[language]))];
	const mdxServers = api?.mdx?.server;
	// The legacy `api.auth` is of every page, MDX ones included, and has the input prefix the current format lacks.
	const mdxAuth = legacy?.api.auth ?? api?.mdx?.auth;
	return {
		playground: playgroundModes[api?.playground?.display ?? 'interactive'],
		sampleLanguages: languages,
		maintainOrder: legacy?.api.maintainOrder === true,
		pillKeys: api?.params?.post ?? [],
		...(legacy?.api.baseUrl ? { servers: legacy.api.baseUrl.map(withoutTrailingSlash) } : {}),
		...(legacy?.api.auth ? { auth: legacy.api.auth } : {}),
		mdx: {
			servers: (mdxServers === undefined ? [] : Array.isArray(mdxServers) ? mdxServers : [mdxServers]).map(withoutTrailingSlash),
			...(mdxAuth ? { auth: mdxAuth } : {}),
		},
	};
}

export function withoutTrailingSlash(url: string): string {
	return url.replace(/\/+$/, '');
}
