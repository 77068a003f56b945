import { describe, expect, test } from 'vitest';
import Feedback from '../../src/components/chrome/Feedback.astro';
import Footer from '../../src/components/chrome/Footer.astro';
import Head from '../../src/components/chrome/Head.astro';
import TopBar from '../../src/components/chrome/TopBar.astro';
import { renderIconSvg } from '../../src/icons/render-icon.ts';
import { resolveDocsPaths } from '../../src/settings/docs-paths.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { pageRouteData } from '../../src/site/route-data.ts';
import { cssRule, find, findAll, inlineStyles, query } from '../build/html.ts';
import { projectRoot } from '../support/build-site.ts';
import { modeChosenBy } from '../support/head-script.ts';
import { renderComponent } from './render.ts';

/**
 * The chrome of a page of tests/fixtures/all-properties-link-cta (a link button, a logo string, a
 * favicon.png, only a primary colour, no font, no background image, footer.socials, a visible mode
 * toggle with a default), rendered from its route data without a build. Its data is checked in
 * tests/unit/site/all-properties-link-cta.test.ts; the fuller fixture's built pages in
 * tests/build/all-properties.test.ts.
 */

const loaded = await loadSite(resolveDocsPaths(projectRoot, 'tests/fixtures/all-properties-link-cta'), false);
const site = loaded.site ?? expect.unreachable('the folder did not load');
const { chrome, feedback } = pageRouteData(site, 'setup', []);
const page = {};
const head = `<head>${await renderComponent(Head, { props: { head: chrome.head }, page })}</head>`;
const topbar = await renderComponent(TopBar, { props: { topBar: chrome.topBar, switchers: {}, hasSidebar: true }, page });
const footer = find(await renderComponent(Footer, { props: { footer: chrome.footer }, page }), 'footer', { class: 'site-footer' }).outer;
const svgOf = (markup: string) => /<svg\b[\s\S]*?<\/svg>/.exec(markup)?.[0];

describe('logo', () => {
	test('a logo string gives one image linking to the home page, with the width of its file at the top bar height', () => {
		const logo = find(topbar, 'a', { class: 'logo' });
		expect(logo.attrs.href).toBe('/');
		const images = findAll(logo.inner, 'img');
		expect(images).toHaveLength(1);
		expect(images[0]!.attrs.src).toBe('/logo.svg');
		expect(images[0]!.attrs.alt).toBe('Sprout');
		// 100 by 28.
		expect([images[0]!.attrs.width, images[0]!.attrs.height]).toEqual(['100', '28']);
	});
});

describe('the head', () => {
	test('favicon: a PNG is linked with its type', () => {
		const pngIcon = find(find(head, 'head').inner, 'link', { rel: 'icon' });
		expect(pngIcon.attrs.href).toBe('/favicon.png');
		expect(pngIcon.attrs.type).toBe('image/png');
	});

	test('without backgroundImage, no --background-image', () => {
		expect(inlineStyles(head)).not.toContain('--background-image');
	});

	test('colors: with only primary, both modes use it', () => {
		const css = inlineStyles(head);
		expect(cssRule(css, ':root,:root[data-theme="light"]')?.['--color-primary']).toBe('#7c3aed');
		expect(cssRule(css, ':root[data-theme="dark"]')?.['--color-primary']).toBe('#7c3aed');
		expect(cssRule(css, ':root,:root[data-theme="light"]')?.['--color-button']).toBe('#7c3aed');
	});

	test('without font, no @font-face and no font properties', () => {
		expect(inlineStyles(head)).not.toMatch(/@font-face|--font-/);
	});

	test('modeToggle: the head script keeps a stored choice while the toggle is shown', () => {
		const script = findAll(find(head, 'head').inner, 'script').find(
			(element) => !element.attrs.src && element.inner.includes('trellis-mode'),
		);
		if (!script) throw new Error('no inline head script that reads the mode');
		expect(modeChosenBy(script.inner, chrome.htmlAttributes, { stored: 'dark', osPrefersDark: false })).toBe('dark');
		expect(modeChosenBy(script.inner, chrome.htmlAttributes, { stored: null, osPrefersDark: true })).toBe('light');
	});
});

describe('the top bar', () => {
	test('topbarCtaButton type link shows a button with its name and target', () => {
		const button = find(topbar, 'a', { class: 'cta-button' });
		expect(button.text).toBe('Start free trial');
		expect(button.attrs.href).toBe('https://app.sprout.example/signup');
		expect(query(topbar, 'a', { 'data-github-repo': true })).toBeUndefined();
	});

	test('modeToggle: default alone keeps the toggle', () => {
		const toggle = find(topbar, 'button', { 'data-mode-toggle': true });
		expect(toggle.attrs['aria-label']).toBeTruthy();
	});
});

describe('the footer', () => {
	test('without links, no columns', () => {
		expect(query(footer, 'div', { class: 'footer-columns' })).toBeUndefined();
	});

	test('socials (a list of {type, url}) take the place of footerSocials: known platforms with an icon, others by name', () => {
		const socials = find(footer, 'ul', { class: 'footer-socials' });
		const links = findAll(socials.inner, 'a');
		expect(links.map((link) => [link.attrs.href, link.attrs['aria-label'], svgOf(link.inner) ? 'icon' : link.text])).toEqual([
			['https://youtube.com/@sprout', 'YouTube', 'icon'],
			['https://mastodon.social/@sprout', undefined, 'mastodon'],
		]);
		expect(svgOf(links[0]!.inner)).toBe(renderIconSvg({ name: 'youtube', iconType: 'brands' }));
		expect(socials.inner).not.toContain('https://x.com/sproutdev');
	});
});

describe('feedback', () => {
	test('with the repository of footerSocials.github and raiseIssue off: the edit link only', async () => {
		const html = await renderComponent(Feedback, { props: { edit: feedback.edit, issue: feedback.issue }, page });
		expect(findAll(find(html, 'div', { class: 'feedback' }).inner, 'a').map((link) => link.text)).toEqual(['Suggest edits']);
	});
});
