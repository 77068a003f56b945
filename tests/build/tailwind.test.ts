import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { findAll, pageHtml } from './html.ts';

/**
 * tests/fixtures/tailwind-classes: a landing page in `mode: custom` made of Tailwind classes, a
 * page with classed elements in its prose, and a snippet with classes of its own. The build
 * compiles the classes used there, and only those, into a stylesheet of the site.
 */

let build: BuildResult;

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.tailwindClasses);
}, 600_000);

/** The stylesheets a built page links to, as one text with whitespace removed. */
function stylesheetsOf(path: string): string {
	expect(build.exitCode, build.stderr).toBe(0);
	const links = findAll(pageHtml(build.outDir, path), 'link', { rel: 'stylesheet' });
	expect(links.length).toBeGreaterThan(0);
	return links.map((link) => readFileSync(join(build.outDir, link.attrs.href!), 'utf8')).join('\n');
}

/** The declarations of the rules whose selector ends with `.class` (escaped as in CSS). */
function rulesFor(css: string, escapedClass: string): string[] {
	const pattern = new RegExp(`([^{}]*\\.${escapedClass.replace(/[\\[\]().*]/g, '\\$&')}(?![\\w-])[^{}]*)\\{([^{}]*)\\}`, 'g');
	return [...css.matchAll(pattern)].map((match) => `${match[1]!.trim()}{${match[2]}}`);
}

/** The cascade layer that the rule starting with `ruleStart` is in; undefined outside any. */
function layerOf(css: string, ruleStart: string): string | undefined {
	const at = css.indexOf(ruleStart);
	expect(at, ruleStart).toBeGreaterThanOrEqual(0);
	const open: (string | undefined)[] = [];
	let blockStart = 0;
	for (let index = 0; index < at; index++) {
		const character = css[index];
		if (character === '{') {
			open.push(/@layer\s+([\w.-]+)\s*$/.exec(css.slice(blockStart, index))?.[1]);
			blockStart = index + 1;
		} else if (character === '}') {
			open.pop();
			blockStart = index + 1;
		} else if (character === ';') {
			blockStart = index + 1;
		}
	}
	return open.filter((name) => name !== undefined).join('.') || undefined;
}

describe('Tailwind classes of the pages', () => {
	test('the utilities used by the pages and the snippet are in the stylesheet', () => {
		const css = stylesheetsOf('/');
		expect(rulesFor(css, 'flex')).toEqual([expect.stringMatching(/\{display:flex\}$/)]);
		expect(rulesFor(css, 'w-\\[320px\\]')).toEqual([expect.stringMatching(/\{width:320px\}$/)]);
		expect(rulesFor(css, 'no-underline')).toEqual([expect.stringMatching(/\{text-decoration-line:none\}$/)]);
		expect(rulesFor(css, 'rounded-xl')).toHaveLength(1);
		// Used only inside the snippet.
		expect(rulesFor(css, 'rounded-2xl')).toHaveLength(1);
		expect(css).toMatch(/@media \(width>=48rem\)\{[^{}]*\.md\\:flex-row\{flex-direction:row\}/);
	});

	test('the colours of docs.json are the colours Mintlify names', () => {
		const css = stylesheetsOf('/');
		expect(rulesFor(css, 'bg-primary-dark')).toEqual([expect.stringMatching(/\{background-color:#92400e\}$/)]);
		expect(rulesFor(css, 'dark\\:text-primary-light')).toEqual([expect.stringMatching(/\{color:#f59e0b\}$/)]);
	});

	test('unused utilities and Tailwind’s preflight are not shipped', () => {
		const css = stylesheetsOf('/');
		expect(css).not.toContain('grid-cols-7');
		expect(css).not.toContain('.underline{');
		expect(rulesFor(css, 'container')).toEqual([]);
		// Preflight's reset of every element, and of the theme only the variables used.
		expect(css).not.toMatch(/\*,\s*:after,\s*:before,\s*::backdrop,\s*::file-selector-button\{[^}]*margin:0/);
		expect(css).not.toContain('::file-selector-button');
		expect(css).toContain('--color-gray-600:');
		expect(css).not.toContain('--color-red-500');
	});

	test('utilities apply only in the page body, where they outrank Trellis’s own rules', () => {
		const css = stylesheetsOf('/');
		for (const rule of [...rulesFor(css, 'flex'), ...rulesFor(css, 'no-underline'), ...rulesFor(css, 'dark\\:hidden')]) {
			expect(rule).toMatch(/^\.prose \./);
		}
		// Trellis's rules are in a cascade layer and the utilities outside any: the utilities win, whatever the specificity.
		expect(layerOf(css, '.prose .flex{')).toBeUndefined();
		expect(layerOf(css, '.prose code{')).toBe('trellis');
	});

	test('dark: follows the site’s mode, not the operating system’s', () => {
		const css = stylesheetsOf('/');
		expect(rulesFor(css, 'dark\\:hidden')).toEqual(['.prose .dark\\:hidden:where(:root[data-theme=dark] *){display:none}']);
		expect(css).not.toMatch(/prefers-color-scheme:\s*dark\)\{[^{}]*\.dark\\:/);
	});

	test('the stylesheet is a file of the site: the policy still refuses inline styles', () => {
		for (const path of ['/', '/harvest']) {
			const html = pageHtml(build.outDir, path);
			const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
			const styleSrc = policy.split('; ').find((part) => part.startsWith('style-src ')) ?? '';
			expect(styleSrc).toMatch(/^style-src 'self'/);
			expect(styleSrc).not.toContain("'unsafe-inline'");
			expect(findAll(html, 'link', { rel: 'stylesheet' }).every((link) => link.attrs.href!.startsWith('/_astro/'))).toBe(true);
		}
	});

	test('markup inside not-prose keeps its class and its elements as written, for the styles that leave it to its own classes', () => {
		const html = pageHtml(build.outDir, '/harvest');
		expect(findAll(html, 'div', { id: 'not-prose-block' })[0]?.attrs.class).toBe('not-prose mt-4');
		expect(findAll(html, 'a', { id: 'not-prose-link' })[0]?.attrs.class).toBeUndefined();
		const css = stylesheetsOf('/harvest');
		expect(css).toContain('.prose :where(.not-prose,.not-prose *)');
	});
});
