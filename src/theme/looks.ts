import type { DocsConfig } from '../config/site-config.ts';
import type { themeNames } from '../config/schema/current/index.ts';

/**
 * How a site is laid out, beyond its colours. Mintlify's named themes differ mostly in these
 * choices; Trellis draws each one with its own chrome rather than copying those themes' designs.
 */
export interface Look {
	/** The theme's name, for styles that belong to one theme only. */
	name: string;
	/** Where the tabs go: a row under the top bar, or a list at the top of the sidebar. */
	tabs: 'topbar' | 'sidebar';
	/** A page frame centred at a readable width, or spread to the window's edges. */
	width: 'centered' | 'full';
	corners: 'rounded' | 'sharp';
	/** Monospace type everywhere, for themes with a terminal look. */
	font: 'sans' | 'mono';
	/** The sidebar drawn plain, on a tinted panel, or as a raised card. */
	sidebar: 'plain' | 'panel' | 'card';
	/** Where the page's contextual menu goes when `contextual.display` does not say: sequoia puts it in the table of contents. */
	contextualMenu: 'header' | 'toc';
}

type ThemeName = (typeof themeNames)[number];

const mintLook: Omit<Look, 'name'> = {
	tabs: 'topbar',
	width: 'centered',
	corners: 'rounded',
	font: 'sans',
	sidebar: 'plain',
	contextualMenu: 'header',
};

/** A look for each theme the current format names. */
const themeLooks: Record<ThemeName, Omit<Look, 'name'>> = {
	mint: mintLook,
	maple: { ...mintLook, sidebar: 'panel' },
	palm: { ...mintLook, tabs: 'sidebar', width: 'full', sidebar: 'panel' },
	willow: mintLook,
	linden: { ...mintLook, corners: 'sharp', font: 'mono' },
	almond: { ...mintLook, tabs: 'sidebar', sidebar: 'card' },
	aspen: { ...mintLook, width: 'full' },
	luma: { ...mintLook, sidebar: 'panel' },
	sequoia: { ...mintLook, tabs: 'sidebar', width: 'full', corners: 'sharp', contextualMenu: 'toc' },
};

/** The default look, as the legacy format draws a folder that sets none of its look options. */
const defaultLook: Look = { name: 'mint', ...mintLook };

/**
 * The look of a site: its current-format theme, or the legacy format's look options (`layout`
 * "sidenav" or "solidSidenav" puts the tabs in the sidebar, `rounded: "sharp"`, `sidebar.items`
 * "card" or "container"). One model, so that both formats draw through the same styles.
 */
export function lookOf(config: Pick<DocsConfig, 'theme' | 'legacy'>): Look {
	const themeLook: Look = { name: config.theme, ...themeLooks[config.theme] };
	if (!config.legacy) return themeLook;
	const { layout, rounded, sidebar } = config.legacy.looks;
	const sidebarItems = isRecord(sidebar) ? sidebar['items'] : undefined;
	// The theme the converter chose from the legacy `theme` and `layout` (src/config/legacy/to-current.ts), with the legacy options that say more.
	return {
		...themeLook,
		...(layout === 'sidenav' || layout === 'solidSidenav' ? { tabs: 'sidebar' as const } : {}),
		...(rounded === 'sharp' ? { corners: 'sharp' as const } : {}),
		...(sidebarItems === 'card' ? { sidebar: 'card' as const } : {}),
		...(sidebarItems === 'container' || layout === 'solidSidenav' ? { sidebar: 'panel' as const } : {}),
	};
}

/** The `<html>` attributes of a look: only those that differ from the default, so a plain site's HTML stays as it was. */
export function lookAttributes(look: Look): Record<string, string | undefined> {
	const differs = <K extends keyof Look>(key: K) => (look[key] === defaultLook[key] ? undefined : look[key]);
	return {
		'data-look': look.name === defaultLook.name ? undefined : look.name,
		'data-tabs': differs('tabs'),
		'data-width': differs('width'),
		'data-corners': differs('corners'),
		'data-font': differs('font'),
		'data-sidebar-style': differs('sidebar'),
	};
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null;
}
