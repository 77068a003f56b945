import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite, type SiteModel } from '../../../src/site/load-site.ts';
import { notFoundRouteData, pageRouteData } from '../../../src/site/route-data.ts';
import type { Switcher } from '../../../src/site/switchers.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/**
 * What a page shows besides its content, as data (src/site/route-data.ts): every part of the chrome
 * the layouts render, read from real folders without a build.
 */

const page = (title: string, extra = '', body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`;
const headings = [{ depth: 2, slug: 'water', text: 'Water' }];

async function siteOf(folder: string): Promise<SiteModel> {
	const { site, problems } = await loadSite(resolveDocsPaths(folder, folder), false);
	if (!site) throw new Error(`the folder did not load: ${JSON.stringify(problems)}`);
	return site;
}

let legacy: SiteModel;
let current: SiteModel;
let showcase: SiteModel;

beforeAll(async () => {
	legacy = await siteOf(
		folderWith({
			'docs.json': JSON.stringify({
				name: 'Greenhouse',
				modeToggle: { default: 'dark', isHidden: true },
				navigation: [
					{ group: 'Start', pages: ['index', 'care/water', 'landing'] },
					{ group: 'Reference', pages: ['examples'] },
				],
			}),
			'index.mdx': page('Home'),
			'care/water.mdx': page('Water', 'mode: wide\n'),
			'landing.mdx': page('Landing', 'mode: custom\n'),
			'examples.mdx': page('Examples', '', '<RequestExample>\n\n```bash\ncurl x\n```\n\n</RequestExample>'),
		}),
	);
	current = await siteOf(
		folderWith({
			'docs.json': JSON.stringify({
				theme: 'maple',
				name: 'Greenhouse',
				colors: { primary: '#15803D' },
				styling: { eyebrows: 'breadcrumbs' },
				contextual: { options: ['copy'], display: 'toc' },
				errors: { '404': { redirect: false, title: 'Lost', description: 'Try the **quickstart**.' } },
				navigation: {
					languages: [
						{ language: 'en', groups: [{ group: 'Guides', pages: [{ group: 'Care', pages: ['en/care'] }] }] },
						{ language: 'fr', groups: [{ group: 'Guides', pages: ['fr/care'] }] },
					],
				},
			}),
			'en/care.mdx': page('Care'),
			'fr/care.mdx': page('Soins'),
		}),
	);
	showcase = (await loadSite(resolveDocsPaths(resolve(import.meta.dirname, '../../..'), undefined), false)).site!;
});
afterAll(removeFolders);

describe('the data of a page', () => {
	it('gives the document its language, mode, look, versions and layout', () => {
		expect(pageRouteData(legacy, 'index', headings).chrome.htmlAttributes).toEqual({
			lang: 'en',
			'data-theme': 'dark',
			'data-forced-mode': 'dark',
			'data-default-mode': 'dark',
			'data-look': undefined,
			'data-tabs': undefined,
			'data-width': undefined,
			'data-corners': undefined,
			'data-code-blocks': undefined,
			'data-versions': undefined,
			'data-default-version': undefined,
			'data-page-version': undefined,
			'data-version': undefined,
			'data-mode-layout': 'default',
			'data-has-examples': undefined,
			'data-current-path': '/',
		});
		const french = pageRouteData(current, 'fr/care', []).chrome;
		expect(french.htmlAttributes).toMatchObject({ lang: 'fr', 'data-look': 'maple', 'data-version': 'fr' });
		expect(french.switchers.language?.entries).toEqual([
			{ name: 'English', href: '/en/care', attributes: {}, current: false, chooses: 'en' },
			{ name: 'Français', href: '/fr/care', attributes: {}, current: true, chooses: 'fr' },
		]);
		expect(french.switchers.version).toBeUndefined();
	});

	it('gives the head its title, description, canonical address, tags and styles', () => {
		const { head } = pageRouteData(legacy, 'care/water', headings, { siteUrl: 'https://docs.example.com/' }).chrome;
		expect([head.title, head.description, head.canonical]).toEqual([
			'Water - Greenhouse',
			'About Water.',
			'https://docs.example.com/care/water',
		]);
		expect(head.metaTags).toContainEqual({ name: 'og:title', content: 'Water - Greenhouse', property: true });
		expect(head.metaTags).toContainEqual({ name: 'og:url', content: 'https://docs.example.com/care/water', property: true });
		expect(head.metaTags.map((tag) => tag.name)).not.toContain('robots');
		expect(head.css).toContain('--color-primary:');
		// Without the public URL, no canonical address.
		expect(pageRouteData(legacy, 'care/water', headings).chrome.head.canonical).toBeUndefined();
	});

	it('has a sidebar but in the custom and centre modes, and the tabs in the top bar where there is none', () => {
		const water = pageRouteData(legacy, 'care/water', headings);
		expect(water.sidebar).toMatchObject({ currentPath: 'care/water', sections: water.chrome.sections });
		expect(water.sidebar?.items.map((item) => item.label)).toEqual(['Start', 'Reference']);
		expect([water.chrome.hasSidebar, water.chrome.tabsInTopBar]).toEqual([true, true]);
		const landing = pageRouteData(legacy, 'landing', headings);
		expect([landing.sidebar, landing.chrome.hasSidebar, landing.chrome.tabsInTopBar, landing.toc]).toEqual([
			undefined,
			false,
			true,
			undefined,
		]);
	});

	it('puts the group above the title, or every group with breadcrumbs', () => {
		expect(pageRouteData(legacy, 'care/water', headings).eyebrow).toBe('Start');
		expect(pageRouteData(current, 'en/care', headings).eyebrow).toBe('Guides / Care');
	});

	it('puts the page actions in the header, or in the table of contents, and none where the config lists none', () => {
		expect(pageRouteData(legacy, 'index', headings).contextualMenu).toBeUndefined();
		expect(pageRouteData(current, 'en/care', headings).contextualMenu).toMatchObject({
			copy: { id: 'copy', href: '/en/care.md' },
			links: [],
			placement: 'toc',
		});
	});

	it('asks an assistant about the page at its public address when the site has one', async () => {
		const asking = await siteOf(
			folderWith({
				'docs.json': JSON.stringify({
					theme: 'mint',
					name: 'Greenhouse',
					colors: { primary: '#15803D' },
					contextual: { options: ['copy', 'chatgpt'] },
					navigation: { groups: [{ group: 'Guides', pages: ['care'] }] },
				}),
				'care.mdx': page('Care'),
			}),
		);
		const menu = pageRouteData(asking, 'care', headings, { siteUrl: 'https://docs.example.com/' }).contextualMenu;
		expect(menu?.placement).toBe('header');
		expect(menu?.links.map((link) => link.id)).toEqual(['chatgpt']);
		expect(menu?.links[0]?.href).toContain(encodeURIComponent('https://docs.example.com/care'));
	});

	it('shows the table of contents in the default mode only, and not beside examples', () => {
		expect(pageRouteData(legacy, 'index', headings).toc).toEqual(headings);
		// Levels 2 and 3 only.
		const deep = [...headings, { depth: 3, slug: 'rain', text: 'Rain' }, { depth: 4, slug: 'drops', text: 'Drops' }];
		expect(pageRouteData(legacy, 'index', deep).toc?.map((heading) => heading.slug)).toEqual(['water', 'rain']);
		expect(pageRouteData(legacy, 'care/water', headings).toc).toBeUndefined();
		const examples = pageRouteData(legacy, 'examples', headings);
		expect([examples.toc, examples.chrome.htmlAttributes['data-has-examples']]).toEqual([undefined, '']);
	});

	it("lists a changelog's updates in the table of contents, by label, to their anchors", async () => {
		const changelog = await siteOf(
			folderWith({
				'docs.json': JSON.stringify({ name: 'Greenhouse', navigation: [{ group: 'Start', pages: ['changelog', 'dynamic'] }] }),
				'changelog.mdx': page(
					'Changelog',
					'',
					'<Update label="v1.2.0">\n## Fixes\n</Update>\n\n<Update label="v1.2.0" tags={["SDK"]}>Again.</Update>\n\n<Update label="March 2026">x</Update>',
				),
				'dynamic.mdx': page('Dynamic', '', '<Update label={<b>bold</b>}>x</Update>'),
			}),
		);
		expect(pageRouteData(changelog, 'changelog', [{ depth: 2, slug: 'fixes', text: 'Fixes' }]).toc).toEqual([
			{ depth: 2, slug: 'v1-2-0', text: 'v1.2.0' },
			{ depth: 2, slug: 'v1-2-0-2', text: 'v1.2.0' },
			{ depth: 2, slug: 'march-2026', text: 'March 2026' },
		]);
		// A label that is not text: its anchor is made as it renders; the headings stay.
		expect(pageRouteData(changelog, 'dynamic', headings).toc).toEqual(headings);
	});

	it('gives an API page its model, its examples column and its fields, closed by default', () => {
		const webhook = pageRouteData(showcase, 'api-reference/plants/new-plant', []);
		expect(webhook.api?.model).toMatchObject({ kind: 'webhook', path: '/plant/webhook' });
		expect(webhook.api?.samples).toBe(webhook.api?.model);
		expect([webhook.toc, webhook.fieldsOpen, webhook.chrome.htmlAttributes['data-has-examples']]).toEqual([undefined, false, '']);
		expect(pageRouteData(showcase, 'quickstart', []).api).toBeUndefined();
	});

	it('leads to the previous and next pages', () => {
		expect(pageRouteData(legacy, 'care/water', headings).pagination).toEqual([
			{ version: undefined, prev: { href: '/', label: 'Home' }, next: { href: '/landing', label: 'Landing' } },
		]);
	});

	it('gives the components inside a page what they need of the site, made once per site', () => {
		const render = pageRouteData(legacy, 'care/water', headings).chrome.render;
		expect(render.titleOf('/care/water')).toBe('Water');
		expect(render.titleOf('/nowhere')).toBeUndefined();
		expect(render).toMatchObject({ iconLibrary: undefined, playgroundCredentials: false });
		expect(render.codeThemes).toEqual({ light: 'github-light-default', dark: 'github-dark-default' });
		expect(pageRouteData(legacy, 'index', headings).chrome.render).toBe(render);
	});

	it('has no last-modified date or feedback links where the docs ask for none', () => {
		const data = pageRouteData(legacy, 'index', headings);
		expect([data.lastModified, data.feedback]).toEqual([undefined, {}]);
	});
});

describe('the switchers of a page', () => {
	let site: SiteModel;
	beforeAll(async () => {
		site = await siteOf(
			folderWith({
				'docs.json': JSON.stringify({
					theme: 'mint',
					name: 'Greenhouse',
					colors: { primary: '#15803D' },
					navigation: {
						global: { products: [{ product: 'Status', icon: 'signal', href: 'https://status.example.com' }] },
						products: [
							{
								product: 'Cloud',
								icon: 'cloud',
								description: 'Hosted for you',
								tabs: [
									{ tab: 'Guides', pages: ['cloud/start'] },
									{
										tab: 'SDKs',
										menu: [
											{ item: 'Python', icon: 'python', description: 'pip install', pages: ['cloud/sdk/python'] },
											{ item: 'Changelog', href: 'https://changelog.example.com' },
										],
									},
									{
										tab: 'Sensors',
										dropdowns: [
											{ dropdown: 'Soil', icon: 'leaf', description: 'Soil probes', color: { light: '#0f766e' }, pages: ['cloud/soil'] },
											{ dropdown: 'Air', description: 'Air probes', pages: ['cloud/air'] },
										],
									},
								],
							},
							{
								product: 'Self-host',
								icon: 'server',
								menu: [
									{ item: 'Install', icon: 'download', pages: ['self/install'] },
									{ item: 'Upgrade', pages: ['self/upgrade'] },
								],
							},
						],
					},
				}),
				'cloud/start.mdx': page('Start'),
				'cloud/sdk/python.mdx': page('Python SDK'),
				'cloud/soil.mdx': page('Soil'),
				'cloud/air.mdx': page('Air'),
				'self/install.mdx': page('Install'),
				'self/upgrade.mdx': page('Upgrade'),
			}),
		);
	});

	/** A switcher as lines: `*` for the current entry, its icon, name, description and link, its items indented. */
	const lines = (switcher: Switcher | undefined): string[] =>
		(switcher?.entries ?? []).flatMap((entry) => [
			`${entry.current ? '*' : ''}${entry.icon ? `[${entry.icon.name}] ` : ''}${entry.name}${entry.description ? ` (${entry.description})` : ''} -> ${entry.href}${entry.attributes.target ? ' (new tab)' : ''}`,
			...lines(entry.items && { label: '', chosen: [], current: false, entries: entry.items }).map((line) => `  ${line}`),
		]);

	it('has a product menu of the products, each with its icon and description, the current one chosen, and global products after', () => {
		const { product } = pageRouteData(site, 'cloud/start', headings).chrome.switchers;
		expect(product?.label).toBe('Product');
		expect(lines(product)).toEqual([
			'*[cloud] Cloud (Hosted for you) -> /cloud/start',
			'[server] Self-host -> /self/install',
			'  [download] Install -> /self/install',
			'  Upgrade -> /self/upgrade',
			'[signal] Status -> https://status.example.com (new tab)',
		]);
		expect(product?.chosen.map((entry) => entry.name)).toEqual(['Cloud']);
		// A product's menu items are current on their pages, and the product with them.
		const onUpgrade = pageRouteData(site, 'self/upgrade', headings).chrome.switchers.product;
		expect(onUpgrade?.chosen.map((entry) => entry.name)).toEqual(['Self-host']);
		expect(lines(onUpgrade).filter((line) => line.includes('*'))).toEqual([
			'*[server] Self-host -> /self/install',
			'  *Upgrade -> /self/upgrade',
		]);
	});

	it("gives each tab with a menu its menu, current on the tab's pages, whatever tab the page is in", () => {
		const onStart = pageRouteData(site, 'cloud/start', headings).chrome;
		expect(onStart.sections.tabs.map((tab) => tab.name)).toEqual(['Guides', 'SDKs', 'Sensors']);
		const menus = onStart.switchers.tabMenus;
		expect(Object.values(menus).map((menu) => [menu.label, menu.current, menu.chosen])).toEqual([['SDKs', false, []]]);
		expect(lines(Object.values(menus)[0])).toEqual([
			'[python] Python (pip install) -> /cloud/sdk/python',
			'Changelog -> https://changelog.example.com (new tab)',
		]);
		const onPython = pageRouteData(site, 'cloud/sdk/python', headings).chrome.switchers.tabMenus;
		expect(Object.values(onPython).map((menu) => menu.current)).toEqual([true]);
		expect(lines(Object.values(onPython)[0])[0]).toBe('*[python] Python (pip install) -> /cloud/sdk/python');
		// The menu items are no anchors of the sidebar.
		expect(pageRouteData(site, 'cloud/sdk/python', headings).sidebar?.sections.anchors).toEqual([]);
	});

	it('has a dropdown menu at the top of the sidebar in the tab that lists the dropdowns, its icons in their colours', () => {
		const { dropdown } = pageRouteData(site, 'cloud/air', headings).chrome.switchers;
		expect(dropdown?.label).toBe('Section');
		expect(lines(dropdown)).toEqual(['[leaf] Soil (Soil probes) -> /cloud/soil', '*Air (Air probes) -> /cloud/air']);
		expect(dropdown?.entries[0]?.iconColors).toEqual({ light: '#0f766e' });
		expect(dropdown?.chosen.map((entry) => entry.name)).toEqual(['Air']);
		expect(pageRouteData(site, 'cloud/start', headings).chrome.switchers.dropdown).toBeUndefined();
	});

	it('shows a switcher whose entries are all of one version in that version only, on a page of every version', async () => {
		const versioned = await siteOf(
			folderWith({
				'docs.json': JSON.stringify({
					theme: 'mint',
					name: 'Greenhouse',
					colors: { primary: '#15803D' },
					navigation: {
						versions: [
							{ version: 'v2', pages: ['shared', 'v2/start'] },
							{
								version: 'v1',
								dropdowns: [
									{ dropdown: 'Guides', pages: ['shared'] },
									{ dropdown: 'Reference', pages: ['v1/reference'] },
								],
							},
						],
					},
				}),
				'shared.mdx': page('Shared'),
				'v2/start.mdx': page('Start'),
				'v1/reference.mdx': page('Reference'),
			}),
		);
		const { dropdown } = pageRouteData(versioned, 'shared', headings).chrome.switchers;
		expect([dropdown?.version, dropdown?.chosen.map((entry) => [entry.name, entry.version])]).toEqual(['v1', [['Guides', 'v1']]]);
	});

	it('leads every entry under the base path', () => {
		vi.stubEnv('BASE_URL', '/docs/');
		try {
			const { product, dropdown } = pageRouteData(site, 'cloud/soil', headings).chrome.switchers;
			expect([product?.entries[0]?.href, dropdown?.entries[1]?.href, product?.entries[2]?.href]).toEqual([
				'/docs/cloud/start',
				'/docs/cloud/air',
				'https://status.example.com',
			]);
		} finally {
			vi.unstubAllEnvs();
		}
	});
});

describe("the page's own settings (frontmatter)", () => {
	let site: SiteModel;
	beforeAll(async () => {
		site = await siteOf(
			folderWith({
				'docs.json': JSON.stringify({
					theme: 'mint',
					name: 'Greenhouse',
					colors: { primary: '#15803D' },
					metadata: { timestamp: true },
					contextual: { options: ['copy', 'view'] },
					navigation: { groups: [{ group: 'Guides', pages: ['first', 'old', 'alone', 'ask'] }] },
				}),
				'first.mdx': page('First'),
				'old.mdx': page('Old', 'deprecated: true\nlastUpdatedDate: 2025-03-01\ncontextual:\n  options: [view]\n  display: toc\n'),
				'alone.mdx': page('Alone', 'hideFooterPagination: true\ncontextual:\n  options: []\n'),
				'ask.mdx': page('Ask', 'mode: assistant\n'),
			}),
		);
	});

	it('marks a deprecated page, and no other', () => {
		expect([pageRouteData(site, 'old', headings).deprecated, pageRouteData(site, 'first', headings).deprecated]).toEqual([true, false]);
	});

	it('leaves out the previous and next pages with hideFooterPagination', () => {
		expect(pageRouteData(site, 'alone', headings).pagination).toEqual([]);
		expect(pageRouteData(site, 'old', headings).pagination).toHaveLength(1);
	});

	it("takes the page's contextual menu over the config's, and none when it lists none", () => {
		expect(pageRouteData(site, 'first', headings).contextualMenu).toMatchObject({
			copy: { id: 'copy' },
			links: [{ id: 'view' }],
			placement: 'header',
		});
		expect(pageRouteData(site, 'old', headings).contextualMenu).toMatchObject({
			copy: undefined,
			links: [{ id: 'view' }],
			placement: 'toc',
		});
		expect(pageRouteData(site, 'alone', headings).contextualMenu).toBeUndefined();
	});

	it('shows the date a page gives as last updated', () => {
		expect(pageRouteData(site, 'old', headings).lastModified).toEqual({ iso: '2025-03-01T00:00:00.000Z', shown: 'March 1, 2025' });
	});

	it('draws an assistant page centred, without sidebar or table of contents', () => {
		const ask = pageRouteData(site, 'ask', headings);
		expect([ask.sidebar, ask.toc, ask.chrome.htmlAttributes['data-mode-layout']]).toEqual([undefined, undefined, 'center']);
	});
});

describe('a changelog page (Update)', () => {
	const siteUrl = { siteUrl: 'https://plants.example.com/' };

	it('links to its feed in its head, and with rss: true under its title, when the site has a public URL; else to none', () => {
		const releases = pageRouteData(showcase, 'changelog/releases', [], siteUrl);
		expect(releases.feed).toEqual({ href: '/changelog/releases/rss.xml', button: true });
		expect(releases.chrome.head.feed).toEqual({
			href: '/changelog/releases/rss.xml',
			title: 'Plant Store Docs Changelog: Release Notes for 2026 - Plant Store',
		});
		// Without rss: true, the head alone links to it.
		expect(pageRouteData(showcase, 'components/media', headings, siteUrl).feed).toEqual({
			href: '/components/media/rss.xml',
			button: false,
		});
		// Without the public URL there is no feed; a page without Update has none.
		const withoutUrl = pageRouteData(showcase, 'changelog/releases', []);
		expect([withoutUrl.feed, withoutUrl.chrome.head.feed]).toEqual([undefined, undefined]);
		const quickstart = pageRouteData(showcase, 'quickstart', headings, siteUrl);
		expect([quickstart.feed, quickstart.chrome.head.feed]).toEqual([undefined, undefined]);
	});

	it('holds the place of the tag filters in the column of the table of contents, which the wide mode has not', async () => {
		const site = await siteOf(
			folderWith({
				'docs.json': JSON.stringify({ name: 'Greenhouse', navigation: [{ group: 'Start', pages: ['news', 'wide', 'plain'] }] }),
				'news.mdx': page('News', '', '<Update label="v2" tags={["SDK"]}>New.</Update>'),
				'wide.mdx': page('Wide', 'mode: wide\n', '<Update label="v2" tags={["SDK"]}>New.</Update>'),
				'plain.mdx': page('Plain'),
			}),
		);
		expect(['news', 'wide', 'plain'].map((path) => pageRouteData(site, path, []).updateFilters)).toEqual([true, false, false]);
	});
});

describe('the data of the 404 page', () => {
	it('shows the sections, a default text, and sends a legacy site’s reader nowhere', () => {
		const data = notFoundRouteData(showcase);
		expect(data.title).toBe('Page not found');
		expect(data.chrome).toMatchObject({ hasSidebar: false, sections: { currentIds: [] } });
		expect(data.chrome.head.metaTags).toContainEqual({ name: 'robots', content: 'noindex', property: false });
		expect(data.chrome.head.canonical).toBeUndefined();
		expect(data.chrome.htmlAttributes['data-mode-layout']).toBe('center');
		expect(data.sections.map((section) => section.href)).toContain('/api-reference/introduction');
		expect(data.redirectHome).toBe(false);
		expect(data.text).toBe('There is no page at this address. It may have moved: search for it, or start from one of these sections.');
	});

	it('takes the current format’s title and text, as HTML, and its choice not to redirect', () => {
		const data = notFoundRouteData(current);
		expect([data.title, data.text, data.redirectHome]).toEqual(['Lost', 'Try the <strong>quickstart</strong>.', false]);
	});
});
