import type { IconLibrary } from '../icons/render-icon.ts';
import { codeThemesOf, type CodeThemes } from '../markdown/highlight.ts';
import type { SiteModel } from './load-site.ts';
import { playgroundProxyOf, type PlaygroundProxy } from './playground-proxy.ts';

/**
 * What the components inside a page need of the site (an icon's library, the code themes, a
 * mentioned page's title): made once per site model, and given to every page with its route data.
 */
export interface RenderContext {
	iconLibrary: IconLibrary | undefined;
	codeThemes: CodeThemes;
	/** `api.playground.credentials`: the playground's requests carry the reader's cookies. */
	playgroundCredentials: boolean;
	/** Which proxy the playground sends through (./playground-proxy.ts). */
	playgroundProxy: PlaygroundProxy;
	/** The title of the page at a site path (`/quickstart`), for `<Mention page>`. */
	titleOf: (href: string) => string | undefined;
}

const contexts = new WeakMap<SiteModel, RenderContext>();

export function renderContextOf(site: SiteModel): RenderContext {
	const known = contexts.get(site);
	if (known) return known;
	const titles = new Map<string, string>();
	for (const page of Object.values(site.pages)) if (!titles.has(page.href)) titles.set(page.href, page.title);
	const context: RenderContext = {
		iconLibrary: site.config.icons?.library,
		codeThemes: codeThemesOf(site.config),
		playgroundCredentials: site.config.api?.playground?.credentials === true,
		playgroundProxy: playgroundProxyOf(site.config),
		titleOf: (href) => titles.get(href),
	};
	contexts.set(site, context);
	return context;
}
