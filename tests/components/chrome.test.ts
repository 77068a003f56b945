import { describe, expect, test } from 'vitest';
import Anchors from '../../src/components/chrome/Anchors.astro';
import TopBar from '../../src/components/chrome/TopBar.astro';
import type { TopBarData } from '../../src/site/chrome-parts.ts';
import type { Section } from '../../src/navigation/types.ts';
import { find, findAll } from '../build/html.ts';
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
			props: { topBar, versionSwitch: { menus: [], targets: {} }, hasSidebar: false },
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
			props: { topBar: { ...topBar, modeToggle: true }, versionSwitch: { menus: [], targets: {} }, hasSidebar: false },
		});
		expect(withSwitch).toContain('data-mode-toggle');
	});
});
