import { describe, expect, it } from 'vitest';
import { loadedConfig } from '../support/config.ts';
import { formatJsonPath } from '../../../src/files/json-source.ts';
import { checkIcons } from '../../../src/site/check-icons.ts';
import { getIconData } from '@iconify/utils';
import { renderIconSvg, resolveIcon } from '../../../src/icons/render-icon.ts';
import { iconSet } from '../../../src/icons/icon-sets.ts';
import { proStandIns } from '../../../src/icons/pro-stand-ins.ts';
import { iconStandIn, iconUnknown } from '../../../src/problems/catalogue.ts';
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

	it('draws a neutral glyph, a dashed circle, for a name no set has', () => {
		expect(renderIconSvg({ name: 'hand-wave' })).toBe(renderIconSvg({ name: 'circle-dashed', library: 'lucide' }));
	});

	it('reads the library asked for first: Lucide over Font Awesome, Tabler first when asked for', () => {
		expect(viewBox(renderIconSvg({ name: 'lock', iconType: 'solid', library: 'lucide' }))).toBe('0 0 24 24');
		expect(renderIconSvg({ name: 'cactus', library: 'tabler' })).toContain('viewBox="0 0 24 24"');
		// On a Lucide site, a name Lucide and Font Awesome's free icons lack has no stand-in.
		expect(resolveIcon({ name: 'cactus', library: 'lucide' })).toBeUndefined();
		// A Tabler site still draws the Font Awesome names Tabler lacks.
		expect(renderIconSvg({ name: 'discord', iconType: 'brands', library: 'tabler' })).toBe(
			renderIconSvg({ name: 'discord', iconType: 'brands' }),
		);
	});
});

describe('stand-ins for Font Awesome Pro icons', () => {
	it("on a Font Awesome site, draw Tabler's icon of the same name, else the table's free icon", () => {
		expect(resolveIcon({ name: 'circle-1' })).toEqual({ set: 'tabler', name: 'circle-1', standIn: true });
		expect(renderIconSvg({ name: 'circle-1' })).toBe(renderIconSvg({ name: 'circle-1', library: 'tabler' }));
		expect(resolveIcon({ name: 'message-bot' })).toEqual({ set: 'tabler', name: 'message-chatbot', standIn: true });
		expect(resolveIcon({ name: 'rocket-launch', iconType: 'solid' })).toEqual({ set: 'fa-solid', name: 'rocket', standIn: true });
		// A free icon is no stand-in.
		expect(resolveIcon({ name: 'rocket' })?.standIn).toBe(false);
	});

	it('are each an icon of their set', () => {
		for (const [name, standIn] of Object.entries(proStandIns)) expect(getIconData(iconSet(standIn.set), standIn.name), name).toBeTruthy();
	});
});

describe('unknownIcon', () => {
	it("names the libraries it looked in, and suggests from the site's library", () => {
		expect(unknownIcon({ name: 'cactuss' })).toEqual({
			kind: iconUnknown,
			name: 'cactuss',
			message: `icon "cactuss" is in neither Font Awesome's free icons nor Lucide: a dashed circle stands in for it`,
			hint: 'pick a name from fontawesome.com (free icons) or lucide.dev, or give an image path',
		});
		expect(unknownIcon({ name: 'cactus', library: 'tabler' })).toBeUndefined();
		expect(unknownIcon({ name: 'cactuss', library: 'tabler' })).toEqual({
			kind: iconUnknown,
			name: 'cactuss',
			message: `icon "cactuss" is in neither Tabler's icons, Font Awesome's free icons nor Lucide: a dashed circle stands in for it`,
			hint: 'did you mean "cactus"?',
		});
		expect(unknownIcon({ name: 'cactus' })).toEqual({
			kind: iconStandIn,
			name: 'cactus',
			message: `icon "cactus" is not among Font Awesome's free icons (Mintlify draws its Pro icons, which a static site cannot ship): Tabler's "cactus" stands in for it`,
			hint: 'name a free icon (fontawesome.com free icons, lucide.dev, tabler.io/icons) to choose the one shown',
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
			"warning: docs.json anchors[0].icon: icon "seedlin" is in neither Font Awesome's free icons nor Lucide: a dashed circle stands in for it
			  fix: did you mean "seedling"?
			warning: docs.json navigation[0].pages[0].icon: icon "hand-wave" is in neither Font Awesome's free icons nor Lucide: a dashed circle stands in for it
			  fix: did you mean "hand-peace"?
			warning: intro.mdx:1 icon "bookk" is in neither Font Awesome's free icons nor Lucide: a dashed circle stands in for it
			  fix: did you mean "book"?
			0 errors, 3 warnings"
		`);
	});

	it('accepts image paths as icons', () => {
		const config = loadedConfig({ name: 'X', navigation: [{ group: 'G', icon: '/icons/plant.svg', pages: [] }] });
		expect(checkIcons(config, [], () => ({ file: 'docs.json' }))).toEqual([]);
	});
});
