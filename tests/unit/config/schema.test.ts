import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { docsConfigSchema, type LegacyConfig } from '../../../src/config/schema/index.ts';
import { iconTypes } from '../../../src/config/schema/shared.ts';

const minimal = { name: 'Plant Store', navigation: [{ group: 'Get Started', pages: ['introduction'] }] };
/** Feedback links need a GitHub repository; without one the loader warns (tests/unit/config/feedback.test.ts). */
const repository = { footerSocials: { github: 'https://github.com/trellis-docs/plant-store' } };

/**
 * Validates `minimal` plus `extra` through the loader, as `docs.json` text, and insists on a
 * config with no problem at all: an unknown key would be dropped with a warning, so a shape
 * that is silently ignored instead of accepted fails here.
 */
function accept(extra: Record<string, unknown>): LegacyConfig {
	const result = validateConfigText('/docs/docs.json', JSON.stringify({ ...minimal, ...extra }, null, 2));
	expect(result.problems).toEqual([]);
	expect(result.config).toBeDefined();
	// The legacy schema's reading, before the loader turns it into the current format.
	return docsConfigSchema.parse({ ...minimal, ...extra });
}

function rejects(extra: Record<string, unknown>): boolean {
	return !docsConfigSchema.safeParse({ ...minimal, ...extra }).success;
}

describe('defaults of a minimal config', () => {
	it('fills every default the seed specification states', () => {
		expect(accept({})).toEqual({
			name: 'Plant Store',
			navigation: [{ group: 'Get Started', pages: ['introduction'] }],
			topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
			primaryTab: { name: 'Documentation', isDefaultHidden: false },
			api: { playground: { mode: 'show' } },
			feedback: { suggestEdit: false, raiseIssue: false },
			modeToggle: { isHidden: false },
		});
	});

	it('keeps the topAnchor defaults for the fields an override leaves out', () => {
		expect(accept({ topAnchor: { name: 'Home' } }).topAnchor).toEqual({
			name: 'Home',
			icon: 'book-open',
			iconType: 'duotone',
		});
		expect(accept({ topAnchor: { icon: 'house', iconType: 'solid' } }).topAnchor).toEqual({
			name: 'Documentation',
			icon: 'house',
			iconType: 'solid',
		});
	});

	it('defaults playground.mode to "show" when api is given without a playground', () => {
		expect(accept({ api: { baseUrl: 'https://api.example.com' } }).api).toEqual({
			baseUrl: 'https://api.example.com',
			playground: { mode: 'show' },
		});
		expect(accept({ api: { playground: {} } }).api.playground.mode).toBe('show');
	});

	it('defaults each feedback and modeToggle flag on its own', () => {
		expect(accept({ ...repository, feedback: { raiseIssue: true } }).feedback).toEqual({ suggestEdit: false, raiseIssue: true });
		expect(accept({ modeToggle: { default: 'dark' } }).modeToggle).toEqual({ default: 'dark', isHidden: false });
	});

	it('requires name and navigation', () => {
		expect(docsConfigSchema.safeParse({ navigation: [] }).success).toBe(false);
		expect(docsConfigSchema.safeParse({ name: 'X' }).success).toBe(false);
		expect(docsConfigSchema.safeParse({ name: 'X', navigation: [] }).success).toBe(true);
	});
});

describe('the 17 top-level properties of the seed', () => {
	it('accepts logo as a path', () => {
		expect(accept({ logo: '/logo.svg' }).logo).toBe('/logo.svg');
	});

	it('accepts logo as {light, dark, href} and defaults href to "/"', () => {
		expect(accept({ logo: { light: '/l.svg', dark: '/d.svg', href: 'https://plantstore.dev' } }).logo).toEqual({
			light: '/l.svg',
			dark: '/d.svg',
			href: 'https://plantstore.dev',
		});
		expect(accept({ logo: { light: '/l.svg', dark: '/d.svg' } }).logo).toEqual({
			light: '/l.svg',
			dark: '/d.svg',
			href: '/',
		});
	});

	it('accepts favicon and backgroundImage', () => {
		const config = accept({ favicon: '/favicon.svg', backgroundImage: '/images/background.svg' });
		expect(config.favicon).toBe('/favicon.svg');
		expect(config.backgroundImage).toBe('/images/background.svg');
	});

	it('accepts colors with primary only, and with light, dark and background', () => {
		expect(accept({ colors: { primary: '#16A34A' } }).colors).toEqual({ primary: '#16A34A' });
		const full = {
			primary: '#16A34A',
			light: '#4ADE80',
			dark: '#15803D',
			background: { light: '#FFFFFF', dark: '#0B1410' },
		};
		expect(accept({ colors: full }).colors).toEqual(full);
	});

	it.each(['#abc', '#A1B2C3', '#a1b2c3ff'])('accepts the hex colour %s', (hex) => {
		expect(accept({ colors: { primary: hex } }).colors?.primary).toBe(hex);
	});

	it.each(['green', '#12345', '#GGGGGG', 'rgb(0,0,0)', '16A34A'])('refuses the colour %s', (value) => {
		expect(rejects({ colors: { primary: value } })).toBe(true);
	});

	it('takes either background colour alone, as real folders write it', () => {
		expect(accept({ colors: { primary: '#000', background: { light: '#fff' } } }).colors?.background).toEqual({ light: '#fff' });
		expect(accept({ colors: { primary: '#000', background: { dark: '#000' } } }).colors?.background).toEqual({ dark: '#000' });
		expect(rejects({ colors: { primary: '#000', background: { light: 'white' } } })).toBe(true);
	});

	it('accepts the extra colour keys of real folders (anchors, ultraLight, ultraDark)', () => {
		const colors = {
			primary: '#000000',
			anchors: { from: '#111111', via: '#222222', to: '#333333' },
			ultraLight: '#EEEEEE',
			ultraDark: '#111111',
		};
		expect(accept({ colors }).colors).toEqual(colors);
		expect(accept({ colors: { primary: '#000', anchors: '#ABCDEF' } }).colors?.anchors).toBe('#ABCDEF');
	});

	it('accepts topbarLinks, with the optional type, style and arrow', () => {
		const topbarLinks = [
			{ name: 'Support', url: 'mailto:support@plantstore.dev' },
			{ name: 'Status', url: 'https://status.plantstore.dev' },
			{ name: 'Blog', url: '/blog', type: 'link', style: 'pill', arrow: true },
			{ name: 'Forum', url: 'https://forum.example.com', style: 'roundedRectangle' },
		];
		expect(accept({ topbarLinks }).topbarLinks).toEqual(topbarLinks);
	});

	it('accepts a topbarCtaButton link and defaults its type to "link"', () => {
		expect(accept({ topbarCtaButton: { name: 'Sign up', url: 'https://plantstore.dev/signup' } }).topbarCtaButton).toEqual({
			type: 'link',
			name: 'Sign up',
			url: 'https://plantstore.dev/signup',
		});
		expect(accept({ topbarCtaButton: { type: 'link', name: 'Go', url: '/start', style: 'pill', arrow: true } }).topbarCtaButton).toEqual({
			type: 'link',
			name: 'Go',
			url: '/start',
			style: 'pill',
			arrow: true,
		});
	});

	it.each([
		'https://github.com/trellis-docs/plant-store',
		'https://github.com/trellis-docs/plant-store/',
		'https://github.com/trellis-docs/plant-store.git',
		'https://www.github.com/owner/repo.name',
	])('accepts a topbarCtaButton of type github without a name: %s', (url) => {
		expect(accept({ topbarCtaButton: { type: 'github', url } }).topbarCtaButton).toEqual({ type: 'github', url });
	});

	it('accepts versions as strings, objects, or both mixed', () => {
		expect(accept({ versions: ['v2', 'v1'] }).versions).toEqual(['v2', 'v1']);
		const objects = [
			{ name: 'v3', url: 'https://v3.plantstore.dev' },
			{ name: 'v2', default: true },
			{ name: 'v1', default: false, locale: 'en' },
		];
		expect(accept({ versions: objects }).versions).toEqual(objects);
		expect(accept({ versions: ['v2', { name: 'v1', default: true }] }).versions).toEqual(['v2', { name: 'v1', default: true }]);
	});

	it('accepts an anchor with every field of the seed', () => {
		const anchor = {
			name: 'Guides',
			url: 'guides',
			icon: 'seedling',
			iconType: 'solid',
			color: { from: '#16A34A', to: '#0D9488' },
			version: 'v1',
			isDefaultHidden: true,
		};
		expect(accept({ versions: ['v1'], anchors: [anchor] }).anchors).toEqual([anchor]);
	});

	it('defaults an anchor to iconType "duotone" and isDefaultHidden false', () => {
		expect(accept({ anchors: [{ name: 'Community', url: 'https://discord.gg/plantstore' }] }).anchors).toEqual([
			{ name: 'Community', url: 'https://discord.gg/plantstore', iconType: 'duotone', isDefaultHidden: false },
		]);
	});

	it('accepts anchor colours as hex, gradient and gradient with via', () => {
		const colors = ['#5865F2', { from: '#000', to: '#fff' }, { from: '#000', via: '#777', to: '#fff' }];
		const anchors = colors.map((color, index) => ({ name: `A${index}`, url: `a${index}`, color }));
		expect(accept({ anchors }).anchors?.map((anchor) => anchor.color)).toEqual(colors);
	});

	it('accepts anchor urls as a folder prefix, a site path or an external link', () => {
		const urls = ['guides', '/api-reference/', 'https://discord.gg/plantstore', 'http://example.com', 'mailto:a@b.c'];
		const anchors = urls.map((url, index) => ({ name: `A${index}`, url }));
		expect(accept({ anchors }).anchors?.map((anchor) => anchor.url)).toEqual(urls);
	});

	it('accepts openapi on anchors and tabs, as a string or an array', () => {
		const config = accept({
			anchors: [{ name: 'API', url: 'api', openapi: 'openapi.json' }],
			tabs: [{ name: 'Admin', url: 'admin', openapi: ['admin.yaml', 'https://example.com/spec.json'] }],
		});
		expect(config.anchors?.[0]?.openapi).toBe('openapi.json');
		expect(config.tabs?.[0]?.openapi).toEqual(['admin.yaml', 'https://example.com/spec.json']);
	});

	it('lists the 11 iconType values of the format, including the 6 of the seed', () => {
		expect([...iconTypes].sort()).toEqual(
			[
				'brands',
				'duotone',
				'light',
				'regular',
				'sharp-duotone-solid',
				'sharp-light',
				'sharp-regular',
				'sharp-solid',
				'sharp-thin',
				'solid',
				'thin',
			].sort(),
		);
	});

	it.each([...iconTypes])('accepts iconType "%s" on anchors, topAnchor and groups', (iconType) => {
		const config = accept({
			anchors: [{ name: 'A', url: 'a', icon: 'leaf', iconType }],
			topAnchor: { iconType },
			navigation: [{ group: 'G', icon: 'leaf', iconType, pages: ['introduction'] }],
		});
		expect(config.anchors?.[0]?.iconType).toBe(iconType);
		expect(config.topAnchor.iconType).toBe(iconType);
		expect(config.navigation[0]?.iconType).toBe(iconType);
	});

	it('accepts tabs and defaults isDefaultHidden to false', () => {
		expect(
			accept({
				versions: ['v1'],
				tabs: [
					{ name: 'API Reference', url: 'api-reference' },
					{ name: 'Blog', url: 'https://blog.plantstore.dev', isDefaultHidden: true, version: 'v1' },
				],
			}).tabs,
		).toEqual([
			{ name: 'API Reference', url: 'api-reference', isDefaultHidden: false },
			{ name: 'Blog', url: 'https://blog.plantstore.dev', isDefaultHidden: true, version: 'v1' },
		]);
	});

	it('accepts api with every field of the seed and of real folders', () => {
		const api = {
			baseUrl: ['http://sandbox.mintlify.com', 'http://localhost:4010'],
			auth: { method: 'basic', name: 'user:password', inputPrefix: 'Basic' },
			playground: { mode: 'simple', disableProxy: true },
			maintainOrder: true,
			request: { example: { languages: ['bash', 'python', 'javascript', 'php', 'go', 'java', 'ruby'] } },
			paramFields: { expanded: 'topLevel' },
		};
		expect(accept({ api }).api).toEqual(api);
		expect(accept({ api: { baseUrl: 'https://api.plantstore.dev' } }).api.baseUrl).toBe('https://api.plantstore.dev');
	});

	it.each(['bearer', 'basic', 'key', 'cobo'])('accepts api.auth.method "%s"', (method) => {
		expect(accept({ api: { auth: { method } } }).api.auth?.method).toBe(method);
	});

	it.each(['show', 'simple', 'hide'])('accepts api.playground.mode "%s"', (mode) => {
		expect(accept({ api: { playground: { mode } } }).api.playground.mode).toBe(mode);
	});

	it.each(['all', 'topLevel', 'topLevelOneOfs', 'none'])('accepts api.paramFields.expanded "%s"', (expanded) => {
		expect(accept({ api: { paramFields: { expanded } } }).api.paramFields?.expanded).toBe(expanded);
	});

	it('refuses a baseUrl that is not an http(s) URL, and an empty baseUrl array', () => {
		expect(rejects({ api: { baseUrl: 'api.example.com' } })).toBe(true);
		expect(rejects({ api: { baseUrl: [] } })).toBe(true);
	});

	it('accepts openapi as a string or an array of paths and URLs', () => {
		expect(accept({ openapi: 'openapi.json' }).openapi).toBe('openapi.json');
		expect(accept({ openapi: ['openapi.json', 'https://example.com/v2.yaml'] }).openapi).toEqual([
			'openapi.json',
			'https://example.com/v2.yaml',
		]);
	});

	it('accepts footerSocials with the 9 platforms of the seed', () => {
		const footerSocials = {
			website: 'https://plantstore.dev',
			facebook: 'https://facebook.com/plantstore',
			x: 'https://x.com/plantstore',
			discord: 'https://discord.gg/plantstore',
			slack: 'https://plantstore.slack.com',
			github: 'https://github.com/trellis-docs/plant-store',
			linkedin: 'https://www.linkedin.com/company/plantstore',
			instagram: 'https://instagram.com/plantstore',
			'hacker-news': 'https://news.ycombinator.com/user?id=plantstore',
		};
		expect(accept({ footerSocials }).footerSocials).toEqual(footerSocials);
	});

	it('accepts footerSocials platforms beyond the seed, known or not, without a warning', () => {
		const footerSocials = {
			twitter: 'https://twitter.com/plantstore',
			youtube: 'https://youtube.com/@plantstore',
			medium: 'https://medium.com/plantstore',
			bluesky: 'https://bsky.app/profile/plantstore',
			mastodon: 'https://mastodon.social/@plantstore',
		};
		expect(accept({ footerSocials }).footerSocials).toEqual(footerSocials);
	});

	it('accepts footerSocials as an array of {type, url}', () => {
		const footerSocials = [
			{ type: 'github', url: 'https://github.com/trellis-docs/plant-store' },
			{ type: 'x', url: 'https://x.com/plantstore' },
		];
		expect(accept({ footerSocials }).footerSocials).toEqual(footerSocials);
	});

	it('accepts feedback and modeToggle in every shape', () => {
		expect(accept({ ...repository, feedback: { suggestEdit: true, raiseIssue: true } }).feedback).toEqual({
			suggestEdit: true,
			raiseIssue: true,
		});
		expect(accept({ modeToggle: { default: 'light', isHidden: true } }).modeToggle).toEqual({
			default: 'light',
			isHidden: true,
		});
		expect(accept({ modeToggle: {} }).modeToggle).toEqual({ isHidden: false });
		expect(rejects({ modeToggle: { default: 'system' } })).toBe(true);
	});
});

describe('navigation groups', () => {
	it('accepts groups nested four levels deep, with icon, iconType and version', () => {
		const navigation = [
			{
				group: 'Guides',
				icon: 'seedling',
				pages: [
					'guides/care',
					{
						group: 'Inventory',
						version: 'v1',
						pages: [
							'guides/inventory/tagging',
							{
								group: 'Advanced',
								pages: [{ group: 'Bulk', iconType: 'regular', pages: ['guides/inventory/bulk-import'] }],
							},
						],
					},
				],
			},
		];
		expect(accept({ versions: ['v1'], navigation }).navigation).toEqual(navigation);
	});

	it('accepts an empty group name and an empty pages list', () => {
		expect(
			accept({
				navigation: [
					{ group: '', pages: ['introduction'] },
					{ group: 'Soon', pages: [] },
				],
			}).navigation,
		).toEqual([
			{ group: '', pages: ['introduction'] },
			{ group: 'Soon', pages: [] },
		]);
	});

	it('refuses a page entry that is neither a path nor a group, at any depth', () => {
		expect(rejects({ navigation: [{ group: 'G', pages: [{ group: 'H', pages: [{ group: 'I', pages: [42] }] }] }] })).toBe(true);
		expect(rejects({ navigation: [{ group: 'G', pages: [''] }] })).toBe(true);
		expect(rejects({ navigation: ['introduction'] })).toBe(true);
	});
});

describe('keys of real folders beyond the seed', () => {
	it('accepts $schema, metadata, redirects, footer, search, seo, primaryTab and font', () => {
		const extras = {
			$schema: 'https://mintlify.com/schema.json',
			metadata: { 'og:image': 'https://plantstore.dev/og.png', robots: 'noindex' },
			redirects: [
				{ source: '/old/:slug*', destination: '/new/:slug*', permanent: true },
				{ source: '/plants', destination: 'https://plantstore.dev/plants' },
			],
			footer: {
				socials: { github: 'https://github.com/trellis-docs/plant-store' },
				links: [
					{ title: 'Product', links: [{ label: 'Pricing', url: '/pricing' }] },
					{ links: [{ label: 'Status', url: 'https://status.plantstore.dev' }] },
				],
			},
			search: { prompt: 'Search the Plant Store docs...' },
			seo: { indexHiddenPages: true },
			primaryTab: { name: 'Guides', isDefaultHidden: true },
			font: { family: 'Inter', weight: 400, url: 'https://example.com/inter.woff2', format: 'woff2' },
		};
		const config = accept(extras);
		const { $schema, metadata, redirects, footer, search, seo, primaryTab, font } = config;
		expect({ $schema, metadata, redirects, footer, search, seo, primaryTab, font }).toEqual(extras);
	});

	it('accepts font as separate headings and body faces', () => {
		const font = { headings: { family: 'Lora' }, body: { family: 'Inter', format: 'woff' } };
		expect(accept({ font }).font).toEqual(font);
	});

	it('accepts footer links of 1 to 4 columns and refuses 5', () => {
		const column = { links: [{ label: 'Home', url: '/' }] };
		expect(accept({ footer: { links: [column] } }).footer?.links).toHaveLength(1);
		expect(accept({ footer: { links: [column, column, column, column] } }).footer?.links).toHaveLength(4);
		expect(rejects({ footer: { links: [column, column, column, column, column] } })).toBe(true);
	});

	it('defaults primaryTab name to "Documentation" when only isDefaultHidden is given', () => {
		expect(accept({ primaryTab: { isDefaultHidden: true } }).primaryTab).toEqual({
			name: 'Documentation',
			isDefaultHidden: true,
		});
	});

	it('accepts the look options (theme, layout, rounded, sidebar, topbar, background, codeBlock, eyebrow) without a warning', () => {
		const look = {
			theme: 'mint',
			layout: 'sidenav',
			rounded: 'sharp',
			sidebar: { items: 'card' },
			topbar: { style: 'gradient' },
			background: { style: 'gradient' },
			codeBlock: { mode: 'dark' },
			eyebrow: 'section',
		};
		const config = accept(look);
		expect(Object.fromEntries(Object.keys(look).map((key) => [key, config[key as keyof LegacyConfig]]))).toEqual(look);
	});

	it('accepts the hosted-service keys and says once that they are ignored', () => {
		const result = validateConfigText(
			'/docs/docs.json',
			JSON.stringify({
				...minimal,
				analytics: { ga4: { measurementId: 'G-1' } },
				integrations: { intercom: 'x' },
				isWhiteLabeled: true,
				mintlify: {},
			}),
		);
		expect(result.config).toBeDefined();
		// `analytics` is read (tests/unit/config/analytics.test.ts); the others are the hosted platform's.
		expect(result.config?.integrations).toEqual({ ga4: { measurementId: 'G-1' } });
		expect(result.problems).toHaveLength(1);
		expect(result.problems[0]).toMatchObject({
			severity: 'warning',
			message: '"integrations", "isWhiteLabeled", "mintlify": settings of hosted services, ignored by a static build',
		});
	});
});

describe('link targets', () => {
	it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x'])(
		'refuses %j wherever a link is configured',
		(url) => {
			expect(rejects({ anchors: [{ name: 'A', url }] })).toBe(true);
			expect(rejects({ tabs: [{ name: 'T', url }] })).toBe(true);
			expect(rejects({ topbarLinks: [{ name: 'T', url }] })).toBe(true);
			expect(rejects({ topbarCtaButton: { name: 'T', url } })).toBe(true);
			expect(rejects({ logo: { light: '/l.svg', dark: '/d.svg', href: url } })).toBe(true);
			expect(rejects({ footerSocials: { x: url } })).toBe(true);
			expect(rejects({ footerSocials: { mastodon: url } })).toBe(true);
			expect(rejects({ footerSocials: [{ type: 'x', url }] })).toBe(true);
			expect(rejects({ footer: { links: [{ links: [{ label: 'L', url }] }] } })).toBe(true);
			expect(rejects({ redirects: [{ source: '/a', destination: url }] })).toBe(true);
			expect(rejects({ versions: [{ name: 'v1', url }] })).toBe(true);
		},
	);
});

describe('the showcase docs.json', () => {
	it('validates with no problem', () => {
		const file = resolve(import.meta.dirname, '../../../docs.json');
		const result = validateConfigText(file, readFileSync(file, 'utf8'));
		expect(result.problems).toEqual([]);
		expect(result.config?.name).toBe('Plant Store');
	});
});
