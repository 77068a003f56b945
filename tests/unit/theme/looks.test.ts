import { describe, expect, it } from 'vitest';
import { themeNames } from '../../../src/config/schema/current/index.ts';
import { lookAttributes, lookOf } from '../../../src/theme/looks.ts';
import { loadedConfig } from '../support/config.ts';

const configOf = (settings: Record<string, unknown>) => loadedConfig(settings);

const current = (theme: string) => configOf({ theme, name: 'Moss', colors: { primary: '#166534' }, navigation: { pages: ['index'] } });
const legacy = (look: Record<string, unknown>) => configOf({ name: 'Moss', navigation: [{ group: 'Start', pages: ['index'] }], ...look });

describe('the look of a site', () => {
	it('has a look for every theme the current format names, and puts the tabs in the sidebar for palm, almond and sequoia', () => {
		const tabsInSidebar = themeNames.filter((theme) => lookOf(current(theme)).tabs === 'sidebar');
		expect(tabsInSidebar).toEqual(['palm', 'almond', 'sequoia']);
		expect(lookOf(current('linden'))).toMatchObject({ font: 'mono', corners: 'sharp' });
		expect(lookOf(current('almond'))).toMatchObject({ sidebar: 'card' });
		expect(lookOf(current('aspen'))).toMatchObject({ width: 'full', tabs: 'topbar' });
		// sequoia's contextual menu is in the table of contents, the others' above the page.
		expect(themeNames.filter((theme) => lookOf(current(theme)).contextualMenu === 'toc')).toEqual(['sequoia']);
	});

	it('reads the legacy look options into the same model', () => {
		expect(lookOf(legacy({}))).toMatchObject({ tabs: 'topbar', corners: 'rounded', sidebar: 'plain' });
		expect(lookOf(legacy({ layout: 'sidenav', rounded: 'sharp', sidebar: { items: 'card' } }))).toMatchObject({
			tabs: 'sidebar',
			corners: 'sharp',
			sidebar: 'card',
		});
		expect(lookOf(legacy({ layout: 'solidSidenav' }))).toMatchObject({ tabs: 'sidebar', sidebar: 'panel' });
		// A legacy theme is the current one Mintlify's upgrade maps it to; a sidenav layout is maple.
		expect(lookOf(legacy({ theme: 'venus' }))).toMatchObject({ name: 'palm', tabs: 'sidebar', width: 'full', sidebar: 'panel' });
		expect(lookOf(legacy({ theme: 'quill' })).name).toBe('willow');
		expect(lookOf(legacy({ theme: 'prism' })).name).toBe('mint');
		expect(lookOf(legacy({ theme: 'venus', layout: 'sidenav' }))).toMatchObject({ name: 'maple', tabs: 'sidebar', sidebar: 'panel' });
		// Values the legacy format never had change nothing.
		expect(lookOf(legacy({ layout: 42, rounded: 'round', sidebar: 'card' }))).toMatchObject({ tabs: 'topbar', corners: 'rounded' });
	});

	it('writes only what differs from the default look onto the page', () => {
		expect(Object.values(lookAttributes(lookOf(legacy({})))).filter(Boolean)).toEqual([]);
		expect(lookAttributes(lookOf(current('palm')))).toEqual({
			'data-look': 'palm',
			'data-tabs': 'sidebar',
			'data-width': 'full',
			'data-corners': undefined,
			'data-font': undefined,
			'data-sidebar-style': 'panel',
		});
	});
});
