import { z } from 'zod';
import { hexColor, safeUrl, searchBoost, strictObject } from '../shared.ts';
import { bannerSchema, footerSchema, navbarSchema } from './chrome.ts';
import { currentIcon } from './icon.ts';

/**
 * The navigation object of the current docs.json format: levels (languages, versions, tabs,
 * anchors, dropdowns, products, a tab's menu) that each hold one kind of division below them,
 * down to groups and pages. Every level may name OpenAPI/AsyncAPI files, be hidden, or be a link.
 */

const colorPair = strictObject({
	light: hexColor.optional(),
	dark: hexColor.optional(),
}).describe('Colours in light and dark mode');

const specObject = strictObject({
	source: z.string().min(1).describe('Path or URL of the file'),
	directory: z.string().optional().describe('Folder of the generated pages'),
	overlays: z.array(z.string()).optional().describe('OpenAPI Overlay files applied in order'),
});

/** `openapi` on the top level or a navigation level: a file, files, or `{ source, directory }`. */
export const openapiReference = z
	.union([z.string().min(1), z.array(z.union([z.string().min(1), specObject])), specObject])
	.describe('OpenAPI file(s) whose operations become pages here');

/** The files an `openapi` value names: a path, paths, or `{ source }` objects. */
export function openapiSources(value: z.output<typeof openapiReference> | undefined): string[] {
	if (value === undefined) return [];
	const list = Array.isArray(value) ? value : [value];
	return list.map((entry) => (typeof entry === 'string' ? entry : entry.source));
}

/** The folder of the pages made from a level's OpenAPI files (`{ source, directory }`), without its slashes. */
export function openapiDirectory(value: z.output<typeof openapiReference> | undefined): string | undefined {
	if (value === undefined || typeof value === 'string' || Array.isArray(value)) return undefined;
	const folder = value.directory?.replace(/^\/+|\/+$/g, '');
	return folder ? folder : undefined;
}

/** `asyncapi` on the top level or a navigation level: a file, files, or `{ source, directory }`. */
export const asyncapiReference = z
	.union([z.string().min(1), z.array(z.string().min(1)), strictObject({ source: z.string().min(1), directory: z.string().optional() })])
	.describe('AsyncAPI file(s) whose channels become pages here');

export type AsyncapiReference = z.output<typeof asyncapiReference>;

const directory = z.enum(['none', 'accordion', 'card']).describe('How a group with a root page lists its pages');

/** What every level's item may hold besides its children. */
const levelBase = {
	hidden: z.boolean().optional().describe('Left out of the navigation; its pages are still built'),
	directory: directory.optional(),
	openapi: openapiReference.optional(),
	asyncapi: asyncapiReference.optional(),
	href: safeUrl.optional().describe('A link instead of pages'),
	icon: currentIcon.optional(),
};

export interface CurrentGroup {
	group: string;
	pages?: (string | CurrentGroup)[] | undefined;
	icon?: z.output<typeof currentIcon> | undefined;
	tag?: string | undefined;
	root?: string | undefined;
	expanded?: boolean | undefined;
	hidden?: boolean | undefined;
	searchable?: boolean | undefined;
	public?: boolean | undefined;
	boost?: number | undefined;
	directory?: z.output<typeof directory> | undefined;
	openapi?: z.output<typeof openapiReference> | undefined;
	asyncapi?: z.output<typeof asyncapiReference> | undefined;
}

const pageEntry = z.string().min(1, { error: 'expected a page path such as "quickstart", found an empty string' });

const currentGroupSchema: z.ZodType<CurrentGroup> = strictObject({
	group: z.string().describe('Name of the group'),
	get pages() {
		return z
			.array(z.union([pageEntry, currentGroupSchema]))
			.optional()
			.describe('Pages and nested groups, in order');
	},
	icon: currentIcon.optional(),
	tag: z.string().optional().describe('Label shown beside the group'),
	root: z.string().min(1).optional().describe('Page opened by the group title'),
	expanded: z.boolean().optional().describe('Nested group shown open'),
	hidden: z.boolean().optional(),
	searchable: z.boolean().optional(),
	public: z.boolean().optional(),
	boost: searchBoost.optional(),
	directory: directory.optional(),
	openapi: openapiReference.optional(),
	asyncapi: asyncapiReference.optional(),
}).meta({ id: 'CurrentGroup', description: 'A group of pages in the sidebar' });

/** The kinds of levels, in the order Mintlify reads them when a level holds more than one. */
export const levelKinds = ['products', 'languages', 'versions', 'tabs', 'menu', 'dropdowns', 'anchors', 'groups', 'pages'] as const;
export type LevelKind = (typeof levelKinds)[number];

/** The key that names an item of each kind of level (`{ "tab": "Guides" }`). */
export const itemNameKey = {
	products: 'product',
	languages: 'language',
	versions: 'version',
	tabs: 'tab',
	menu: 'item',
	dropdowns: 'dropdown',
	anchors: 'anchor',
} as const satisfies Partial<Record<LevelKind, string>>;

export type DivisionKind = keyof typeof itemNameKey;

/** A level item: its name key, its own keys, and the divisions below it. */
export interface LevelItem {
	[key: string]: unknown;
	hidden?: boolean | undefined;
	href?: string | undefined;
	icon?: z.output<typeof currentIcon> | undefined;
	openapi?: z.output<typeof openapiReference> | undefined;
	asyncapi?: z.output<typeof asyncapiReference> | undefined;
	products?: LevelItem[] | undefined;
	languages?: LevelItem[] | undefined;
	versions?: LevelItem[] | undefined;
	tabs?: LevelItem[] | undefined;
	menu?: LevelItem[] | undefined;
	dropdowns?: LevelItem[] | undefined;
	anchors?: LevelItem[] | undefined;
	groups?: CurrentGroup[] | undefined;
	pages?: (string | CurrentGroup)[] | undefined;
	global?: GlobalLinks | undefined;
}

type GlobalLinks = { [Kind in 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'products']?: LevelItem[] | undefined };

/**
 * A level item's shape: its own keys, the common ones and the divisions below it. The divisions
 * are getters (the schemas refer to each other), so they are copied as getters, not spread.
 */
function levelShape<Own extends z.ZodRawShape>(own: Own) {
	const shape = { ...own, ...levelBase };
	Object.defineProperties(shape, Object.getOwnPropertyDescriptors(childShape()));
	return shape as Own & typeof levelBase & ReturnType<typeof childShape>;
}

/** Tabs and products also hold a `menu`. */
function levelShapeWithMenu<Own extends z.ZodRawShape>(own: Own) {
	const shape = levelShape(own);
	Object.defineProperties(shape, Object.getOwnPropertyDescriptors(menuShape));
	return shape as typeof shape & typeof menuShape;
}

const menuShape = {
	get menu() {
		return z.array(menuItemSchema).optional();
	},
};

/** Divisions any level may hold; tabs and products also hold a `menu`. */
function childShape() {
	return {
		get products() {
			return z.array(productSchema).optional();
		},
		get languages() {
			return z.array(languageSchema).optional();
		},
		get versions() {
			return z.array(versionSchema).optional();
		},
		get tabs() {
			return z.array(tabSchema).optional();
		},
		get dropdowns() {
			return z.array(dropdownSchema).optional();
		},
		get anchors() {
			return z.array(anchorSchema).optional();
		},
		groups: z.array(currentGroupSchema).optional(),
		pages: z.array(z.union([pageEntry, currentGroupSchema])).optional(),
		get global() {
			return globalSchema.optional();
		},
	};
}

const languageCodes = [
	'en',
	'cn',
	'zh',
	'zh-Hans',
	'zh-Hant',
	'zh-CN',
	'zh-TW',
	'es',
	'fr',
	'fr-CA',
	'fr-ca',
	'ja',
	'jp',
	'ja-jp',
	'ja-JP',
	'pt',
	'pt-BR',
	'de',
	'ko',
	'it',
	'ru',
	'ro',
	'cs',
	'id',
	'ar',
	'tr',
	'hi',
	'sv',
	'no',
	'da',
	'lv',
	'nl',
	'uk',
	'vi',
	'pl',
	'uz',
	'he',
	'ca',
	'fi',
	'hu',
] as const;

const languageSchema: z.ZodType<LevelItem> = strictObject(
	levelShape({
		language: z.enum(languageCodes).describe('Language code'),
		default: z.boolean().optional().describe('The language shown first'),
		name: z.string().optional(),
		banner: bannerSchema.optional().describe('Banner of this language'),
		footer: footerSchema.optional().describe('Footer of this language'),
		navbar: navbarSchema.optional().describe('Top bar of this language'),
	}),
);

const versionSchema: z.ZodType<LevelItem> = strictObject(
	levelShape({
		version: z.string().min(1).describe('Version name'),
		default: z.boolean().optional().describe('The version shown first'),
		tag: z.string().optional().describe('Badge beside the version, e.g. "Latest"'),
	}),
);

const tabSchema: z.ZodType<LevelItem> = strictObject(
	levelShapeWithMenu({
		tab: z.string().min(1).describe('Label of the tab'),
		searchable: z.boolean().optional(),
		boost: searchBoost.optional(),
		align: z.enum(['start', 'end']).optional(),
	}),
);

const anchorSchema: z.ZodType<LevelItem> = strictObject(
	levelShape({
		anchor: z.string().min(1).describe('Label of the anchor'),
		color: colorPair.optional(),
	}),
);

const dropdownSchema: z.ZodType<LevelItem> = strictObject(
	levelShape({
		dropdown: z.string().min(1).describe('Label of the dropdown item'),
		description: z.string().optional(),
		color: colorPair.optional(),
	}),
);

const productSchema: z.ZodType<LevelItem> = strictObject(
	levelShapeWithMenu({
		product: z.string().min(1).describe('Name of the product'),
		name: z.string().optional().describe('Name shown, when it differs'),
		description: z.string().optional(),
		color: colorPair.optional(),
	}),
);

const menuItemSchema: z.ZodType<LevelItem> = strictObject(
	levelShape({
		item: z.string().min(1).describe('Label of the menu item'),
		description: z.string().optional(),
	}),
);

/** Links shown on every page: tabs, anchors and the other levels, each with an `href` and nothing below. */
const globalSchema: z.ZodType<GlobalLinks> = strictObject({
	languages: z.array(languageSchema).optional(),
	versions: z.array(versionSchema).optional(),
	tabs: z.array(tabSchema).optional(),
	dropdowns: z.array(dropdownSchema).optional(),
	anchors: z.array(anchorSchema).optional(),
	products: z.array(productSchema).optional(),
}).describe('Links on every page');

export const currentNavigationSchema: z.ZodType<LevelItem> = strictObject({
	...childShape(),
	directory: directory.optional(),
	openapi: openapiReference.optional(),
	asyncapi: asyncapiReference.optional(),
}).describe('The navigation: one kind of division at each level, down to groups and pages');

/** A language of the navigation, with the top bar, footer and banner it may have of its own. */
export interface LanguageItem {
	language: string;
	banner?: z.output<typeof bannerSchema> | undefined;
	footer?: z.output<typeof footerSchema> | undefined;
	navbar?: z.output<typeof navbarSchema> | undefined;
}

/** Every item of a `languages` list, at any depth of the navigation. */
export function languageItems(level: LevelItem): LanguageItem[] {
	return levelKinds.flatMap((kind) => {
		const items = level[kind];
		if (!Array.isArray(items) || kind === 'groups' || kind === 'pages') return [];
		return (items as LevelItem[]).flatMap((item) => [
			...(kind === 'languages' ? [item as unknown as LanguageItem] : []),
			...languageItems(item),
		]);
	});
}
