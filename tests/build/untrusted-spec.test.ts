import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../src/postbuild/built-files.ts';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, pageHtml } from './html.ts';
import { unsafeMarkdown, unsafeMarkup } from './unsafe-markup.ts';

/**
 * tests/fixtures/xss-spec/openapi.json is an OpenAPI file full of markup that would run code:
 * scripts, event handlers, `javascript:`/`vbscript:`/`data:` URLs (also hidden behind entities,
 * tabs and mixed case), SVG and MathML tricks, attribute and `</script>` breakouts, in every place
 * a spec's text reaches a page (titles, summaries, descriptions, tag, parameter, header, property
 * and webhook names, enum values, examples, defaults, formats, servers, code samples, security
 * schemes, the info, license, contact and external-docs URLs). None of it may reach the built
 * site as anything but text.
 */

const fixture = 'tests/fixtures/xss-spec';
const operationPage =
	'/api/plants-scriptwindow__xss=tagscript/operation-summary-scriptwindow__xss=operation-summaryscriptimg-src=x-onerror=window__xss=operation-summary';
const headScript = readFileSync(join(projectRoot, 'src/browser/head-inline.js'), 'utf8');

/** What counts as one payload: a construct that runs or embeds code if it reaches markup. */
const payloadPattern =
	/<script|<img|<svg|<iframe|<form|<object|<meta|<base|<details|<math|<a |<b |<!--|javascript:|vbscript:|data:|&#|&lt;script|on[a-z]+=/gi;

/** The places (keys and string values) of the spec holding a payload, and the payloads in them. */
function countPayloads(value: unknown, count = { places: 0, payloads: 0 }): { places: number; payloads: number } {
	const add = (text: string) => {
		const found = text.match(payloadPattern)?.length ?? 0;
		if (found > 0) {
			count.places += 1;
			count.payloads += found;
		}
	};
	if (typeof value === 'string') add(value);
	else if (value && typeof value === 'object') {
		for (const [key, child] of Object.entries(value)) {
			add(key);
			countPayloads(child, count);
		}
	}
	return count;
}

let build: BuildResult;

// The build may wait for other test builds (one at a time): up to ten minutes.
beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.xssSpec);
}, 600_000);

function outputFiles(pattern: RegExp): string[] {
	return listFiles(build.outDir).filter((file) => pattern.test(file));
}

describe('an OpenAPI file full of script payloads', () => {
	test('holds 630 payloads in 73 places, and builds', () => {
		const spec: unknown = JSON.parse(readFileSync(join(projectRoot, fixture, 'openapi.json'), 'utf8'));
		expect(countPayloads(spec)).toEqual({ places: 73, payloads: 630 });
		expect(build.exitCode, build.stderr).toBe(0);
	});

	test('no page holds a script other than the site’s own, an event handler or a javascript:, vbscript: or data: URL', () => {
		const pages = outputFiles(/\.html$/);
		// Every page of the spec was built: the operations, the webhook, and the hand-written pages naming them.
		expect(pages).toEqual(
			expect.arrayContaining([
				`${operationPage.slice(1)}/index.html`,
				'api/plants-scriptwindow__xss=tagscript/create-a-plant-img-src=x-onerror=window__xss=post-summary/index.html',
				expect.stringMatching(/^api\/webhook-summary[^/]*\/index\.html$/),
				'reference/get-plant/index.html',
				'reference/plant-schema/index.html',
			]),
		);
		const findings = pages.flatMap((file) =>
			unsafeMarkup(readFileSync(join(build.outDir, file), 'utf8'), { srcPrefix: '/_astro/', inline: [headScript] }).map(
				(finding) => `${file}: ${finding}`,
			),
		);
		expect(findings).toEqual([]);
	});

	test('the payloads are shown as text', () => {
		const html = pageHtml(build.outDir, operationPage);
		expect(find(html, 'h1').text).toBe(
			`operation-summary <script>window.__xss='operation-summary'</script><img src=x onerror="window.__xss='operation-summary'">`,
		);
		// Sanitised Markdown keeps its formatting, and a link's text without its href.
		const description = find(html, 'div', { class: 'api-description' });
		expect(description.inner).toContain('Text <strong>kept</strong>.');
		expect(description.text).toContain("<script>window.__xss='operation-entity'</script>");
		expect(find(description.outer, 'a').outer).toBe('<a>anchor</a>');
		// A server URL that is not http(s) is shown, never linked.
		expect(html).toContain('javascript:window.__xss=&#39;server-url&#39;');
	});

	test('the Markdown copies, llms.txt and llms-full.txt hold no raw HTML and no such link', () => {
		const files = outputFiles(/\.md$|^llms(?:-full)?\.txt$/);
		expect(files).toEqual(expect.arrayContaining(['llms.txt', 'llms-full.txt', `${operationPage.slice(1)}.md`]));
		const findings = files.flatMap((file) =>
			unsafeMarkdown(readFileSync(join(build.outDir, file), 'utf8')).map((finding) => `${file}: ${finding}`),
		);
		expect(findings).toEqual([]);
		// The text is kept, escaped: a Markdown renderer shows it as written.
		const markdown = readFileSync(join(build.outDir, `${operationPage.slice(1)}.md`), 'utf8');
		expect(markdown).toContain(
			`# operation-summary \\<script>window.__xss='operation-summary'\\</script>\\<img src=x onerror="window.__xss='operation-summary'">`,
		);
		expect(markdown).toContain(`\\[md link](javascript:window.__xss='security-md')`);
	});
});

describe('the checks of this file', () => {
	test('find what they look for', () => {
		const own = { srcPrefix: '/_astro/', inline: [headScript] };
		expect(
			unsafeMarkup(
				`<script>${headScript}</script><script src="/_astro/a.js"></script><script>alert(1)</script><script src="https://x.example/a.js"></script>` +
					`<img src="x" onerror="alert(1)"><a href="jav&#x09;ascript:alert(1)">a</a><form action="data:text/html,x"></form><iframe></iframe>` +
					`<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><meta name="description" content="<script>alert(1)</script>">`,
				own,
			),
		).toEqual([
			'inline <script> "alert(1)"',
			'<script> from https://x.example/a.js',
			'<img> event handler onerror="alert(1)"',
			'<a> href="jav\tascript:alert(1)"',
			'<form> action="data:text/html,x"',
			'<iframe> element',
			'<meta> refresh to 0;url=javascript:alert(1)',
		]);
		expect(
			unsafeMarkdown(
				'`<script>` \\<img src=x> <img src=x onerror=alert(1)> [a](javascript:alert(1))\n\n[b]: vbscript:x\n\n```\n<script>\n```\n<data:text/html,x>',
			),
		).toEqual([
			'raw HTML <img src=x onerror=alert(1)>',
			'event handler in <img src=x onerror=',
			'link to javascript:alert(1',
			'link definition to vbscript:x',
			'autolink to data:text/html,x',
		]);
	});
});
