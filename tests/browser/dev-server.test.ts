import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, onTestFailed, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { keepSearchOpen, useBrowserSession, useDevServerOnCopy } from './helpers.ts';

/**
 * `npm run dev` on a current-format folder whose navigation lives in a file of its own (`$ref`)
 * and whose pages use the config's variables: edits to either show without a restart. When a
 * file is broken while the server runs, the open page shows the problem (file, line:column, fix)
 * by itself, the server stays up, and once the file is fixed the page shows the docs again. A
 * Tailwind class added to a page or a snippet is styled once saved. Search (src/integration/vite-dev-search.ts):
 * the dev server makes no index, it serves the last build's. Before any build the search box says
 * how to get one; once a build has written its index, the same server finds pages with it, without
 * a restart.
 */

const site = useDevServerOnCopy(join(import.meta.dirname, '../fixtures/dev-site'), ['/intro', '/list-plants', '/styled']);
const session = useBrowserSession();
const { shows } = site;

// A failure shows what the dev server printed: a reload of the page under a test is said there (Vite's, Astro's).
beforeEach(() => {
	onTestFailed(() => console.error(`what the dev server printed:\n${site.server?.output().slice(-3000) ?? ''}`));
});

/** Rewrites a file of the docs folder, `find` (which must be there) replaced by `by`; returns the file as it was. */
function edit(file: string, find: string, by: string): string {
	const path = join(site.docsDir, file);
	const original = readFileSync(path, 'utf8');
	writeFileSync(path, replace(find, by)(original));
	return original;
}

describe('edits shown in the open page', () => {
	test('a new value of a variable in docs.json', async () => {
		const page = await session.context.newPage();
		try {
			await page.goto(`${site.server.url}/intro`);
			await shows(page.getByText('Water the Fern every morning.'), 'the page with the first value');
			const original = edit('docs.json', '"plant": "Fern"', '"plant": "Moss"');
			try {
				await shows(page.getByText('Water the Moss every morning.'), 'the page with the new value');
			} finally {
				writeFileSync(join(site.docsDir, 'docs.json'), original);
			}
			await shows(page.getByText('Water the Fern every morning.'), 'the page with the first value again');
		} finally {
			await page.close();
		}
	});

	test('an edit to the navigation file a $ref reads shows in the sidebar, and a mistake in it is shown at its place', async () => {
		const page = await session.context.newPage();
		try {
			await page.goto(`${site.server.url}/intro`);
			const sidebar = page.getByRole('navigation', { name: 'Main' });
			await shows(sidebar.getByRole('heading', { name: 'Start' }), 'the first group name');
			const original = edit('navigation.json', '"group": "Start"', '"group": "Begin"');
			try {
				await shows(sidebar.getByRole('heading', { name: 'Begin' }), 'the new group name');
				writeFileSync(join(site.docsDir, 'navigation.json'), original.replace('"groups": [', '"groups": ['.slice(0, -1)));
				await shows(page.getByRole('heading', { level: 1, name: /^The docs have \d+ errors?$/ }), 'the problems page');
				const problems = await page.locator('li pre').allTextContents();
				// The first group became the value of "groups": the second is where JSON expects a name.
				expect(problems.join('\n')).toContain(`error: ${join(site.docsDir, 'navigation.json')}:4:5 invalid JSON: property name expected`);
			} finally {
				writeFileSync(join(site.docsDir, 'navigation.json'), original);
			}
			await shows(sidebar.getByRole('heading', { name: 'Start' }), 'the page fixed');
			expect(site.server.alive(), site.server.output()).toBe(true);
		} finally {
			await page.close();
		}
	});

	test('a Tailwind class added to a page or to a snippet it imports is styled once the file is saved', async () => {
		const page = await session.context.newPage();
		// Read once the element shows, on a fresh load: the server reloads the open page after a
		// save, which may cut a read short.
		const styleOf = (selector: string, property: string) => async () => {
			await page.goto(`${site.server.url}/styled`);
			const element = page.locator(selector);
			await element.waitFor({ timeout: 20_000 });
			return element.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
		};
		const styled = async (file: string, find: string, by: string, selector: string, property: string, values: [string, string]) => {
			await expect.poll(styleOf(selector, property), { timeout: 60_000 }).toBe(values[0]);
			const original = edit(file, find, by);
			try {
				await expect.poll(styleOf(selector, property), { timeout: 60_000 }).toBe(values[1]);
			} finally {
				writeFileSync(join(site.docsDir, file), original);
			}
		};
		try {
			// tracking-wide is 0.025em of 14px; tracking-widest, used nowhere yet, 0.1em.
			await styled('styled.mdx', 'tracking-wide ', 'tracking-widest ', '#small-heading', 'letter-spacing', ['0.35px', '1.4px']);
			await styled('snippets/label-card.mdx', 'rounded-2xl', 'rounded-3xl', '.label-card', 'border-top-left-radius', ['16px', '24px']);
		} finally {
			await page.close();
		}
	});
});

interface Fault {
	/** The file broken, inside the docs folder. */
	file: string;
	/** The page open while it is broken, and a text only the working page shows. */
	page: string;
	content: string;
	/** Turns the working file into the broken one. */
	breakIt: (text: string) => string;
	/** The problem the page must show, as it shows it; `<docs>` is the docs folder. */
	problem: string;
}

/** Replaces `find`, which must be in the text: a fixture edit that misses would test nothing. */
const replace = (find: string, by: string) => (text: string) => {
	if (!text.includes(find)) throw new Error(`"${find}" is not in the fixture file`);
	return text.replace(find, by);
};

const intro = { page: '/intro', content: 'Every plant has a bed.' };
const apiPage = { page: '/list-plants', content: 'Returns the plants of the greenhouse.' };

const faults: Record<string, Fault> = {
	'docs.json with invalid JSON': {
		file: 'docs.json',
		...intro,
		breakIt: replace('"Dev site",', '"Dev site"'),
		problem: 'error: <docs>/docs.json:5:3 invalid JSON: comma expected\n  fix: add a comma between the two items',
	},
	'docs.json with a schema error': {
		file: 'docs.json',
		...intro,
		breakIt: replace('"primary": "#15803D"', '"primary": "#12345G"'),
		problem:
			'error: <docs>/docs.json:5:15 colors.primary: expected a hex colour such as "#16A34A", found "#12345G"\n' +
			'  fix: a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"',
	},
	'a page with an MDX syntax error': {
		file: 'intro.mdx',
		...intro,
		breakIt: replace('Every plant has a bed.', 'Every plant has a bed {plants.length'),
		problem:
			'error: <docs>/intro.mdx:6:23 MDX syntax error: Unexpected end of file in expression, expected a corresponding closing brace for `{`\n' +
			'  fix: a "{" starts a JavaScript expression: close it with "}", or write \\{ for a literal brace',
	},
	'a page whose frontmatter is not YAML': {
		file: 'intro.mdx',
		...intro,
		breakIt: replace('title: Welcome to the greenhouse', 'title: Welcome: the greenhouse\ndescription: [unterminated'),
		problem:
			'error: <docs>/intro.mdx:2:8 frontmatter is not valid YAML: this value holds ": ", which YAML reads as the start of another key\n' +
			'  fix: quote values that contain a colon, e.g. title: "Plants: an overview"',
	},
	'openapi.json with invalid JSON': {
		file: 'openapi.json',
		...apiPage,
		breakIt: replace('"openapi": "3.0.3",', '"openapi": "3.0.3"'),
		problem: 'error: <docs>/openapi.json:3:3 invalid JSON: comma expected\n  fix: add a comma between the two items',
	},
	'openapi.json with a $ref that points nowhere': {
		file: 'openapi.json',
		...apiPage,
		breakIt: replace('"items": {', '"items": { "$ref": "#/components/schemas/Plant",'),
		problem:
			'error: <docs>/openapi.json:15 paths["/plants"].get.responses["200"].content["application/json"].schema.items.$ref: $ref "#/components/schemas/Plant" points to nothing (at #/paths/~1plants/get/responses/200/content/application~1json/schema/items/$ref)\n' +
			'  fix: define it under #/components/schemas/, or fix the reference',
	},
};

describe('the dev server survives broken files', () => {
	test.each(Object.entries(faults))('%s: the page shows the problem, then the docs again once fixed', async (_name, fault) => {
		// A page of its own: the page of the test before may still be told to reload by the server
		// (each fix is answered with a reload), which would cut this test's navigation short.
		const page = await session.context.newPage();
		try {
			await checkFault(page, fault);
		} finally {
			await page.close();
		}
	});
});

/** Breaks the fault's file with the page open, then fixes it: the page shows the problem, then the docs. */
async function checkFault(page: Page, fault: Fault): Promise<void> {
	const file = join(site.docsDir, fault.file);
	const original = readFileSync(file, 'utf8');
	const heading = page.getByRole('heading', { level: 1, name: /^The docs have \d+ errors?$/ });
	await page.goto(`${site.server.url}${fault.page}`);
	await shows(page.getByText(fault.content), 'the working page');

	writeFileSync(file, fault.breakIt(original));
	try {
		await shows(heading, 'the problems page');
		// Waited for, not read once: the server may reload the page again meanwhile (the folder and
		// the page each answer a save), and a read during that reload finds no page.
		const problem = fault.problem.replaceAll('<docs>', site.docsDir);
		await shows(page.locator('li pre').filter({ hasText: wholeText(problem) }), `the problem "${problem}"`);
		expect(site.server.alive(), site.server.output()).toBe(true);
	} finally {
		// Restored even when the test fails, so that the next one starts from the working folder.
		writeFileSync(file, original);
	}
	await shows(page.getByText(fault.content), 'the page fixed');
	expect(await heading.count()).toBe(0);
	expect(site.server.alive(), site.server.output()).toBe(true);
}

/** Matches an element whose whole text is `text`, whitespace as written or collapsed. */
function wholeText(text: string): RegExp {
	const words = text
		.trim()
		.split(/\s+/)
		.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
	return new RegExp(`^\\s*${words.join('\\s+')}\\s*$`);
}

const searchStatus = (page: Page) => page.locator('[data-search-status]');

/**
 * Opens the search on a fresh load of the first page, types `query`, and waits for the answer.
 * The dev server may reload the page once (when it has optimised a dependency it found late): the
 * question is then asked again on the reloaded page.
 */
async function searchFor(page: Page, query: string): Promise<void> {
	let loads = 0;
	const counted = () => (loads += 1);
	page.on('load', counted);
	await page.goto(`${site.server.url}/intro`, { timeout: 60_000 });
	let askedOnLoad = -1;
	const ask = async () => {
		askedOnLoad = loads;
		// A reload during the ask can leave it asked on the new document, which is then asked again.
		await keepSearchOpen(page);
		await page.getByRole('combobox', { name: 'Search the docs' }).fill(query);
	};
	await ask();
	try {
		await expect
			.poll(
				async () => {
					if (loads !== askedOnLoad) await ask();
					return page.locator('[data-search-results]').getAttribute('data-query');
				},
				// The dev server compiles the page and the search script on first request: on a loaded
				// machine (a coverage run) that took over 20 s.
				{ timeout: 60_000, message: `the answer to "${query}" is shown` },
			)
			.toBe(query);
	} finally {
		page.off('load', counted);
	}
}

describe('search in npm run dev', { timeout: 150_000 }, () => {
	const query = 'tell the beds apart';

	test('before any build, the search box says to run one', async () => {
		const { page } = session;
		await searchFor(page, query);
		expect(await searchStatus(page).textContent()).toBe(
			'No search index yet: run npm run build once, and search here uses the index it makes.',
		);
		expect(await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').count()).toBe(0);
	});

	test('once a build has written its index, the running server searches it', async () => {
		const { page } = session;
		// What `npm run build` of the folder leaves in its output folder.
		const built = await sharedBuild(fixtureBuilds.devSite);
		expect(built.exitCode, built.stderr).toBe(0);
		cpSync(join(built.outDir, 'pagefind'), join(site.outDir, 'pagefind'), { recursive: true });
		await searchFor(page, query);
		expect(await searchStatus(page).textContent()).toBe('1 page found');
		const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
		expect(await first.getAttribute('href')).toBe('/styled#label-colours');
		await page.keyboard.press('Enter');
		await page.waitForURL(`${site.server.url}/styled#label-colours`, { timeout: 60_000 });
		expect(await page.locator('#label-colours').count()).toBe(1);
		expect(site.server.alive()).toBe(true);
	});
});
