import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/** What of `thumbnails` the social cards cannot honour offline is said at the key, with what readers get instead. */
function report(thumbnails: string): string {
	const text = `{\n  "theme": "mint",\n  "name": "Docs",\n  "colors": { "primary": "#0D9373" },\n  "navigation": { "pages": ["index"] },\n  "thumbnails": ${thumbnails}\n}`;
	return formatProblems(validateConfigText('/tmp/docs.json', text).problems, '/tmp');
}

describe('thumbnails', () => {
	it('a Google font and a remote background are named, each where it is written', () => {
		expect(report('{ "fonts": { "family": "Lora" }, "background": "https://example.com/card.png" }')).toMatchInlineSnapshot(`
			"warning: docs.json:6:30 thumbnails.fonts.family: the social cards are drawn in the engine's own font (Inter), not "Lora": a build does not download fonts from Google Fonts
			  fix: remove "thumbnails.fonts" to silence this; readers see the same cards
			warning: docs.json:6:50 thumbnails.background: the social cards are drawn without the background "https://example.com/card.png": a build does not download images from other sites
			  fix: put the image in the docs folder and name it by its path, such as "/images/card-background.png"
			0 errors, 2 warnings"
		`);
	});

	it('a background in the folder and an appearance are used as given', () => {
		expect(report('{ "appearance": "dark", "background": "/images/card.png" }')).toBe('0 errors, 0 warnings');
	});

	it('a wrong appearance is refused with the values it takes', () => {
		expect(report('{ "appearance": "dim" }')).toMatch(/thumbnails\.appearance.*"light".*"dark"/);
	});
});
