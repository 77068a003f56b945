import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../src/postbuild/built-files.ts';
import { pageSources, sha256 } from '../../src/postbuild/csp.ts';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { findAll } from './html.ts';
import { unsafeMarkup } from './unsafe-markup.ts';

/**
 * The showcase and tests/fixtures/all-properties (every link-bearing property of docs.json),
 * built for real: links that open a new tab cannot reach back into the page, no page has an
 * inline event handler, and each page's Content-Security-Policy names all the inline code it has.
 */

const headScript = readFileSync(join(projectRoot, 'src/browser/head-inline.js'), 'utf8');
const builds: Record<'showcase' | 'allProperties', BuildResult | undefined> = { showcase: undefined, allProperties: undefined };

// The builds may wait for other test builds (one at a time): up to ten minutes.
beforeAll(async () => {
	builds.showcase = await sharedBuild(fixtureBuilds.showcase);
	builds.allProperties = await sharedBuild(fixtureBuilds.allProperties);
}, 600_000);

function pages(name: keyof typeof builds): { file: string; html: string }[] {
	const build = builds[name]!;
	expect(build.exitCode, build.stderr).toBe(0);
	return listFiles(build.outDir)
		.filter((file) => file.endsWith('.html'))
		.map((file) => ({ file, html: readFileSync(join(build.outDir, file), 'utf8') }));
}

/** The showcase's page with a stateful React component: Astro's own scripts that start its island. */
const islandPage = 'components/custom/index.html';

/** The inline scripts of a page that are Astro's island loaders: on the island page, and only there. */
function islandLoaders(file: string, html: string): string[] {
	if (file !== islandPage) return [];
	const loaders = findAll(html, 'script')
		.filter((script) => !script.attrs.src && /astro-island|\(self\.Astro\|\|/.test(script.inner))
		.map((script) => script.inner);
	expect(loaders.length, file).toBeGreaterThan(0);
	return loaders;
}

describe.each(['showcase', 'allProperties'] as const)('the built %s', (name) => {
	test('every link that opens a new tab has rel="noopener noreferrer"', () => {
		const blank = pages(name).flatMap(({ file, html }) =>
			findAll(html, 'a', { target: '_blank' }).map((link) => ({
				where: `${file}: ${link.attrs.href}`,
				rel: link.attrs.rel?.split(/\s+/) ?? [],
			})),
		);
		// The topbar links, socials, footer links and external anchors and tabs open in a new tab.
		expect(blank.length).toBeGreaterThan(3);
		expect(blank.filter(({ rel }) => !rel.includes('noopener') || !rel.includes('noreferrer')).map(({ where }) => where)).toEqual([]);
	});

	test('no page has an inline event handler, a foreign script or a javascript: URL', () => {
		const findings = pages(name).flatMap(({ file, html }) =>
			unsafeMarkup(html, { srcPrefix: '/_astro/', inline: [headScript, ...islandLoaders(file, html)] }).map(
				(finding) => `${file}: ${finding}`,
			),
		);
		expect(findings).toEqual([]);
	});

	test('each page’s policy comes first in its head and names the hash of each inline script, style and style attribute', () => {
		const missing: string[] = [];
		for (const { file, html } of pages(name)) {
			const policy =
				/^<!DOCTYPE html><html[^>]*><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="([^"]*)">/i.exec(
					html,
				)?.[1];
			if (!policy) {
				missing.push(`${file}: no policy first in <head>`);
				continue;
			}
			const directive = (key: string) => policy.split('; ').find((part) => part.startsWith(`${key} `)) ?? '';
			const sources = pageSources(html);
			for (const script of sources.scripts)
				if (!directive('script-src').includes(sha256(script))) missing.push(`${file}: script ${script.slice(0, 40)}`);
			if (directive('style-src').includes("'unsafe-inline'")) {
				expect(sources.mermaid, `${file} allows inline styles`).toBe(true);
				continue;
			}
			for (const style of [...sources.styles, ...sources.styleAttributes])
				if (!directive('style-src').includes(sha256(style))) missing.push(`${file}: style ${style.slice(0, 40)}`);
		}
		expect(missing).toEqual([]);
	});

	test('_headers sends the site’s policy to every path', () => {
		const build = builds[name]!;
		const headers = readFileSync(join(build.outDir, '_headers'), 'utf8');
		// One rule for every path: the agents' Link header, then the policy.
		expect(headers).toMatch(
			/^\/\*\n {2}Link: <\/llms\.txt>; rel="llms-txt"[^\n]*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+; style-src [^\n]+; object-src 'none'; base-uri 'self'; form-action 'self'\n$/,
		);
	});
});
