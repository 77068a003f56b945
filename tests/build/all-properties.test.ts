import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { renderIconSvg } from '../../src/icons/render-icon.ts';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { modeChosenBy, type ReaderState } from '../support/head-script.ts';
import { repositoryPath } from '../support/repository-path.ts';
import { sharedBuild } from '../support/shared-build.ts';
import {
	cssRule,
	find,
	findAll,
	htmlAttributes,
	inlineStyles,
	pageExists,
	pageHtml,
	query,
	shownInVersion,
	stackTraceLines,
	stripAnsi,
	switchersOf,
} from './html.ts';

/**
 * Every top-level property of the seed's docs.json table, with each of its shapes, and what it
 * must visibly do in the built HTML, in `all-properties` (GitHub button, logo object, forced dark
 * mode, versions, tabs, anchors, footer columns, heading and body fonts...). The other shapes are
 * read and rendered without a build: `all-properties-link-cta` (link button, logo string, visible
 * mode toggle, repository from footerSocials.github, footer.socials, an index page) in
 * tests/unit/site/all-properties-link-cta.test.ts and tests/components/all-properties-link-cta.test.ts,
 * `all-properties-bare` (no repository for the feedback links, a hidden mode toggle without a
 * default, one font from a URL) in tests/unit/site/all-properties-bare.test.ts.
 */

const fixture = 'tests/fixtures/all-properties';

/** Every page file of the fixture, by URL path. */
const allPages = [
	'/welcome',
	'/quickstart',
	'/v1/quickstart',
	'/hidden-page',
	'/wide-page',
	'/guides/watering',
	'/guides/soil/mixes',
	'/guides/soil/advanced/ph',
	'/sdks/python',
	'/legacy/sdk',
	'/internal/runbook',
	'/api-reference/overview',
	'/changelog/2024',
];

let build: BuildResult;
const cache = new Map<string, string>();

/** Built HTML of a page of the main fixture. */
function page(href: string): string {
	if (!cache.has(href)) cache.set(href, pageHtml(build.outDir, href));
	return cache.get(href)!;
}

const sidebarOf = (html: string) => find(html, 'nav', { id: 'sidebar' }).outer;
const topbarOf = (html: string) => find(html, 'header', { class: 'topbar' }).outer;
const footerOf = (html: string) => find(html, 'footer', { class: 'site-footer' }).outer;
const titleOf = (html: string) => find(html, 'title').text;
const anchorItems = (html: string) => findAll(find(sidebarOf(html), 'ul', { class: 'anchors' }).inner, 'li');
const anchorNamed = (html: string, name: string) => {
	const item = anchorItems(html).find((li) => li.text.replace('↗', '').trim() === name);
	if (!item) throw new Error(`no anchor named ${name}`);
	return item;
};
/** A page as a reader who chose `version` (the default, v2, unless told) sees it. */
const seen = (href: string, version = 'v2') => shownInVersion(page(href), version);
const svgOf = (markup: string) => /<svg\b[\s\S]*?<\/svg>/.exec(markup)?.[0];

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.allProperties);
});

describe('the build', () => {
	test('succeeds with every property of the seed table set, with no problems printed', () => {
		const output = stripAnsi(build.stdout + build.stderr);
		expect(build.exitCode, output).toBe(0);
		expect(output).not.toMatch(/^(error|warning):/m);
		expect(stackTraceLines(output)).toEqual([]);
	});

	test('builds an HTML file for every page file, hidden ones included', () => {
		const missing = allPages.filter((href) => !pageExists(build.outDir, href));
		expect(missing).toEqual([]);
	});
});

describe('name', () => {
	test('every page is titled "<page title> - <name>"', () => {
		for (const href of allPages) {
			const html = page(href);
			const h1 = find(find(html, 'header', { class: 'page-header' }).inner, 'h1').text;
			expect(titleOf(html), href).toBe(`${h1} - Fern Docs`);
		}
	});
});

describe('logo', () => {
	test('a light/dark logo object gives two images inside the logo link to its href', () => {
		const logo = find(topbarOf(page('/quickstart')), 'a', { class: 'logo' });
		expect(logo.attrs.href).toBe('/guides/watering');
		const light = find(logo.inner, 'img', { class: 'logo-light' });
		const dark = find(logo.inner, 'img', { class: 'logo-dark' });
		expect(light.attrs.src).toBe('/logo/light.svg');
		expect(dark.attrs.src).toBe('/logo/dark.svg');
		expect(light.attrs.alt).toBe('Fern Docs');
		expect(findAll(logo.inner, 'img')).toHaveLength(2);
	});

	test('each logo image has the width of its file at the top bar height, so the bar does not shift as it loads', () => {
		const logo = find(topbarOf(page('/quickstart')), 'a', { class: 'logo' });
		// Both files are 120 by 28.
		for (const image of findAll(logo.inner, 'img')) expect([image.attrs.width, image.attrs.height]).toEqual(['120', '28']);
	});

	test('the logo files of the docs folder are in the built site', () => {
		for (const file of ['logo/light.svg', 'logo/dark.svg']) {
			const built = join(build.outDir, file);
			expect(existsSync(built), `${file} in the output`).toBe(true);
			expect(readFileSync(built, 'utf8'), `${file} is the docs folder's own file`).toBe(
				readFileSync(join(projectRoot, fixture, file), 'utf8'),
			);
		}
	});
});

describe('favicon', () => {
	test('is linked from the head with its type', () => {
		const head = find(page('/welcome'), 'head').inner;
		const icon = find(head, 'link', { rel: 'icon' });
		expect(icon.attrs.href).toBe('/favicon.svg');
		expect(icon.attrs.type).toBe('image/svg+xml');
	});

	test('the favicon file of the docs folder is in the built site', () => {
		const built = join(build.outDir, 'favicon.svg');
		expect(existsSync(built)).toBe(true);
		expect(readFileSync(built, 'utf8')).toBe(readFileSync(join(projectRoot, fixture, 'favicon.svg'), 'utf8'));
	});
});

describe('backgroundImage', () => {
	test('sets the --background-image custom property in the head style', () => {
		const rule = cssRule(inlineStyles(page('/guides/watering')), ':root');
		expect(rule?.['--background-image']).toBe('url("/images/background.png")');
	});

	test('the background image file is in the built site', () => {
		const built = join(build.outDir, 'images/background.png');
		expect(existsSync(built)).toBe(true);
		expect(readFileSync(built).equals(readFileSync(join(projectRoot, fixture, 'images/background.png')))).toBe(true);
	});

	test("a docs folder's build does not carry the showcase's public/ files", () => {
		const leaked = ['images/care-schedule.svg', 'images/background.svg'].filter((file) => existsSync(join(build.outDir, file)));
		expect(leaked).toEqual([]);
	});
});

describe('colors', () => {
	test('primary, dark (buttons) and background.light set the light palette', () => {
		const light = cssRule(inlineStyles(page('/welcome')), ':root,:root[data-theme="light"]');
		expect(light).toBeDefined();
		expect(light!['--color-primary']).toBe('#0d9373');
		expect(light!['--color-button']).toBe('#0a5c48');
		expect(light!['--color-background']).toBe('#fafaf7');
	});

	test('light (primary in dark mode), dark and background.dark set the dark palette', () => {
		const dark = cssRule(inlineStyles(page('/welcome')), ':root[data-theme="dark"]');
		expect(dark).toBeDefined();
		expect(dark!['--color-primary']).toBe('#07c983');
		expect(dark!['--color-button']).toBe('#0a5c48');
		expect(dark!['--color-background']).toBe('#101418');
	});
});

describe('topbarLinks', () => {
	test('are links in the top bar, external ones opening a new tab', () => {
		const list = find(topbarOf(page('/welcome')), 'ul', { class: 'topbar-links' });
		const links = findAll(list.inner, 'a');
		expect(links.map((link) => [link.text, link.attrs.href])).toEqual([
			['Community forum', 'https://forum.fern.example'],
			['Email us', 'mailto:help@fern.example'],
		]);
		expect(links[0]!.attrs.target).toBe('_blank');
		expect(links[0]!.attrs.rel).toBe('noopener noreferrer');
		expect(links[1]!.attrs.target).toBeUndefined();
	});
});

describe('topbarCtaButton', () => {
	test('type github shows the repository, linked, with a place for its star count', () => {
		const topbar = topbarOf(page('/welcome'));
		const button = find(topbar, 'a', { 'data-github-repo': 'fern-docs/garden' });
		expect(button.attrs.href).toBe('https://github.com/fern-docs/garden');
		expect(button.text).toContain('fern-docs/garden');
		expect(svgOf(button.inner)).toBeDefined();
		expect(query(button.inner, 'span', { 'data-stars': true })).toBeDefined();
		expect(query(topbar, 'a', { class: 'cta-button' })).toBeUndefined();
	});
});

describe('tabs', () => {
	test('are the section tabs, the implicit first tab leading to the first page', () => {
		const tabs = find(seen('/welcome'), 'nav', { class: 'section-tabs' });
		const links = findAll(tabs.inner, 'a');
		expect(links.map((link) => [link.text, link.attrs.href])).toEqual([
			['Documentation', '/welcome'],
			['API Reference', '/api-reference/overview'],
			['Changelog', '/changelog/2024'],
			['Status', 'https://status.fern.example'],
		]);
		expect(links[0]!.attrs['aria-current']).toBe('page');
		expect(links[3]!.attrs.target).toBe('_blank');
		expect(links[3]!.attrs.rel).toBe('noopener noreferrer');
	});

	test('a page under a tab URL marks that tab current and has a sidebar of its pages only', () => {
		const html = seen('/api-reference/overview');
		const current = findAll(find(html, 'nav', { class: 'section-tabs' }).inner, 'a', { 'aria-current': 'page' });
		expect(current.map((link) => link.text)).toEqual(['API Reference']);
		const navLinks = findAll(sidebarOf(html), 'a', { class: 'nav-link' }).map((link) => link.attrs.href);
		expect(navLinks).toEqual(['/api-reference/overview']);
	});
});

describe('anchors', () => {
	test('are listed at the top of the sidebar, in config order after the top anchor, those of a version in it only', () => {
		const names = (version: string) => anchorItems(seen('/welcome', version)).map((li) => li.text.replace('↗', '').trim());
		expect(names('v1')).toEqual(['Home base', 'Guides', 'SDKs', 'Legacy', 'Community', 'Partners']);
		expect(names('v2')).toEqual(['Home base', 'Guides', 'SDKs', 'Community', 'Partners']);
		const guides = find(anchorNamed(seen('/welcome'), 'Guides').inner, 'a');
		expect(guides.attrs.href).toBe('/guides/watering');
	});

	test('a hex color is the colour of the anchor icon in both modes', () => {
		const icon = find(anchorNamed(seen('/welcome'), 'Guides').inner, 'span', { class: /anchor-icon colored/ });
		expect(icon.attrs.style).toBe('--anchor-light:#B45309;--anchor-dark:#B45309');
	});

	test('a {from, to} color is a linear gradient, in both modes', () => {
		const icon = find(anchorNamed(seen('/welcome'), 'SDKs').inner, 'span', { class: /anchor-icon colored/ });
		expect(icon.attrs.style).toMatch(/background:\s*linear-gradient\(45deg, #16A34A, #0D9488\)/i);
	});

	test('an anchor with an http(s) url is an external link opening a new tab', () => {
		for (const [name, url] of [
			['Community', 'https://discord.gg/fern-docs'],
			['Partners', 'https://partners.fern.example'],
		]) {
			const link = find(anchorNamed(page('/welcome'), name!).inner, 'a');
			expect(link.attrs.href).toBe(url);
			expect(link.attrs.target).toBe('_blank');
			expect(link.attrs.rel).toBe('noopener noreferrer');
		}
	});

	test('isDefaultHidden hides the anchor except on pages inside it', () => {
		for (const href of ['/welcome', '/guides/watering', '/api-reference/overview']) {
			expect(sidebarOf(page(href)), href).not.toContain('Internal notes');
		}
		const inside = find(anchorNamed(page('/internal/runbook'), 'Internal notes').inner, 'a');
		expect(inside.attrs.href).toBe('/internal/runbook');
		expect(inside.attrs['aria-current']).toBe('page');
	});

	test('version marks the anchor as belonging to that version', () => {
		expect(anchorNamed(page('/welcome'), 'Legacy').attrs['data-for-version']).toBe('v1');
		// Each version has its own anchors: Guides once for each.
		const guides = anchorItems(page('/welcome')).filter((li) => li.text.trim() === 'Guides');
		expect(guides.map((li) => li.attrs['data-for-version'])).toEqual(['v2', 'v1']);
	});

	test('each anchor icon is an inline SVG drawn in its iconType', () => {
		const html = page('/welcome');
		for (const name of ['Guides', 'SDKs', 'Legacy', 'Community', 'Partners']) {
			expect(svgOf(anchorNamed(html, name).inner), name).toBeDefined();
		}
		const solidMap = svgOf(anchorNamed(html, 'Guides').inner);
		const lightMap = svgOf(anchorNamed(html, 'SDKs').inner);
		expect(solidMap).toBe(renderIconSvg({ name: 'map', iconType: 'solid' }));
		expect(lightMap).toBe(renderIconSvg({ name: 'map', iconType: 'light' }));
		expect(solidMap).not.toBe(lightMap);
		expect(svgOf(anchorNamed(page('/internal/runbook'), 'Internal notes').inner)).toBe(renderIconSvg({ name: 'lock', iconType: 'thin' }));
	});

	test('the current anchor is marked on pages inside it', () => {
		const current = anchorItems(seen('/sdks/python')).filter((li) => query(li.inner, 'a', { 'aria-current': 'page' }));
		expect(current.map((li) => li.text)).toEqual(['SDKs']);
	});
});

describe('topAnchor', () => {
	test('its name and icon replace "Documentation" and the book icon', () => {
		const html = page('/welcome');
		const first = anchorItems(html)[0]!;
		expect(first.text).toBe('Home base');
		expect(find(first.inner, 'a').attrs.href).toBe('/welcome');
		const svg = svgOf(first.inner);
		expect(svg).toBe(renderIconSvg({ name: 'house', iconType: 'solid' }));
		expect(svg).not.toBe(renderIconSvg({ name: 'book-open', iconType: 'duotone' }));
		expect(find(sidebarOf(html), 'ul', { class: 'anchors' }).text).not.toContain('Documentation');
	});
});

describe('versions', () => {
	test('a version menu lists the versions, the default chosen on unversioned pages, whose entries lead to the page itself', () => {
		expect(switchersOf(topbarOf(page('/welcome')), 'version')).toEqual([
			{ button: 'Documentation version: v2', entries: ['*v2 -> /welcome', 'v1 -> /welcome'] },
		]);
		expect(htmlAttributes(page('/welcome'))['data-page-version']).toBeUndefined();
	});

	test('a page of one version says so on <html> and chooses its version', () => {
		const v1 = page('/v1/quickstart');
		expect(htmlAttributes(v1)['data-page-version']).toBe('v1');
		expect(switchersOf(topbarOf(v1), 'version')[0]?.button).toBe('Documentation version: v1');
		expect(htmlAttributes(page('/quickstart'))['data-page-version']).toBe('v2');
	});

	test('the version menu of a versioned page leads to its counterpart in the other version', () => {
		expect(switchersOf(topbarOf(page('/v1/quickstart')), 'version')[0]?.entries).toEqual(['v2 -> /quickstart', '*v1 -> /v1/quickstart']);
	});

	test('a group version applies to its pages', () => {
		const legacy = page('/legacy/sdk');
		expect(htmlAttributes(legacy)['data-page-version']).toBe('v1');
		const entry = findAll(sidebarOf(legacy), 'li').find(
			(li) => query(li.outer, 'a', { class: 'nav-link', href: '/legacy/sdk' }) && !li.attrs.class,
		);
		expect(entry?.attrs['data-for-version']).toBe('v1');
	});

	test('a page of every version shows the sidebar of the version chosen', () => {
		const links = (version: string) =>
			findAll(sidebarOf(seen('/welcome', version)), 'a', { class: 'nav-link' }).map((link) => link.attrs.href);
		expect(links('v2')).toContain('/quickstart');
		expect(links('v2')).not.toContain('/v1/quickstart');
		expect(links('v1')).toContain('/v1/quickstart');
		expect(links('v1')).not.toContain('/quickstart');
		for (const version of ['v2', 'v1']) expect(links(version)).toContain('/welcome');
		// One sidebar: the entries of both versions unmarked, those of one marked with it.
		const entry = (href: string) =>
			findAll(sidebarOf(page('/welcome')), 'li').find((li) => query(li.outer, 'a', { class: 'nav-link', href }) && !li.attrs.class);
		expect(['/welcome', '/quickstart', '/v1/quickstart'].map((href) => entry(href)?.attrs['data-for-version'])).toEqual([
			undefined,
			'v2',
			'v1',
		]);
		expect(findAll(sidebarOf(page('/welcome')), 'a', { class: 'nav-link', href: '/welcome' })).toHaveLength(1);
	});

	test('the head style hides the entries of the versions not selected', () => {
		const css = inlineStyles(page('/welcome'));
		expect(css).toContain(':root[data-version="v1"] [data-for-version]:not([data-for-version="v1"])');
		expect(css).toContain(':root[data-version="v2"] [data-for-version]:not([data-for-version="v2"])');
	});
});

describe('footerSocials', () => {
	const expected: [string, string, string][] = [
		['website', 'Website', 'https://fern.example'],
		['facebook', 'Facebook', 'https://facebook.com/ferndocs'],
		['x', 'X', 'https://x.com/ferndocs'],
		['discord', 'Discord', 'https://discord.gg/fern-docs'],
		['slack', 'Slack', 'https://ferndocs.slack.com'],
		['github', 'GitHub', 'https://github.com/fern-docs/footer-only'],
		['linkedin', 'LinkedIn', 'https://www.linkedin.com/company/ferndocs'],
		['instagram', 'Instagram', 'https://instagram.com/ferndocs'],
		['hacker-news', 'Hacker News', 'https://news.ycombinator.com/user?id=ferndocs'],
	];

	test('all nine seed platforms are links in the footer with a label and an inline SVG icon', () => {
		const links = findAll(footerOf(page('/welcome')), 'a').filter((link) => link.attrs['aria-label']);
		expect(links.map((link) => [link.attrs['aria-label'], link.attrs.href])).toEqual(expected.map(([, label, url]) => [label, url]));
		for (const link of links) {
			expect(svgOf(link.inner), link.attrs['aria-label']).toBeDefined();
			expect(link.attrs.target).toBe('_blank');
			expect(link.attrs.rel).toBe('noopener noreferrer');
		}
	});

	test('each platform has its own icon', () => {
		const links = findAll(footerOf(page('/welcome')), 'a').filter((link) => link.attrs['aria-label']);
		const icons = new Set(links.map((link) => svgOf(link.inner)));
		expect(icons.size).toBe(expected.length);
	});
});

describe('footer', () => {
	test('links are columns under their titles; a column may have none', () => {
		const columns = findAll(footerOf(page('/welcome')), 'div', { class: 'footer-column' });
		expect(
			columns.map((column) => [query(column.inner, 'h2')?.text, findAll(column.inner, 'a').map((link) => [link.text, link.attrs.href])]),
		).toEqual([
			[
				'Product',
				[
					['Watering guide', '/guides/watering'],
					['Status', 'https://status.fern.example'],
				],
			],
			[
				'Company',
				[
					['About us', 'https://fern.example/about'],
					['Write to us', 'mailto:hello@fern.example'],
				],
			],
			[undefined, [['Start here', '/welcome']]],
		]);
	});

	test('external column links open a new tab, safely; site links and mailto stay in the tab', () => {
		const links = findAll(find(footerOf(page('/welcome')), 'div', { class: 'footer-columns' }).inner, 'a');
		const attributes = Object.fromEntries(links.map((link) => [link.text, [link.attrs.target, link.attrs.rel]]));
		expect(attributes).toEqual({
			'Watering guide': [undefined, undefined],
			Status: ['_blank', 'noopener noreferrer'],
			'About us': ['_blank', 'noopener noreferrer'],
			'Write to us': [undefined, undefined],
			'Start here': [undefined, undefined],
		});
	});

	test('without footer.socials the footer shows footerSocials; without links, no columns', () => {
		expect(findAll(footerOf(page('/welcome')), 'ul', { class: 'footer-socials' })).toHaveLength(1);
	});
});

describe('font', () => {
	const fontFaces = (css: string) => [...css.matchAll(/@font-face\{([^{}]*)\}/g)].map((match) => match[1]);
	const fontProperties = (html: string) =>
		Object.fromEntries(Object.entries(cssRule(inlineStyles(html), ':root') ?? {}).filter(([name]) => name.startsWith('--font-')));

	test('headings and body: each family first in its custom property, the system fonts after it, with its weight', () => {
		expect(fontProperties(page('/welcome'))).toEqual({
			'--font-body': '"Inter",var(--font-system)',
			'--font-body-weight': '450',
			'--font-heading': '"Fern Serif",var(--font-system)',
			'--font-heading-weight': '600',
		});
	});

	test('a face with a file gets an @font-face, its format from the extension; a face without one gets none', () => {
		expect(fontFaces(inlineStyles(page('/welcome')))).toEqual([
			'font-family:"Fern Serif";src:url("/fonts/fern-serif.woff2") format("woff2");font-weight:600;font-display:swap',
		]);
		const built = join(build.outDir, 'fonts/fern-serif.woff2');
		expect(existsSync(built), 'the font file in the output').toBe(true);
		expect(readFileSync(built).equals(readFileSync(join(projectRoot, fixture, 'fonts/fern-serif.woff2')))).toBe(true);
	});

	test('the stylesheet draws the text and the headings with those custom properties', () => {
		const css = findAll(page('/welcome'), 'link', { rel: 'stylesheet' })
			.map((link) => readFileSync(join(build.outDir, link.attrs.href!), 'utf8'))
			.join('\n');
		expect(cssRule(css, 'body')?.['font-family']).toBe('var(--font-body)');
		expect(cssRule(css, 'body')?.['font-weight']).toBe('var(--font-body-weight,normal)');
		expect(cssRule(css, 'h1,h2,h3,h4,h5,h6')).toMatchObject({
			'font-family': 'var(--font-heading)',
			'font-weight': 'var(--font-heading-weight,bold)',
		});
		expect(css).toMatch(/--font-heading:\s*var\(--font-body\)/);
	});
});

describe('feedback', () => {
	test('suggestEdit links to the page file in the repository of the GitHub button', () => {
		const feedback = find(page('/guides/soil/mixes'), 'div', { class: 'feedback' });
		const edit = findAll(feedback.inner, 'a').find((link) => link.text === 'Suggest edits');
		expect(edit?.attrs.href).toBe(`https://github.com/fern-docs/garden/edit/main/${repositoryPath(fixture, 'guides/soil/mixes.mdx')}`);
		expect(edit?.attrs.target).toBe('_blank');
	});

	test('raiseIssue links to a new issue of that repository naming the page', () => {
		const feedback = find(page('/guides/soil/mixes'), 'div', { class: 'feedback' });
		const issue = findAll(feedback.inner, 'a').find((link) => link.text === 'Raise issue');
		expect(issue).toBeDefined();
		const url = new URL(issue!.attrs.href!);
		expect(`${url.origin}${url.pathname}`).toBe('https://github.com/fern-docs/garden/issues/new');
		expect(url.searchParams.get('title')).toContain('/guides/soil/mixes');
	});
});

describe('modeToggle', () => {
	test('default with isHidden forces that mode and removes the toggle', () => {
		for (const href of ['/welcome', '/guides/watering']) {
			const html = page(href);
			expect(htmlAttributes(html)['data-forced-mode']).toBe('dark');
			expect(htmlAttributes(html)['data-theme']).toBe('dark');
			expect(query(html, 'button', { 'data-mode-toggle': true })).toBeUndefined();
		}
	});

	test('the head script keeps a stored choice while the toggle is shown, and a forced mode over it (controls)', () => {
		expect(modeChosenByHeadScript(page('/welcome'), { stored: 'light', osPrefersDark: false })).toBe('dark');
	});
});

describe('page frontmatter', () => {
	test('title and description give the <title>, the meta description and the heading', () => {
		const html = page('/quickstart');
		expect(titleOf(html)).toBe('Quickstart - Fern Docs');
		expect(find(html, 'meta', { name: 'description' }).attrs.content).toBe(
			'Install the Fern CLI and water your first plant in five minutes.',
		);
		expect(find(html, 'h1').text).toBe('Quickstart');
		expect(find(html, 'p', { class: 'page-description' }).text).toBe('Install the Fern CLI and water your first plant in five minutes.');
	});

	test('sidebarTitle is the sidebar label; the title stays the page title', () => {
		const html = page('/guides/watering');
		const link = find(sidebarOf(html), 'a', { class: 'nav-link', href: '/guides/watering' });
		expect(link.text).toBe('Watering');
		expect(titleOf(html)).toBe('Watering your plants - Fern Docs');
		expect(find(html, 'h1').text).toBe('Watering your plants');
	});

	test('icon is drawn in the sidebar entry; entries without one have none', () => {
		const sidebar = sidebarOf(page('/guides/soil/mixes'));
		const watering = find(sidebar, 'a', { class: 'nav-link', href: '/guides/watering' });
		expect(svgOf(watering.inner)).toBe(renderIconSvg({ name: 'droplet' }));
		expect(svgOf(find(sidebar, 'a', { class: 'nav-link', href: '/guides/soil/mixes' }).inner)).toBeUndefined();
		const welcome = find(sidebarOf(page('/quickstart')), 'a', { class: 'nav-link', href: '/welcome' });
		expect(svgOf(welcome.inner)).toBe(renderIconSvg({ name: 'hand' }));
	});

	test('group icons are drawn beside the group name', () => {
		const title = find(sidebarOf(page('/welcome')), 'h2', { class: 'nav-group-title' });
		expect(title.text).toBe('Getting started');
		expect(svgOf(title.inner)).toBe(renderIconSvg({ name: 'rocket' }));
		const soil = findAll(sidebarOf(page('/guides/watering')), 'summary').find((summary) => summary.text === 'Soil');
		expect(svgOf(soil!.inner)).toBe(renderIconSvg({ name: 'mound' }));
	});

	test('hidden: true builds the page but keeps it out of the sidebar and of previous/next', () => {
		const hidden = page('/hidden-page');
		expect(find(hidden, 'h1').text).toBe('Secret watering tricks');
		for (const href of ['/welcome', '/hidden-page', '/wide-page']) {
			expect(query(page(href), 'a', { href: '/hidden-page' }), href).toBeUndefined();
		}
		const next = find(page('/v1/quickstart'), 'a', { class: 'next' });
		expect(next.attrs.href).toBe('/wide-page');
	});

	test('mode: wide has data-mode-layout="wide" and no table of contents', () => {
		const wide = page('/wide-page');
		expect(htmlAttributes(wide)['data-mode-layout']).toBe('wide');
		expect(findAll(wide, 'h2', { id: /.+/ }).length).toBeGreaterThan(0);
		expect(query(wide, 'nav', { class: 'toc' })).toBeUndefined();
		expect(query(wide, 'aside', { class: 'page-toc' })).toBeUndefined();
		expect(htmlAttributes(page('/quickstart'))['data-mode-layout']).toBe('default');
		expect(query(page('/quickstart'), 'nav', { class: 'toc' })).toBeDefined();
	});

	test('h2, h3 and h4 headings get ids and a link to themselves', () => {
		const prose = find(page('/quickstart'), 'div', { class: 'prose' }).inner;
		expect(find(prose, 'h2', { id: 'install-the-cli' }).text).toBe('Install the CLI');
		expect(find(prose, 'h3', { id: 'on-macos' }).text).toBe('On macOS');
		expect(find(prose, 'h4', { id: 'homebrew-tap-details' }).text).toBe('Homebrew tap details');
		const anchors = findAll(prose, 'a', { class: 'heading-anchor' }).map((link) => link.attrs.href);
		expect(anchors).toEqual(['#install-the-cli', '#on-macos', '#homebrew-tap-details', '#water-your-first-plant']);
	});

	test('the table of contents lists the h2 and h3 headings, not h4, each pointing at an id of the page', () => {
		const html = page('/quickstart');
		const toc = find(html, 'nav', { class: 'toc' });
		const entries = findAll(toc.inner, 'li').map((li) => [li.attrs.class, find(li.inner, 'a').attrs.href, li.text]);
		expect(entries).toEqual([
			['toc-item toc-depth-2', '#install-the-cli', 'Install the CLI'],
			['toc-item toc-depth-3', '#on-macos', 'On macOS'],
			['toc-item toc-depth-2', '#water-your-first-plant', 'Water your first plant'],
		]);
		for (const [, href] of entries) expect(query(html, '*', { id: href!.slice(1) }), href).toBeDefined();
	});

	test('previous and next follow the navigation order, with sidebar labels', () => {
		const mixes = page('/guides/soil/mixes');
		const prev = find(mixes, 'a', { class: 'prev' });
		const next = find(mixes, 'a', { class: 'next' });
		expect([prev.attrs.href, find(prev.inner, 'span', { class: 'prev-next-title' }).text]).toEqual(['/guides/watering', 'Watering']);
		expect([next.attrs.href, find(next.inner, 'span', { class: 'prev-next-title' }).text]).toEqual(['/guides/soil/advanced/ph', 'Soil pH']);
		expect(query(page('/guides/watering'), 'a', { class: 'prev' })).toBeUndefined();
		expect(query(page('/guides/soil/advanced/ph'), 'a', { class: 'next' })).toBeUndefined();
	});

	test('previous and next differ per version where the versions disagree', () => {
		const blocks = findAll(page('/welcome'), 'nav', { class: 'prev-next' });
		const nextByVersion = Object.fromEntries(
			blocks.map((block) => [block.attrs['data-for-version'], find(block.inner, 'a', { class: 'next' }).attrs.href]),
		);
		expect(nextByVersion).toEqual({ v2: '/quickstart', v1: '/v1/quickstart' });
	});

	test('nested groups are <details> in the sidebar, open on the way to the current page', () => {
		const deep = sidebarOf(seen('/guides/soil/advanced/ph'));
		const details = findAll(deep, 'details', { 'data-switcher': false });
		expect(details.map((detail) => find(detail.inner, 'summary').text)).toEqual(['Soil', 'Advanced soil']);
		expect(details.every((detail) => 'open' in detail.attrs)).toBe(true);
		expect(details[0]!.inner).toContain('href="/guides/soil/advanced/ph"');
		const top = findAll(sidebarOf(seen('/guides/watering')), 'details', { 'data-switcher': false });
		expect(top).toHaveLength(2);
		expect(top.some((detail) => 'open' in detail.attrs)).toBe(false);
		expect(find(deep, 'h2', { class: 'nav-group-title' }).text).toBe('Guides');
	});
});

describe('the root URL', () => {
	test('without an index page, / redirects to the first page of the navigation', () => {
		const html = page('/');
		const refresh = find(html, 'meta', { 'http-equiv': 'refresh' });
		expect(refresh.attrs.content).toBe('0; url=/welcome');
		expect(find(html, 'link', { rel: 'canonical' }).attrs.href).toBe('/welcome');
	});
});

/** The mode the inline head script of a built page sets (src/browser/head-inline.js, as built). */
function modeChosenByHeadScript(html: string, reader: ReaderState): string | undefined {
	const script = findAll(find(html, 'head').inner, 'script').find(
		(element) => !element.attrs.src && element.inner.includes('trellis-mode'),
	);
	if (!script) throw new Error('no inline head script that reads the mode');
	return modeChosenBy(script.inner, htmlAttributes(html), reader);
}
