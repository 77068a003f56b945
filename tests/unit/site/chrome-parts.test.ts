import { describe, expect, it } from 'vitest';
import { bannerData, footerData, topBarData } from '../../../src/site/chrome-parts.ts';
import { loadedConfig } from '../support/config.ts';

/** What the top bar, the footer and the banner show, as data made from the config (src/site/chrome-parts.ts). */

const current = (extra: Record<string, unknown>) =>
	loadedConfig({ theme: 'mint', name: 'Greenhouse', colors: { primary: '#166534' }, navigation: { pages: ['index'] }, ...extra });

describe('the top bar', () => {
	it('links home through the logo, light and dark, or shows the name', () => {
		expect(
			topBarData(current({ logo: { light: '/logo.svg', dark: '/logo-dark.svg', href: 'https://greenhouse.example.com' } })).logo,
		).toEqual({
			href: 'https://greenhouse.example.com',
			alt: 'Greenhouse',
			light: '/logo.svg',
			dark: '/logo-dark.svg',
		});
		expect(topBarData(current({ logo: 'images/logo.png' })).logo).toEqual({ href: '/', alt: 'Greenhouse', light: '/images/logo.png' });
		expect(topBarData(current({})).logo).toEqual({ href: '/', alt: 'Greenhouse' });
	});

	it('labels its links (a GitHub link with no label says GitHub), with their icons, and opens other sites in a new tab', () => {
		const topBar = topBarData(
			current({
				navbar: {
					links: [
						{ label: 'Blog', href: '/blog', icon: 'newspaper' },
						{ type: 'github', href: 'https://github.com/acme/greenhouse', icon: { name: 'github', style: 'brands' } },
					],
					primary: { type: 'button', label: 'Sign up', href: 'https://app.example.com' },
				},
				search: { prompt: 'Search the greenhouse' },
			}),
		);
		expect(topBar.links).toEqual([
			{ label: 'Blog', href: '/blog', attributes: {}, icon: { name: 'newspaper' }, style: undefined, arrow: undefined },
			{
				label: 'GitHub',
				href: 'https://github.com/acme/greenhouse',
				attributes: { target: '_blank', rel: 'noopener noreferrer' },
				icon: { name: 'github', iconType: 'brands', library: undefined },
				style: undefined,
				arrow: undefined,
			},
		]);
		expect(topBar.primary).toEqual({
			kind: 'link',
			label: 'Sign up',
			href: 'https://app.example.com',
			attributes: { target: '_blank', rel: 'noopener noreferrer' },
			arrow: undefined,
		});
		expect(topBar.searchPrompt).toBe('Search the greenhouse');
		expect(topBar.modeToggle).toBe(true);
	});

	it('a GitHub button names its repository; a strict appearance has no light and dark switch', () => {
		const topBar = topBarData(
			current({
				navbar: { primary: { type: 'github', href: 'https://github.com/acme/greenhouse' } },
				appearance: { default: 'dark', strict: true },
			}),
		);
		expect(topBar.primary).toEqual({
			kind: 'github',
			href: 'https://github.com/acme/greenhouse',
			repository: 'acme/greenhouse',
			attributes: { target: '_blank', rel: 'noopener noreferrer' },
		});
		expect(topBar.modeToggle).toBe(false);
	});

	it('keeps the legacy look of a link and of the button', () => {
		const topBar = topBarData(
			loadedConfig({
				name: 'Greenhouse',
				navigation: [{ group: 'Start', pages: ['index'] }],
				topbarLinks: [{ name: 'Status', url: 'https://status.example.com', style: 'pill', arrow: true }],
				topbarCtaButton: { name: 'Dashboard', url: '/dashboard', arrow: true },
			}),
		);
		expect(topBar.links).toMatchObject([{ label: 'Status', style: 'pill', arrow: true }]);
		expect(topBar.primary).toMatchObject({ kind: 'link', label: 'Dashboard', href: '/dashboard', arrow: true, attributes: {} });
	});
});

describe('the footer', () => {
	it('has its columns of links and its socials, in the order written', () => {
		expect(
			footerData(
				current({
					footer: {
						links: [
							{
								header: 'Company',
								items: [
									{ label: 'About', href: '/about' },
									{ label: 'Jobs', href: 'https://jobs.example.com' },
								],
							},
						],
						socials: { x: 'https://x.com/acme', mastodon: 'https://mastodon.social/@acme' },
					},
				}),
			),
		).toEqual({
			columns: [
				{
					header: 'Company',
					links: [
						{ label: 'About', href: '/about', attributes: {} },
						{ label: 'Jobs', href: 'https://jobs.example.com', attributes: { target: '_blank', rel: 'noopener noreferrer' } },
					],
				},
			],
			socials: [
				{ key: 'x', url: 'https://x.com/acme', label: 'X', icon: { name: 'x-twitter', iconType: 'brands' } },
				{ key: 'mastodon', url: 'https://mastodon.social/@acme', label: 'mastodon' },
			],
		});
		expect(footerData(current({}))).toEqual({ columns: [], socials: [] });
	});
});

describe('the banner', () => {
	it('is its Markdown as sanitised HTML, its kind, and the text a reader closes when it is dismissible', () => {
		expect(
			bannerData(
				current({
					banner: {
						content: '**New:** the [v2 guide](/v2) <script>alert(1)</script>',
						dismissible: true,
						type: 'warning',
						color: '#ff0000',
					},
				}),
			),
		).toEqual({
			html: '<strong>New:</strong> the <a href="/v2">v2 guide</a> ',
			dismissKey: '**New:** the [v2 guide](/v2) <script>alert(1)</script>',
			kind: 'warning',
			colored: true,
		});
		expect(bannerData(current({ banner: { content: 'Hello' } }))).toMatchObject({ dismissKey: undefined, kind: 'info', colored: false });
		expect(bannerData(current({}))).toBeUndefined();
	});
});
