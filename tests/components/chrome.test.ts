import { describe, expect, test } from 'vitest';
import Anchors from '../../src/components/chrome/Anchors.astro';
import type { Section } from '../../src/navigation/types.ts';
import { find } from '../build/html.ts';
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
	test("an anchor's icon is drawn on its colour, its gradient, or the colour of each mode", async () => {
		const html = await renderComponent(Anchors, {
			props: {
				anchors: [
					anchor('Solid', '#b45309'),
					anchor('Gradient', { from: '#16a34a', to: '#0d9488' }),
					anchor('Paired', { light: '#0f766e', dark: '#14b8a6' }),
					anchor('Plain', undefined),
				],
				currentId: 'anchor:Plain',
				currentTabId: 'tab:primary',
			},
		});
		const iconOf = (name: string) => find(find(html, 'a', { href: `/${name.toLowerCase()}` }).outer, 'span', { class: /anchor-icon/ });
		expect(iconOf('Solid').attrs.style).toBe('background:#b45309');
		expect(iconOf('Gradient').attrs.style).toBe('background:linear-gradient(45deg, #16a34a, #0d9488)');
		expect(iconOf('Paired').attrs).toMatchObject({ style: '--anchor-light:#0f766e;--anchor-dark:#14b8a6', 'data-paired': '' });
		expect(iconOf('Plain').attrs.style).toBeUndefined();
		expect(iconOf('Plain').attrs.class).toBe('anchor-icon');
		expect(iconOf('Paired').attrs.class).toBe('anchor-icon colored');
	});
});
