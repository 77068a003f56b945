import { describe, expect, it } from 'vitest';
import { loadedConfig } from '../support/config.ts';
import { formatJsonPath } from '../../../src/files/json-source.ts';
import { checkIcons } from '../../../src/site/check-icons.ts';
import { renderIconSvg } from '../../../src/icons/render-icon.ts';
import { unknownIcon } from '../../../src/icons/unknown-icon.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import type { PageFile } from '../../../src/page-files/scan-pages.ts';

const viewBox = (svg: string | undefined) => /viewBox="([^"]+)"/.exec(svg ?? '')?.[1];

describe('renderIconSvg', () => {
	it('draws Font Awesome names as inline SVG, brands included', () => {
		expect(renderIconSvg({ name: 'book-open', iconType: 'solid' })).toMatch(/^<svg [^>]*viewBox="0 0 576 512"/);
		expect(renderIconSvg({ name: 'discord', iconType: 'brands' })).toContain('viewBox="0 0 640 512"');
	});

	it('falls back from paid Font Awesome styles to the closest free one', () => {
		const solid = renderIconSvg({ name: 'seedling', iconType: 'solid' });
		expect(renderIconSvg({ name: 'seedling', iconType: 'duotone' })).toBe(solid);
		expect(renderIconSvg({ name: 'seedling', iconType: 'sharp-solid' })).toBe(solid);
		// Thin and light prefer thin-stroked Lucide (24x24) where it has the name.
		expect(viewBox(renderIconSvg({ name: 'lock', iconType: 'thin' }))).toBe('0 0 24 24');
		expect(viewBox(renderIconSvg({ name: 'lock', iconType: 'solid' }))).toBe('0 0 448 512');
	});

	it('draws Lucide names that Font Awesome lacks', () => {
		expect(viewBox(renderIconSvg({ name: 'flower-2' }))).toBe('0 0 24 24');
	});

	it('marks icons decorative unless given a label', () => {
		expect(renderIconSvg({ name: 'github', iconType: 'brands' })).toContain('aria-hidden="true"');
		expect(renderIconSvg({ name: 'github', iconType: 'brands' }, { label: 'GitHub' })).toContain('aria-label="GitHub"');
	});

	it('returns nothing for a name no set has', () => {
		expect(renderIconSvg({ name: 'hand-wave' })).toBeUndefined();
	});

	it('reads the library asked for first: Lucide over Font Awesome, and Tabler only when asked for', () => {
		expect(viewBox(renderIconSvg({ name: 'lock', iconType: 'solid', library: 'lucide' }))).toBe('0 0 24 24');
		expect(renderIconSvg({ name: 'cactus' })).toBeUndefined();
		expect(renderIconSvg({ name: 'cactus', library: 'tabler' })).toContain('viewBox="0 0 24 24"');
		// A Tabler site still draws the Font Awesome names Tabler lacks.
		expect(renderIconSvg({ name: 'discord', iconType: 'brands', library: 'tabler' })).toBe(
			renderIconSvg({ name: 'discord', iconType: 'brands' }),
		);
	});
});

describe('unknownIcon', () => {
	it("names the libraries it looked in, and suggests from the site's library", () => {
		expect(unknownIcon({ name: 'cactus' })).toEqual({
			message: `icon "cactus" is in neither Font Awesome's free icons nor Lucide: nothing is shown`,
			hint: 'pick a name from fontawesome.com (free icons) or lucide.dev, or give an image path',
		});
		expect(unknownIcon({ name: 'cactus', library: 'tabler' })).toBeUndefined();
		expect(unknownIcon({ name: 'cactuss', library: 'tabler' })).toEqual({
			message: `icon "cactuss" is in neither Tabler's icons, Font Awesome's free icons nor Lucide: nothing is shown`,
			hint: 'did you mean "cactus"?',
		});
	});
});

describe('checkIcons', () => {
	it('warns about icons no set has, in the config and in pages, with a suggestion', () => {
		const config = loadedConfig({
			name: 'X',
			anchors: [{ name: 'Guides', url: 'guides', icon: 'seedlin' }],
			navigation: [{ group: 'G', icon: 'rocket', pages: [{ group: 'Inner', icon: 'hand-wave', pages: [] }] }],
		});
		const page: PageFile = {
			path: 'intro',
			file: 'intro.mdx',
			href: '/intro',
			title: 'Intro',
			frontmatter: { icon: 'bookk' },
			components: [],
		};
		const problems = checkIcons(config, [page], (path) => ({ file: 'docs.json', jsonPath: formatJsonPath(path) }));
		expect(formatProblems(problems)).toMatchInlineSnapshot(`
			"warning: docs.json anchors[0].icon: icon "seedlin" is in neither Font Awesome's free icons nor Lucide: nothing is shown
			  fix: did you mean "seedling"?
			warning: docs.json navigation[0].pages[0].icon: icon "hand-wave" is in neither Font Awesome's free icons nor Lucide: nothing is shown
			  fix: did you mean "hand-peace"?
			warning: intro.mdx:1 icon "bookk" is in neither Font Awesome's free icons nor Lucide: nothing is shown
			  fix: did you mean "book"?
			0 errors, 3 warnings"
		`);
	});

	it('accepts image paths as icons', () => {
		const config = loadedConfig({ name: 'X', navigation: [{ group: 'G', icon: '/icons/plant.svg', pages: [] }] });
		expect(checkIcons(config, [], () => ({ file: 'docs.json' }))).toEqual([]);
	});
});
