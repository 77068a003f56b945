import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { metaContent, pageHtml } from './html.ts';

/**
 * The social card each page gets (Mintlify's `thumbnails`): an image of Open Graph's size in the
 * theme's colours, which og:image and twitter:image name; an author's own image wins.
 */
let greenhouse: BuildResult;
let withUrl: BuildResult;

beforeAll(async () => {
	[greenhouse, withUrl] = await Promise.all([sharedBuild(fixtureBuilds.currentFormat), sharedBuild(fixtureBuilds.seoSiteWithUrl)]);
});

const meta = metaContent;

async function pixel(file: string, x: number, y: number): Promise<string> {
	const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
	const at = (y * info.width + x) * info.channels;
	return `#${[data[at]!, data[at + 1]!, data[at + 2]!].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

describe('a page without an image of its own', () => {
	test('names its card in og:image and twitter:image, with its size', () => {
		const html = pageHtml(greenhouse.outDir, '/guides/soil/mixes');
		expect(meta(html, 'og:image')).toBe('/_og/guides/soil/mixes.png');
		expect(meta(html, 'twitter:image')).toBe('/_og/guides/soil/mixes.png');
		expect(meta(html, 'og:image:width')).toBe('1200');
		expect(meta(html, 'og:image:height')).toBe('630');
		expect(meta(html, 'twitter:card')).toBe('summary_large_image');
		expect(meta(pageHtml(greenhouse.outDir, '/'), 'og:image')).toBe('/_og/index.png');
	});

	test('the card is 1200 by 630, in the colours of the mode thumbnails.appearance names', async () => {
		const file = join(greenhouse.outDir, '_og/guides/soil/mixes.png');
		const { width, height, format } = await sharp(file).metadata();
		expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
		// "appearance": "dark": the dark palette's primary colour in the band at the top, its background in a corner.
		expect(await pixel(file, 600, 4)).toBe('#4ade80');
		expect(await pixel(file, 1190, 620)).toBe('#0f1117');
	});
});

describe('with SITE_URL', () => {
	test("an author's og:image wins, and no card is drawn for it", () => {
		const html = pageHtml(withUrl.outDir, '/guides/setup');
		expect(meta(html, 'og:image')).toBe('https://fern.example.com/setup.png');
		// The config's `metadata` names an image for every page.
		expect(meta(pageHtml(withUrl.outDir, '/'), 'og:image')).toBe('https://fern.example.com/og.png');
		expect(existsSync(join(withUrl.outDir, '_og'))).toBe(false);
	});
});
