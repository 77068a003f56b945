import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageExists, pageHtml, query, stackTraceLines, stripAnsi } from './html.ts';

/** The repository's own showcase (the Plant Store docs), built as `npm run build` does. */

interface NavGroup {
	group: string;
	pages: (string | NavGroup)[];
}

let build: BuildResult;
let output = '';
const config = JSON.parse(readFileSync(join(projectRoot, 'docs.json'), 'utf8')) as { name: string; navigation: NavGroup[] };

/** Page paths of the navigation, nested groups included. */
function navigationPages(groups: readonly (string | NavGroup)[]): string[] {
	return groups.flatMap((entry) => (typeof entry === 'string' ? [entry] : navigationPages(entry.pages)));
}

/** URL path of a page path: `guides/index` -> `/guides`, `index` -> `/`. */
function hrefOf(page: string): string {
	const path = page.replace(/^\/+/, '').replace(/\.mdx?$/, '');
	if (path === 'index') return '/';
	return `/${path.replace(/\/index$/, '')}`;
}

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.showcase);
	output = stripAnsi(`${build.stdout}\n${build.stderr}`);
});

describe('the showcase', () => {
	test('builds with exit code 0 and no errors', () => {
		expect(build.exitCode, output).toBe(0);
		expect(output).not.toMatch(/^error:/m);
		expect(stackTraceLines(output)).toEqual([]);
	});

	test('has no page without a title or a description', () => {
		const missing = output.split('\n').filter((line) => /^warning: .*no "(title|description)" in the frontmatter/.test(line));
		expect(missing).toEqual([]);
	});

	test('prints no Trellis warning at all', () => {
		expect(output.split('\n').filter((line) => /^warning:/.test(line))).toEqual([]);
	});

	test('has an HTML file for every page of the docs.json navigation', () => {
		const pages = navigationPages(config.navigation);
		expect(pages.length).toBeGreaterThan(5);
		const missing = pages.filter((page) => !pageExists(build.outDir, hrefOf(page)));
		expect(missing).toEqual([]);
	});

	test('every navigation page is a real docs page titled with the site name', () => {
		for (const page of navigationPages(config.navigation)) {
			const html = pageHtml(build.outDir, hrefOf(page));
			expect(find(html, 'title').text, page).toMatch(new RegExp(` - ${config.name}$`));
			expect(find(html, 'meta', { name: 'description' }).attrs.content, page).toBeTruthy();
		}
	});

	test('a page marked deprecated says so beside its title, and no other page does', () => {
		expect(findAll(pageHtml(build.outDir, '/v1/quickstart'), 'span', { class: 'page-deprecated' }).map((label) => label.text)).toEqual([
			'Deprecated',
		]);
		expect(findAll(pageHtml(build.outDir, '/quickstart'), 'span', { class: 'page-deprecated' })).toEqual([]);
	});
});

/**
 * Pages ship no JavaScript framework: static parts are plain HTML, and the few behaviours (mode
 * toggle, search, tabs, tooltips, playground, file trees, views, prompts) are small module scripts of their own. Astro adds a
 * runtime only for framework islands (`<astro-island>`): they appear on the one page that uses an
 * author's React component with state, and on no other page. The script files a page loads before
 * any interaction must stay this known set. A new script is a deliberate change: add it here.
 */
describe('no framework runtime', () => {
	/** Script entries a page may name in <script src>, by the name Astro gives the bundle (hash removed). */
	const knownEntries = new Set([
		'DocsLayout.astro_astro_type_script_index_0_lang', // chrome.ts and content.ts: mode, menu, versions, toc, code copy
		'404.astro_astro_type_script_index_0_lang',
		'Search.astro_astro_type_script_index_0_lang',
		'TabSet.astro_astro_type_script_index_0_lang',
		'Tooltip.astro_astro_type_script_index_0_lang',
		'Playground.astro_astro_type_script_index_0_lang',
		'Tree.astro_astro_type_script_index_0_lang',
		'View.astro_astro_type_script_index_0_lang',
		'Prompt.astro_astro_type_script_index_0_lang',
		'Popup.astro_astro_type_script_index_0_lang',
		'UpdateFilters.astro_astro_type_script_index_0_lang',
	]);
	/** Chunks those entries import statically (loaded with them, before any interaction). */
	// server-variables: shared by the API and WebSocket playgrounds, loaded where either is.
	const knownChunks = new Set(['chrome', 'preload-helper', 'server-variables']);
	/** What every docs page loads: the chrome and the search box. */
	const everyPage = ['DocsLayout.astro_astro_type_script_index_0_lang', 'Search.astro_astro_type_script_index_0_lang'];

	/** The showcase's page of custom components, the one page with an author's stateful React component. */
	const islandPage = 'components/custom/index.html';

	const bundleName = (file: string) => file.replace(/^.*\//, '').replace(/\.[\w-]{8}\.js$/, '');

	function htmlFiles(): string[] {
		const found: string[] = [];
		const walk = (folder: string) => {
			for (const entry of readdirSync(folder, { withFileTypes: true })) {
				if (entry.isDirectory()) walk(join(folder, entry.name));
				else if (entry.name.endsWith('.html')) found.push(relative(build.outDir, join(folder, entry.name)).split(sep).join('/'));
			}
		};
		walk(build.outDir);
		return found.sort();
	}

	/** The script files a page loads at once: its <script src> and what they import statically, transitively. */
	function loadedScripts(html: string): string[] {
		const queue = findAll(html, 'script')
			.map((script) => script.attrs.src)
			.filter((src): src is string => src !== undefined)
			.map((src) => src.replace(/^\/+/, ''));
		const seen = new Set<string>();
		while (queue.length > 0) {
			const file = queue.shift()!;
			if (seen.has(file)) continue;
			seen.add(file);
			const code = readFileSync(join(build.outDir, file), 'utf8');
			// Static imports only: `import"./x.js"` and `from"./x.js"`; import() loads on demand.
			for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g))
				queue.push(join(dirname(file), match[1]!).split(sep).join('/'));
		}
		return [...seen];
	}

	test('no page has a framework island or its hydration script, but the one with a stateful React component', () => {
		const files = htmlFiles();
		expect(files.length).toBeGreaterThan(10);
		for (const file of files.filter((name) => name !== islandPage)) {
			const html = readFileSync(join(build.outDir, file), 'utf8');
			// Astro's island elements, and the marks React and Vue leave on what they render.
			expect(html, file).not.toMatch(/<astro-(island|slot|static-slot)\b|data-reactroot|data-v-app|__NEXT_DATA__/);
		}
		const islands = findAll(readFileSync(join(build.outDir, islandPage), 'utf8'), 'astro-island');
		expect(islands.map((island) => island.attrs['component-export'])).toEqual(['WateringCalculator']);
	});

	test('the only inline script is the one that sets the mode and version before first paint, and the island loaders where an island is', () => {
		for (const file of htmlFiles()) {
			const html = readFileSync(join(build.outDir, file), 'utf8');
			const inline = findAll(html, 'script').filter((script) => !script.attrs.src && script.attrs.type !== 'application/ld+json');
			const [first, ...islandLoaders] = inline;
			if (first) expect(first.inner, file).toContain('trellis-mode');
			if (file !== islandPage) expect(islandLoaders, file).toEqual([]);
			else for (const script of islandLoaders) expect(script.inner, file).toMatch(/astro-island|Astro\b/);
		}
	});

	test('every docs page loads the chrome and search scripts, and nothing outside the known set', () => {
		// Docs pages: not the 404 page, nor the pages that only redirect elsewhere (the root among them).
		const pages = htmlFiles()
			.map((file) => [file, readFileSync(join(build.outDir, file), 'utf8')] as const)
			.filter(([file, html]) => file.endsWith('index.html') && !/<meta http-equiv="refresh"/i.test(html));
		expect(pages.length).toBeGreaterThan(10);
		for (const [file, html] of pages) {
			const entries = findAll(html, 'script').flatMap((script) => (script.attrs.src ? [script.attrs] : []));
			for (const attrs of entries) expect(attrs.type, `${file}: ${attrs.src}`).toBe('module');
			expect(
				entries.map((attrs) => bundleName(attrs.src!)),
				file,
			).toEqual(expect.arrayContaining(everyPage));
			const unknown = loadedScripts(html)
				.map(bundleName)
				.filter((name) => !knownEntries.has(name) && !knownChunks.has(name));
			expect(unknown, file).toEqual([]);
		}
	});

	test('the tag filters of Updates load on the pages whose Updates have tags, and no other', () => {
		const filters = htmlFiles().filter((file) =>
			findAll(readFileSync(join(build.outDir, file), 'utf8'), 'script').some((script) =>
				bundleName(script.attrs.src ?? '').startsWith('UpdateFilters.astro'),
			),
		);
		expect(filters).toEqual(['changelog/releases/index.html', 'components/media/index.html']);
	});

	test('what a plain page loads is small: under 20 kB of JavaScript, with no framework code in it', () => {
		const scripts = loadedScripts(pageHtml(build.outDir, '/introduction'));
		// The helper that loads a script on demand (the search's index, an image's buttons) is shared by the two.
		expect(scripts.map(bundleName).sort()).toEqual([...everyPage, 'chrome', 'preload-helper'].sort());
		const code = scripts.map((file) => readFileSync(join(build.outDir, file), 'utf8')).join('\n');
		expect(code.length).toBeLessThan(20_000);
		expect(code).not.toMatch(/astro-island|react-dom|__vue|svelte|preact|solid-js|hydrate/i);
	});
});

describe('popup', () => {
	test('its trigger is a button that says whether the content is open, and the content keeps its Markdown, in the page and its copy', () => {
		const popup = find(pageHtml(build.outDir, '/components/media'), 'span', { class: 'popup' });
		expect(find(popup.outer, 'button', { class: 'popup-trigger' }).attrs).toMatchObject({ type: 'button', 'aria-expanded': 'false' });
		const content = find(popup.outer, 'span', { class: 'popup-content' });
		expect(find(content.outer, 'strong').inner).toBe('Watering');
		expect(findAll(content.outer, 'li').map((item) => item.inner)).toEqual(['ferns: every other day', 'cacti: once a month']);
		expect(readFileSync(join(build.outDir, 'components/media.md'), 'utf8')).toContain(
			'Watering schedules\n\n**Watering** depends on the plant:\n\n- ferns: every other day\n- cacti: once a month\n',
		);
	});
});

describe('changelog', () => {
	test('its entries are dated, and built without SITE_URL it has no feed, links to none, and the build says why', () => {
		const html = pageHtml(build.outDir, '/changelog/releases');
		const labels = findAll(html, 'a', { class: 'update-label' }).map((label) => [label.text, find(label.inner, 'time').attrs.datetime]);
		expect(labels).toEqual([
			['April 14, 2026', '2026-04-14'],
			['February 24, 2026', '2026-02-24'],
			['January 20, 2026', '2026-01-20'],
		]);
		// The place of the tag filters, beside the page, which their script fills.
		expect(find(find(html, 'aside', { class: 'page-toc' }).inner, 'div', { 'data-update-filters': true }).attrs.hidden).toBeDefined();
		for (const page of ['changelog/releases', 'components/media']) {
			expect(existsSync(join(build.outDir, page, 'rss.xml')), page).toBe(false);
			expect(query(pageHtml(build.outDir, `/${page}`), 'link', { type: 'application/rss+xml' }), page).toBeUndefined();
		}
		expect(query(html, 'a', { class: 'page-feed' })).toBeUndefined();
		expect(output.split('\n').filter((line) => line.includes('rss.xml'))).toEqual([
			'rss.xml skipped for 2 pages with Update components: a feed needs the public URL of the site. Set SITE_URL (e.g. SITE_URL=https://docs.example.com npm run build) to write them.',
		]);
	});
});
