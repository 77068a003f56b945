import type { APIRoute, GetStaticPaths } from 'astro';
import siteState from 'virtual:trellis/site';
import shard from 'virtual:trellis/shard';
import { rendersRoute } from '../settings/shard.ts';
import { sidebarFragment, type SidebarFragment } from '../components/chrome/sidebar-html.ts';

/** The fragments of the site's large sidebar trees (src/components/chrome/sidebar-html.ts), one file each. */
export const getStaticPaths = (() => {
	const { site } = siteState;
	if (!site) return [];
	const library = site.config.icons?.library;
	const fragments = new Map<string, SidebarFragment>();
	for (const items of Object.values(site.navigation.sidebars)) {
		const fragment = sidebarFragment(items, library);
		if (fragment) fragments.set(fragment.name, fragment);
	}
	// A split build (SHARD) writes the fragments that fall to its shard, as it does pages.
	return [...fragments.values()]
		.filter((fragment) => rendersRoute(shard, `/_trellis/nav/${fragment.name}.html`))
		.map((fragment) => ({ params: { name: fragment.name }, props: { html: fragment.html } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
	new Response((props as { html: string }).html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
