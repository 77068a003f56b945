import type { CurrentConfig } from './schema/current/index.ts';
import type { LegacyConfig } from './schema/index.ts';

/**
 * The one model of a docs folder's config: Mintlify's current format. A legacy config (mint.json,
 * or docs.json with a list as navigation) is read into it by the converter `trellis upgrade` uses
 * (./legacy/to-current.ts); what the current format has no key for, and Trellis still honours, is
 * kept in `legacy`.
 */
export type DocsConfig = Omit<CurrentConfig, 'navbar'> & {
	navbar?: SiteNavbar | undefined;
	/** Set only for a config written in the legacy format. */
	legacy?: LegacySettings;
	/** The languages with a top bar, footer or banner of their own: the config their pages use, by language code. */
	byLanguage?: Record<string, DocsConfig>;
};

type CurrentNavbar = NonNullable<CurrentConfig['navbar']>;

/** The legacy format's look of a top bar link or button, which the current format does not name. */
export interface LinkLook {
	style?: 'pill' | 'roundedRectangle' | undefined;
	arrow?: boolean | undefined;
}

/** The current format's top bar, with the legacy look of each link and of the button. */
interface SiteNavbar {
	links?: (NonNullable<CurrentNavbar['links']>[number] & LinkLook)[] | undefined;
	primary?: (NonNullable<CurrentNavbar['primary']> & LinkLook) | undefined;
}

/** The settings of a legacy config that have no key in the current format. */
export interface LegacySettings {
	/**
	 * The legacy navigation: groups in one list, split into tabs and anchors by the folders of
	 * their pages. The site is drawn from its conversion (./legacy/navigation.ts), made again with
	 * the pages its tabs' and anchors' OpenAPI files add (src/site/legacy-navigation.ts).
	 */
	navigation: Pick<LegacyConfig, 'navigation' | 'versions' | 'tabs' | 'anchors' | 'topAnchor' | 'primaryTab'> & {
		/** `colors.anchors`: the colour of anchors that name none. */
		anchorColor?: NonNullable<LegacyConfig['colors']>['anchors'];
	};
	/** "Suggest edits" and "Raise issue" links. */
	feedback: LegacyConfig['feedback'];
	/** The docs' GitHub repository, which those links lead to, when the config names one (./legacy/repository-url.ts). */
	repository?: string;
	/** `layout`, `rounded` and `sidebar`: the look options of the legacy format (src/theme/looks.ts). */
	looks: { layout?: unknown; rounded?: unknown; sidebar?: unknown };
	api: {
		/** `api.baseUrl`: the servers of every API page, OpenAPI files' own included. */
		baseUrl?: string[];
		/** `api.auth`: the authentication of every API page without its own, with the playground's input prefix. */
		auth?: NonNullable<LegacyConfig['api']['auth']>;
		/** `api.maintainOrder`: fields in the OpenAPI file's order rather than required first. */
		maintainOrder?: boolean;
	};
}
