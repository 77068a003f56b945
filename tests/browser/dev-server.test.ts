import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession, useDevServerOnCopy } from './helpers.ts';

/**
 * `npm run dev` on a current-format folder whose navigation lives in a file of its own (`$ref`)
 * and whose pages use the config's variables: edits to either show without a restart. When a
 * file is broken while the server runs, the open page shows the problem (file, line:column, fix)
 * by itself, the server stays up, and once the file is fixed the page shows the docs again.
 */

const site = useDevServerOnCopy(join(import.meta.dirname, '../fixtures/dev-site'), ['/intro', '/list-plants']);
const session = useBrowserSession();
const { shows } = site;

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
