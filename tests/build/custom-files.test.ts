import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { directive, findAll, pageHtml, policyOf, stripAnsi } from './html.ts';
import { problemLines } from './real-world/report.ts';

/**
 * tests/fixtures/custom-files: the folder's own `style.css` and `widget.js` are on every page, as
 * Mintlify puts them (its page "Custom scripts"): the stylesheet after the site's, the script run
 * once the page is interactive; the site the script loads a widget from is allowed by the policy,
 * and said in the report; `tools/sync.js`, a Node command, is not run.
 */
let build: BuildResult;

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.customFiles);
});

describe("a folder's own stylesheets and scripts", () => {
	test('are on every page, the 404 page too: the script deferred in the head, the stylesheet after the site’s', () => {
		for (const html of [
			pageHtml(build.outDir, '/'),
			pageHtml(build.outDir, '/ferns'),
			readFileSync(join(build.outDir, '404.html'), 'utf8'),
		]) {
			const head = html.slice(0, html.indexOf('</head>'));
			expect(findAll(head, 'script', { src: '/widget.js' }).map((script) => script.attrs.defer)).toEqual(['']);
			expect(html).not.toContain('tools/sync.js');
			// Astro puts the site's stylesheets at the end of the head: the folder's come after them, first in the body.
			const body = html.slice(html.indexOf('<body'));
			expect(body.indexOf('<link rel="stylesheet" href="/style.css">')).toBeLessThan(body.indexOf('<a class="skip-link"'));
			expect(findAll(head, 'link', { rel: 'stylesheet' }).map((link) => link.attrs.href)).not.toContain('/style.css');
		}
		for (const file of ['style.css', 'widget.js']) expect(existsSync(join(build.outDir, file)), file).toBe(true);
	});

	test('the policy allows the site the script names, in the directives a widget loads through, and nothing else changes', () => {
		const policy = policyOf(pageHtml(build.outDir, '/'));
		for (const name of ['script-src', 'connect-src', 'frame-src', 'style-src', 'font-src'])
			expect(directive(policy, name), name).toContain('https://widgets.fernery.example');
		expect(directive(policy, 'default-src')).toEqual(["'self'"]);
		expect(readFileSync(join(build.outDir, '_headers'), 'utf8')).toContain('https://widgets.fernery.example');
	});

	test('the report lists them and what the policy allows for each; a Node script is named, not run', () => {
		const report = JSON.parse(readFileSync(join(build.outDir, 'trellis-report.json'), 'utf8')) as { customFiles: unknown };
		expect(report.customFiles).toEqual({
			styles: ['style.css'],
			scripts: [{ file: 'widget.js', allows: ['https://widgets.fernery.example'] }],
		});
		const output = stripAnsi(build.stdout + build.stderr);
		expect(output).toContain(
			"  the folder's own on every page: style.css, widget.js; the Content-Security-Policy allows what they name: https://widgets.fernery.example (widget.js)",
		);
		expect(problemLines(build.stderr)).toEqual([
			"warning: tests/fixtures/custom-files/tools/sync.js a script for Node, not for a page (it starts with #!): not put on the pages, as the folder's other .js files are",
		]);
	});
});
