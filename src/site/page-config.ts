import type { DocsConfig } from '../config/site-config.ts';
import type { SiteModel } from './load-site.ts';

/** The config a page is shown with: its language's, in docs with several languages that have one of their own. */
export function pageConfig(site: SiteModel, path: string): { config: DocsConfig; language: string | undefined } {
	const { navigation } = site;
	const currentVersion = navigation.pages[path]?.version ?? navigation.defaultVersion;
	const language = navigation.versions.find((version) => version.name === currentVersion)?.language;
	return { config: (language ? site.config.byLanguage?.[language] : undefined) ?? site.config, language };
}
