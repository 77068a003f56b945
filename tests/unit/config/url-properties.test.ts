import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { isSafeUrl } from '../../../src/config/schema/shared.ts';

/**
 * Every URL-valued property of docs.json: where a link, an image or a redirect goes. Each accepts
 * paths and the URLs of any scheme but those that run code or open local files, and refuses those
 * with the property's JSON path, what was found and what is refused. (Font files are stricter, as their URL goes into CSS: font.test.ts.)
 */
const properties: [jsonPath: string, member: (url: string) => string][] = [
	['topbarLinks[0].url', (url) => `"topbarLinks": [{"name": "Blog", "url": ${url}}]`],
	['topbarCtaButton.url', (url) => `"topbarCtaButton": {"name": "Sign up", "url": ${url}}`],
	['logo', (url) => `"logo": ${url}`],
	['logo.light', (url) => `"logo": {"light": ${url}, "dark": "/dark.svg"}`],
	['logo.dark', (url) => `"logo": {"light": "/light.svg", "dark": ${url}}`],
	['logo.href', (url) => `"logo": {"light": "/light.svg", "dark": "/dark.svg", "href": ${url}}`],
	['favicon', (url) => `"favicon": ${url}`],
	['backgroundImage', (url) => `"backgroundImage": ${url}`],
	['anchors[0].url', (url) => `"anchors": [{"name": "Community", "url": ${url}}]`],
	['tabs[0].url', (url) => `"tabs": [{"name": "API", "url": ${url}}]`],
	['versions[0].url', (url) => `"versions": [{"name": "v1", "url": ${url}}]`],
	['footerSocials.github', (url) => `"footerSocials": {"github": ${url}}`],
	['footerSocials.mastodon', (url) => `"footerSocials": {"mastodon": ${url}}`],
	['footerSocials[0].url', (url) => `"footerSocials": [{"type": "x", "url": ${url}}]`],
	['footer.socials.x', (url) => `"footer": {"socials": {"x": ${url}}}`],
	['footer.links[0].links[0].url', (url) => `"footer": {"links": [{"title": "Company", "links": [{"label": "About", "url": ${url}}]}]}`],
	['redirects[0].destination', (url) => `"redirects": [{"source": "/old", "destination": ${url}}]`],
];

const refused = [
	'javascript:alert(1)',
	'JavaScript:alert(document.cookie)',
	' javascript:alert(1)',
	'java\tscript:alert(1)',
	'vbscript:msgbox(1)',
	'data:text/html,<script>alert(1)</script>',
	'file:///etc/passwd',
	'blob:https://plantstore.dev/1',
];

const accepted = [
	'https://plantstore.dev/signup',
	'http://localhost:4321/',
	'mailto:team@plantstore.dev',
	'tel:+15550100',
	'ftp://files.example.com/a',
	'cursor://anysphere.cursor-deeplink/mcp/install?name=plants',
	'vscode:extension/plantstore.tools',
	'/images/logo.svg',
	'guides/setup',
	'#top',
];

function config(member: string): string {
	return `{\n  "name": "Plant Store",\n  "navigation": [{"group": "G", "pages": ["introduction"]}],\n  ${member}\n}`;
}

describe('URL-valued properties of docs.json', () => {
	describe.each(properties)('%s', (jsonPath, member) => {
		it.each(refused)('refuses %j', (url) => {
			const { config: result, problems } = validateConfigText('/tmp/docs.json', config(member(JSON.stringify(url))));
			expect(result).toBeUndefined();
			expect(problems.map(({ jsonPath: path, message, severity }) => ({ severity, path, message }))).toEqual([
				{
					severity: 'error',
					path: jsonPath,
					message: `refused URL ${JSON.stringify(url)}: links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed`,
				},
			]);
		});

		it('accepts paths, http(s), mailto and the links apps open (tel:, cursor://, vscode:)', () => {
			for (const url of accepted) {
				const { config: result, problems } = validateConfigText('/tmp/docs.json', config(member(JSON.stringify(url))));
				expect(problems, url).toEqual([]);
				expect(result).toBeDefined();
			}
		});
	});

	it('reads a scheme as a browser does: case, spaces and control characters do not hide it', () => {
		expect(['JAVASCRIPT:x', '\njavascript:x', 'javascript\t:x', 'java\u0000script:x'].filter(isSafeUrl)).toEqual([]);
		expect(['//cdn.example.com/a.png', './a', '../b', '?q=1', 'page:with-colon/after-slash'].filter(isSafeUrl)).toEqual([
			'//cdn.example.com/a.png',
			'./a',
			'../b',
			'?q=1',
			// A scheme the reader's browser hands to an app, if one has it.
			'page:with-colon/after-slash',
		]);
	});
});
