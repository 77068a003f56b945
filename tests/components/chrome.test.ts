import { describe, expect, test } from 'vitest';
import Anchors from '../../src/components/chrome/Anchors.astro';
import Feedback from '../../src/components/chrome/Feedback.astro';
import SectionTabs from '../../src/components/chrome/SectionTabs.astro';
import Switcher from '../../src/components/chrome/Switcher.astro';
import TopBar from '../../src/components/chrome/TopBar.astro';
import type { TopBarData } from '../../src/site/chrome-parts.ts';
import type { Switcher as SwitcherData, SwitcherEntry } from '../../src/site/switchers.ts';
import type { Section } from '../../src/navigation/types.ts';
import { find, findAll, query } from '../build/html.ts';
import { renderComponent } from './render.ts';

const anchor = (name: string, color: Section['color']): Section => ({
	id: `anchor:${name}`,
	name,
	href: `/${name.toLowerCase()}`,
	external: false,
	isDefaultHidden: false,
	icon: 'leaf',
	...(color ? { color } : {}),
});

describe('Anchors', () => {
	test("an anchor's icon is drawn on the colour of each mode, one standing for both", async () => {
		const html = await renderComponent(Anchors, {
			props: {
				anchors: [
					anchor('Paired', { light: '#0f766e', dark: '#14b8a6' }),
					anchor('Light', { light: '#b45309' }),
					anchor('Gradient', { gradient: ['#16a34a', '#0d9488'] }),
					anchor('Plain', undefined),
				],
				currentIds: ['anchor:Plain', 'tab:primary'],
			},
		});
		const linkOf = (name: string) => find(html, 'a', { href: `/${name.toLowerCase()}` });
		const iconOf = (name: string) => find(linkOf(name).outer, 'span', { class: /anchor-icon/ });
		expect(iconOf('Paired').attrs).toMatchObject({ style: '--anchor-light:#0f766e;--anchor-dark:#14b8a6', class: 'anchor-icon colored' });
		expect(iconOf('Light').attrs).toMatchObject({ style: '--anchor-light:#b45309', class: 'anchor-icon colored' });
		expect(iconOf('Gradient').attrs).toMatchObject({
			style: 'background:linear-gradient(45deg, #16a34a, #0d9488)',
			class: 'anchor-icon colored',
		});
		expect(iconOf('Plain').attrs.style).toBeUndefined();
		expect(iconOf('Plain').attrs.class).toBe('anchor-icon');
		expect(linkOf('Plain').attrs['aria-current']).toBe('page');
		expect(linkOf('Paired').attrs['aria-current']).toBeUndefined();
	});
});

describe('TopBar', () => {
	test('draws its links with their icons, the button, and the light and dark switch, as its data says', async () => {
		const topBar: TopBarData = {
			logo: { href: '/', alt: 'Greenhouse' },
			links: [
				{ label: 'Blog', href: '/blog', attributes: {}, icon: { name: 'newspaper' } },
				{ label: 'Status', href: 'https://status.example.com', attributes: { target: '_blank', rel: 'noopener noreferrer' } },
			],
			primary: { kind: 'link', label: 'Sign up', href: '/signup', attributes: {} },
			modeToggle: false,
			searchPrompt: undefined,
		};
		const html = await renderComponent(TopBar, {
			props: { topBar, switchers: {}, hasSidebar: false },
		});
		const links = findAll(html, 'a', { class: /topbar-link/ });
		expect(links.map((link) => link.text.trim())).toEqual(['Blog', 'Status']);
		expect(findAll(links[0]!.outer, 'svg')).toHaveLength(1);
		expect(findAll(links[1]!.outer, 'svg')).toHaveLength(0);
		expect(links[1]!.attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
		expect(find(html, 'a', { class: 'cta-button' }).attrs.href).toBe('/signup');
		expect(find(html, 'span', { class: 'logo-text' }).text).toBe('Greenhouse');
		expect(html).not.toContain('data-mode-toggle');
		const withSwitch = await renderComponent(TopBar, {
			props: { topBar: { ...topBar, modeToggle: true }, switchers: {}, hasSidebar: false },
		});
		expect(withSwitch).toContain('data-mode-toggle');
	});
});

const entry = (name: string, fields: Partial<SwitcherEntry> = {}): SwitcherEntry => ({
	name,
	href: `/${name.toLowerCase()}`,
	attributes: {},
	current: false,
	...fields,
});

const products: SwitcherData = {
	label: 'Product',
	chosen: [entry('Cloud', { current: true, icon: { name: 'cloud' } })],
	current: true,
	entries: [
		entry('Cloud', { current: true, icon: { name: 'cloud' }, description: 'Hosted for you', iconColors: { light: '#0f766e' } }),
		entry('Self-host', {
			icon: { name: 'server' },
			items: [entry('Install', { icon: { name: 'download' }, description: 'On your servers' })],
		}),
		entry('Status', { href: 'https://status.example.com', attributes: { target: '_blank', rel: 'noopener noreferrer' } }),
	],
};

describe('Switcher', () => {
	test('is a button showing the current entry, named by what it switches, that opens a list of links with icons, names and descriptions', async () => {
		const html = await renderComponent(Switcher, { props: { switcher: products, place: 'topbar', kind: 'product' } });
		const details = find(html, 'details');
		expect(details.attrs).toMatchObject({ class: expect.stringContaining('switcher-topbar'), 'data-switcher': '', 'data-current': '' });
		expect(details.attrs['data-switcher-hover']).toBeUndefined();
		const summary = find(html, 'summary');
		// Mintlify's class hooks of the product selector.
		expect(summary.attrs.class).toContain('nav-dropdown-products-selector-trigger');
		expect(summary.text).toBe('Product: Cloud');
		expect(findAll(summary.outer, 'svg').length).toBeGreaterThanOrEqual(2);
		const list = find(html, 'ul', { class: 'switcher-list' });
		const links = findAll(list.outer, 'a', { class: /nav-dropdown-products-selector-item\b/ });
		expect(links.map((link) => [link.attrs.href, link.attrs['aria-current'], link.text])).toEqual([
			['/cloud', 'page', 'Cloud Hosted for you'],
			['/self-host', undefined, 'Self-host'],
			['https://status.example.com', undefined, 'Status ↗'],
		]);
		expect(links[2]!.attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
		expect(find(links[0]!.outer, 'span', { class: /item-description/ }).text).toBe('Hosted for you');
		expect(find(links[0]!.outer, 'span', { class: /switcher-icon/ }).attrs).toMatchObject({
			class: expect.stringContaining('colored'),
			style: '--switcher-icon-light:#0f766e',
		});
		// An entry without an icon keeps the icons' column; a product's menu items under it.
		expect(findAll(links[2]!.outer, 'svg')).toHaveLength(0);
		const items = find(html, 'ul', { class: 'switcher-items' });
		expect(find(items.outer, 'a').attrs.href).toBe('/install');
		expect(find(items.outer, 'a').text).toBe('Install On your servers');
	});

	test("shows its label where no entry holds the page; a tab's menu opens on hover too; the language menu has Mintlify's IDs", async () => {
		const menu: SwitcherData = { label: 'SDKs', chosen: [], current: false, version: 'v2', entries: [entry('Python', { version: 'v2' })] };
		const tab = await renderComponent(Switcher, { props: { switcher: menu, place: 'tab', kind: 'menu', buttonClass: 'nav-tabs-item' } });
		expect(find(tab, 'details').attrs).toMatchObject({ 'data-switcher-hover': '', 'data-for-version': 'v2' });
		expect(find(tab, 'details').attrs['data-current']).toBeUndefined();
		expect(find(tab, 'summary').text).toBe('SDKs');
		expect(find(tab, 'summary').attrs.class).toMatch(/nav-dropdown-trigger.*nav-tabs-item/);
		expect(find(tab, 'li').attrs['data-for-version']).toBe('v2');
		expect(find(tab, 'span', { class: /switcher-text/ }).attrs.class).toContain('nav-dropdown-item-text-container');
		const languages: SwitcherData = {
			label: 'Language',
			chosen: [entry('English', { current: true, chooses: 'en' })],
			current: false,
			entries: [entry('English', { current: true, chooses: 'en' }), entry('Français', { chooses: 'fr', tag: 'Beta' })],
		};
		const language = await renderComponent(Switcher, { props: { switcher: languages, place: 'topbar', kind: 'language' } });
		expect(find(language, 'details').attrs['data-switcher-versions']).toBe('');
		expect(find(language, 'summary').attrs.id).toBe('localization-select-trigger');
		expect(find(language, 'ul').attrs.id).toBe('localization-select-content');
		expect(findAll(language, 'a').map((link) => [link.attrs['data-chooses'], link.text])).toEqual([
			['en', 'English'],
			['fr', 'Français Beta'],
		]);
		expect(find(language, 'span', { class: 'nav-tag-pill' }).text).toBe('Beta');
	});
});

describe('SectionTabs', () => {
	const tabs: Section[] = [
		{ id: 'tab:0', name: 'Guides', href: '/guides', external: false, isDefaultHidden: false },
		{ id: 'tab:1', name: 'SDKs', href: '/sdk/python', external: false, isDefaultHidden: false },
	];
	const menus = { 'tab:1': { label: 'SDKs', chosen: [], current: true, entries: [entry('Python', { current: true }), entry('Node')] } };

	test("draws a tab with a menu as that menu's button in the row, and as a link with its items under it in the sidebar", async () => {
		const row = await renderComponent(SectionTabs, { props: { tabs, menus, currentIds: ['tab:1'] } });
		expect(findAll(row, 'a', { class: 'nav-tabs-item' }).map((link) => link.text)).toEqual(['Guides']);
		const menu = find(row, 'details');
		expect([find(menu.outer, 'summary').text, menu.attrs['data-current']]).toEqual(['SDKs', '']);
		expect(findAll(menu.outer, 'a').map((link) => [link.attrs.href, link.attrs['aria-current']])).toEqual([
			['/python', 'page'],
			['/node', undefined],
		]);
		const sidebar = await renderComponent(SectionTabs, { props: { tabs, menus, currentIds: ['tab:1'], class: 'sidebar-tabs' } });
		expect(query(sidebar, 'details')).toBeUndefined();
		expect(findAll(sidebar, 'a').map((link) => link.text)).toEqual(['Guides', 'SDKs', 'Python', 'Node']);
		expect(find(sidebar, 'ul', { class: 'sidebar-tab-menu' }).text).toBe('Python Node');
	});
});

describe('TopBar switchers', () => {
	test('shows the product, language and version menus after the logo, in that order', async () => {
		const topBar: TopBarData = { logo: { href: '/', alt: 'Greenhouse' }, links: [], modeToggle: false, searchPrompt: undefined };
		const versions: SwitcherData = {
			label: 'Documentation version',
			chosen: [],
			current: false,
			entries: [entry('v2', { chooses: 'v2' })],
		};
		const html = await renderComponent(TopBar, {
			props: {
				topBar,
				switchers: { product: products, language: { ...versions, label: 'Language' }, version: versions },
				hasSidebar: false,
			},
		});
		expect(findAll(html, 'details').map((details) => details.attrs.class)).toEqual([
			expect.stringContaining('switcher-product'),
			expect.stringContaining('switcher-language'),
			expect.stringContaining('switcher-version'),
		]);
	});
});

describe('Feedback', () => {
	test('shows the links it is given, and nothing without any (a folder with no GitHub repository)', async () => {
		const both = await renderComponent(Feedback, {
			props: { edit: 'https://github.com/o/r/edit/main/a.mdx', issue: 'https://github.com/o/r/issues/new' },
		});
		expect(findAll(find(both, 'div', { class: 'feedback' }).inner, 'a').map((link) => link.text)).toEqual(['Suggest edits', 'Raise issue']);
		const none = await renderComponent(Feedback, { props: {} });
		expect(query(none, 'div', { class: 'feedback' })).toBeUndefined();
	});
});
