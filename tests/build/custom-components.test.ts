import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { pageSources, sha256 } from '../../src/postbuild/csp.ts';
import { decodeEntities, find, findAll, pageHtml, query } from './html.ts';
import { runsAsScript } from './unsafe-markup.ts';

/**
 * Components the docs' authors write: exported by an .mdx snippet, or by .jsx and .tsx files
 * imported by their path. All render at build time; those that keep state or handle events are
 * hydrated with React on the pages that use them, and only there.
 */
let build: BuildResult;

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.customComponents);
});

/** The text of some markup as a reader sees it: React's `<!-- -->` between texts and tags left out. */
function textOf(markup: string): string {
	return decodeEntities(markup.replace(/<!--.*?-->/gs, '').replace(/<[^>]*>/g, '')).trim();
}

/** The `<astro-island>` elements of a page: the components React hydrates there. */
function islands(html: string) {
	return findAll(html, 'astro-island');
}

/** The scripts a page loads or runs: each `src`, and the text of each inline one. */
function scripts(html: string): string[] {
	return findAll(html, 'script')
		.filter((script) => runsAsScript(script.attrs.type))
		.map((script) => script.attrs.src ?? script.inner);
}

describe('custom components', () => {
	test('the folder builds with no problem reported', () => {
		expect(build.exitCode, build.stderr).toBe(0);
		expect(`${build.stdout}${build.stderr}`).toMatch(/\b0 errors, 0 warnings\b/);
	});

	test('a component exported by an .mdx snippet and one of a .tsx file render at build time, with their props', () => {
		const home = pageHtml(build.outDir, '/');
		expect(textOf(find(home, 'span', { class: 'status-badge' }).outer)).toBe('Status: ready');
		const card = find(home, 'section', { class: 'plan-card' });
		expect(card.attrs['aria-label']).toBe('Team plan');
		expect(find(card.outer, 'h2').text).toBe('Team');
		expect(textOf(find(card.outer, 'p', { class: 'plan-price' }).outer)).toBe('$12.00 a month');
		expect(findAll(card.outer, 'li').map((item) => item.text)).toEqual(['Search', 'Analytics']);
	});

	test('a tag in a code block is shown as written, not rendered', () => {
		const code = textOf(find(pageHtml(build.outDir, '/'), 'div', { class: 'code-block', 'data-language': 'jsx' }).outer);
		expect(code).toContain('<PlanCard name="In a code block" price={1} />');
		expect(code).not.toContain('client:');
	});

	test("Mintlify's CodeBlock, in scope of a component file, draws a code block as a fence with the same options does", () => {
		const host = find(pageHtml(build.outDir, '/'), 'div', { class: 'code-block-host' });
		const block = find(host.outer, 'div', { class: 'code-block' });
		expect(block.attrs).toMatchObject({ 'data-language': 'bash', 'data-title': 'Install it', 'data-icon': 'terminal' });
		expect(textOf(find(block.outer, 'div', { class: 'code-title' }).outer)).toBe('Install it');
		expect(find(block.outer, 'svg').attrs.class).toBe('icon');
		const pre = find(block.outer, 'pre');
		expect(pre.attrs.class).toContain('line-numbers');
		const lines = findAll(pre.outer, 'span', { class: /^line\b/ });
		expect(lines.map((line) => textOf(line.outer))).toEqual(['npm install plant-kit', 'npx plant-kit init']);
		expect(lines.map((line) => line.attrs.class)).toEqual(['line', 'line highlighted']);
		expect(query(block.outer, 'button', { class: 'code-copy' })).toBeDefined();
	});

	test('a component React hydrates keeps its CodeBlock highlighted from the server', () => {
		const island = islands(pageHtml(build.outDir, '/counter')).find((found) => found.attrs['component-export'] === 'PackagePicker')!;
		const block = find(island.outer, 'div', { class: 'code-block' });
		expect(block.attrs['data-title']).toBe('Add it');
		expect(find(block.outer, 'pre').attrs.class).toContain('shiki');
		expect(textOf(find(block.outer, 'code').outer)).toBe('npm add plant-kit');
	});

	test('components with state and event handlers are rendered at build time and hydrated', () => {
		const page = pageHtml(build.outDir, '/counter');
		const [counter, toggle] = islands(page);
		expect(counter?.attrs['component-export']).toBe('Counter');
		expect(counter?.attrs.client).toBe('load');
		expect(textOf(find(counter!.outer, 'p', { class: 'counter-value' }).outer)).toBe('Clicks: 2');
		expect(find(counter!.outer, 'button').text).toBe('Add one');
		// React and its hooks without an import, as Mintlify has them in scope.
		expect(toggle?.attrs['component-export']).toBe('Toggle');
		expect(find(toggle!.outer, 'button').attrs['aria-expanded']).toBe('false');
		expect(textOf(find(toggle!.outer, 'p', { class: 'toggle-seen' }).outer)).toBe('Opened 0 times');
		for (const island of [counter!, toggle!]) {
			for (const url of [island.attrs['component-url']!, island.attrs['renderer-url']!]) {
				expect(url).toMatch(/^\/_astro\/[\w.-]+\.js$/);
				expect(existsSync(join(build.outDir, url))).toBe(true);
			}
		}
	});

	test('a component with neither state nor handlers is not hydrated, even on a page that hydrates others', () => {
		const page = pageHtml(build.outDir, '/counter');
		expect(islands(page).map((island) => island.attrs['component-export'])).toEqual(['Counter', 'Toggle', 'PlantCount', 'PackagePicker']);
		const card = find(page, 'section', { class: 'plan-card' });
		expect(card.attrs['aria-label']).toBe('Solo plan');
		expect(islands(page).some((island) => island.outer.includes('plan-card'))).toBe(false);
	});

	test('pages that use no component needing the browser load no React', () => {
		const hydrated = pageHtml(build.outDir, '/counter');
		const renderer = find(hydrated, 'astro-island').attrs['renderer-url']!;
		for (const href of ['/', '/plain']) {
			const page = pageHtml(build.outDir, href);
			expect(query(page, 'astro-island'), href).toBeUndefined();
			expect(page, href).not.toContain(renderer);
			expect(scripts(page).join('\n'), href).not.toMatch(/astro-island|react/i);
			expect(scripts(page), href).toEqual(scripts(pageHtml(build.outDir, '/plain')));
		}
		expect(scripts(hydrated).length).toBeGreaterThan(scripts(pageHtml(build.outDir, '/plain')).length);
	});

	test('the Content-Security-Policy lets a hydrated component fetch what its code fetches, on its pages only', () => {
		const policy = (href: string) => find(pageHtml(build.outDir, href), 'meta', { 'http-equiv': 'Content-Security-Policy' }).attrs.content!;
		expect(policy('/counter')).toMatch(/connect-src 'self' https:\/\/plants\.example\.com;/);
		expect(policy('/')).toMatch(/connect-src 'self';/);
	});

	test("the Content-Security-Policy names the islands' inline scripts", () => {
		const page = pageHtml(build.outDir, '/counter');
		const policy = find(page, 'meta', { 'http-equiv': 'Content-Security-Policy' }).attrs.content!;
		const inline = pageSources(page).scripts;
		expect([...inline].some((script) => script.includes('astro-island'))).toBe(true);
		for (const script of inline) expect(policy).toContain(sha256(script));
	});
});
