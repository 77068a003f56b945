import { describe, expect, test } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';

/** A legacy config as the loader reads it, and the file `trellis upgrade` writes from it read back. */
function upgraded(legacy: Record<string, unknown>) {
	const read = validateConfigText('/docs/mint.json', JSON.stringify(legacy));
	if (!read.config || !read.upgraded) throw new Error(JSON.stringify(read.problems));
	const { written: config, changes, leftBehind } = read.upgraded;
	const back = validateConfigText('/docs/docs.json', JSON.stringify(config));
	return { config, changes, leftBehind, back, before: read.config };
}

describe('trellis upgrade: a legacy config in the current format', () => {
	test("a legacy theme and layout become the theme Mintlify's upgrade picks, and the built look is that theme's", () => {
		const cases: [Record<string, unknown>, string, string][] = [
			[{}, 'mint', 'theme: "mint" added (the current format names its look)'],
			[{ theme: 'venus' }, 'palm', 'theme: "palm" (from theme "venus", as Mintlify\'s upgrade maps them)'],
			[{ theme: 'quill' }, 'willow', 'theme: "willow" (from theme "quill", as Mintlify\'s upgrade maps them)'],
			[{ theme: 'prism' }, 'mint', 'theme: "mint" (from theme "prism", as Mintlify\'s upgrade maps them)'],
			[
				{ theme: 'venus', layout: 'sidenav' },
				'maple',
				'theme: "maple" (from theme "venus" and layout "sidenav", as Mintlify\'s upgrade maps them)',
			],
			[{ layout: 'solidSidenav' }, 'willow', 'theme: "willow" (from layout "solidSidenav", as Mintlify\'s upgrade maps them)'],
		];
		for (const [look, theme, change] of cases) {
			const { config, changes, before } = upgraded({ name: 'Orchard', navigation: [{ group: 'Start', pages: ['index'] }], ...look });
			expect(config['theme'], JSON.stringify(look)).toBe(theme);
			expect(before.theme).toBe(theme);
			expect(changes).toContain(change);
		}
	});

	test('settings move to their current keys, and the engine reads them back as before', () => {
		const legacy = {
			name: 'Orchard',
			colors: { primary: '#166534', dark: '#14532D' },
			topbarCtaButton: { name: 'Sign up', url: 'https://example.com/sign-up' },
			footer: { links: [{ title: 'Company', links: [{ label: 'About', url: 'https://example.com/about' }] }] },
			footerSocials: [{ type: 'github', url: 'https://github.com/example' }],
			font: { family: 'Inter', weight: 400 },
			openapi: 'openapi.json',
			api: { playground: { mode: 'simple' } },
			seo: { indexHiddenPages: true },
			search: { prompt: 'Search the orchard' },
			redirects: [{ source: '/old', destination: '/' }],
			feedback: { thumbsRating: true },
			navigation: [{ group: 'Start', pages: ['index'] }],
		};
		const { config, changes, leftBehind, back, before } = upgraded(legacy);
		expect(back.problems).toEqual([]);
		expect(config).toMatchObject({
			theme: 'mint',
			colors: { primary: '#166534', dark: '#14532D' },
			navbar: { primary: { type: 'button', label: 'Sign up', href: 'https://example.com/sign-up' } },
			footer: {
				socials: { github: 'https://github.com/example' },
				links: [{ header: 'Company', items: [{ label: 'About', href: 'https://example.com/about' }] }],
			},
			fonts: { family: 'Inter', weight: 400 },
			api: { openapi: 'openapi.json', playground: { display: 'simple' } },
			seo: { indexing: 'all' },
			search: { prompt: 'Search the orchard' },
			navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
		});
		// The engine reads both into one model: the same but for what only the legacy format says.
		const { legacy: legacyOnly, ...model } = before;
		expect(legacyOnly?.feedback).toEqual({ suggestEdit: false, raiseIssue: false, thumbsRating: true });
		expect(back.config).toEqual(model);
		expect(changes).toContain('footer.links[].title and .links -> footer.links[].header and .items');
		expect(leftBehind).toEqual(['feedback']);
	});

	test('external tabs stay among the tabs, anchors that are all external become global links; each tab keeps the pages under its prefix', () => {
		const { config, back } = upgraded({
			name: 'Orchard',
			colors: { primary: '#166534' },
			tabs: [
				{ name: 'API', url: 'api' },
				{ name: 'Blog', url: 'https://example.com/blog' },
			],
			anchors: [{ name: 'Forum', url: 'https://example.com/forum', icon: 'comments' }],
			navigation: [{ group: 'Mixed', pages: ['index', 'api/trees'] }],
		});
		expect(back.problems).toEqual([]);
		expect(config.navigation).toEqual({
			tabs: [
				{ tab: 'Documentation', groups: [{ group: 'Mixed', pages: ['index'] }] },
				{ tab: 'API', groups: [{ group: 'Mixed', pages: ['api/trees'] }] },
				{ tab: 'Blog', href: 'https://example.com/blog' },
			],
			global: {
				anchors: [{ anchor: 'Forum', icon: { name: 'comments', style: 'duotone' }, href: 'https://example.com/forum' }],
			},
		});
	});

	test('a legacy navigation becomes what Mintlify reads it as: anchors outside the tabs here, each version its own levels', () => {
		const { config, changes, back } = upgraded({
			name: 'Orchard',
			colors: { primary: '#166534', anchors: '#0D9488' },
			versions: ['v2', 'v1'],
			tabs: [{ name: 'API', url: 'api', openapi: 'openapi.json' }],
			anchors: [
				{ name: 'Guides', url: 'guides', icon: 'book', color: { from: '#16A34A', to: '#0D9488' } },
				{ name: 'Old SDK', url: 'sdk', version: 'v1', isDefaultHidden: true },
			],
			navigation: [
				{ group: 'Start', pages: ['index', 'guides/setup', 'api/overview'] },
				{ group: 'SDK', version: 'v1', pages: ['sdk/install'] },
			],
		});
		expect(back.problems).toEqual([]);
		// No tab's folder is an anchor's nor the other way round: Mintlify then puts the anchors outside.
		const top = { anchor: 'Documentation', icon: { name: 'book-open', style: 'duotone' } };
		const api = {
			tab: 'API',
			openapi: { source: 'openapi.json', directory: 'api' },
			groups: [{ group: 'Start', pages: ['api/overview'] }],
		};
		const guides = {
			anchor: 'Guides',
			icon: { name: 'book', style: 'duotone' },
			// A gradient keeps its first colour; the current format has one colour for each mode.
			color: { light: '#16A34A', dark: '#16A34A' },
			groups: [{ group: 'Start', pages: ['guides/setup'] }],
		};
		const docs = { tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] };
		expect(config.navigation).toEqual({
			versions: [
				{ version: 'v2', default: true, anchors: [{ ...top, tabs: [docs, api] }, guides] },
				{
					version: 'v1',
					anchors: [
						{ ...top, tabs: [docs, api] },
						guides,
						{
							anchor: 'Old SDK',
							// `colors.anchors` is the colour of an anchor that names none.
							color: { light: '#0D9488', dark: '#0D9488' },
							hidden: true,
							groups: [{ group: 'SDK', pages: ['sdk/install'] }],
						},
					],
				},
			],
		});
		expect(changes).toContain('isDefaultHidden -> hidden');
		expect(changes).toContain(`anchors' colour gradients -> their first colour (the current format has one colour per mode): "Guides"`);
	});
});
