import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hrefOfPath, readPageFile, scanPages, titleFromPath } from '../../../src/page-files/scan-pages.ts';
import { formatProblems } from '../../../src/problems/format.ts';

const temporaryFolders: string[] = [];
afterAll(() => {
	for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

const fixture = resolve(import.meta.dirname, '../fixtures/page-folder');

/** A fresh folder holding the given files (path relative to it -> text). */
function folderWith(files: Record<string, string>): string {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-pages-'));
	temporaryFolders.push(folder);
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(folder, path)), { recursive: true });
		writeFileSync(join(folder, path), text);
	}
	return folder;
}

/** Reads one page written from `lines` and renders its problems relative to its folder. */
function readLines(name: string, lines: string[]) {
	const folder = folderWith({ [name]: lines.join('\n') });
	const result = readPageFile(join(folder, name), name.replace(/\.mdx?$/, ''));
	return { ...result, shown: formatProblems(result.problems, folder) };
}

describe('scanPages', () => {
	const scanned = scanPages(fixture);

	it('reads .md and .mdx files, and skips snippets/, _snippets/ (at any depth) and README.md', () => {
		expect([...scanned.pages.keys()].sort()).toEqual([
			'api-reference/overview',
			'changelog',
			'guides/care-schedules',
			'guides/index',
			'guides/inventory/bulk-import',
			'guides/inventory/plant_tagging',
			'introduction',
		]);
	});

	it('gives each page its path, absolute file, href and title', () => {
		expect(scanned.pages.get('guides/care-schedules')).toEqual({
			path: 'guides/care-schedules',
			file: join(fixture, 'guides/care-schedules.md'),
			href: '/guides/care-schedules',
			title: 'Care schedules',
			frontmatter: { title: 'Care schedules', description: 'Plan watering.', sidebarTitle: 'Care' },
			components: [],
			frontmatterLines: { title: 2, description: 3, sidebarTitle: 4 },
		});
		expect(scanned.pages.get('guides/index')?.href).toBe('/guides');
		expect(scanned.pages.get('introduction')?.file).toBe(join(fixture, 'introduction.mdx'));
	});

	it('reads a numeric frontmatter version as a string', () => {
		expect(scanned.pages.get('guides/inventory/bulk-import')?.frontmatter.version).toBe('2');
	});

	it('derives a missing title from the file name, and warns about missing titles and descriptions', () => {
		expect(scanned.pages.get('guides/inventory/plant_tagging')?.title).toBe('Plant tagging');
		expect(scanned.pages.get('changelog')?.title).toBe('Changelog');
		expect(formatProblems(scanned.problems, fixture)).toMatchInlineSnapshot(`
			"warning: api-reference/overview.mdx:1 no "description" in the frontmatter: search engines and link previews will have none
			  fix: add description: "One sentence on what the page covers" to the frontmatter
			  also at changelog.md:1 (2 places)
			warning: changelog.md:1 no "title" in the frontmatter: using "Changelog"
			  fix: start the page with a frontmatter block: a line ---, then title: "...", description: "...", then a line ---
			warning: guides/inventory/plant_tagging.mdx:1 no "title" in the frontmatter: using "Plant tagging"
			  fix: start the page with a frontmatter block: a line ---, then title: "...", description: "...", then a line ---
			0 errors, 4 warnings"
		`);
	});

	it('warns when both page.md and page.mdx exist, and reads one of them', () => {
		const folder = folderWith({
			'setup.md': '---\ntitle: "From md"\ndescription: "d"\n---\n',
			'setup.mdx': '---\ntitle: "From mdx"\ndescription: "d"\n---\n',
		});
		const result = scanPages(folder);
		expect(result.pages.get('setup')?.title).toBe('From md');
		expect(formatProblems(result.problems, folder)).toMatchInlineSnapshot(`
			"warning: setup.mdx both setup.md and setup.mdx exist: using setup.md
			  fix: delete one of the two files
			0 errors, 1 warning"
		`);
	});

	it('reports every broken page of a folder and keeps the good ones', () => {
		const folder = folderWith({
			'good.mdx': '---\ntitle: "Good"\ndescription: "d"\n---\n',
			'bad-yaml.mdx': '---\ntitle: Plants: an overview\ndescription: "d"\n---\n',
			'bad-type.mdx': '---\ntitle: "T"\ndescription: "d"\nhidden: "yes"\n---\n',
		});
		const result = scanPages(folder);
		expect([...result.pages.keys()]).toEqual(['good']);
		expect(result.problems.map((problem) => [problem.severity, problem.file.slice(folder.length + 1), problem.line])).toEqual([
			['error', 'bad-type.mdx', 4],
			['error', 'bad-yaml.mdx', 2],
		]);
	});
});

describe('frontmatter YAML errors, with lines counted from the top of the file', () => {
	it('points at a value holding an unquoted colon', () => {
		const { page, problems, shown } = readLines('plants.mdx', [
			'---', // 1
			'title: "Plants"', // 2
			'description: "All about plants."', // 3
			'sidebarTitle: Plants: an overview', // 4
			'---', // 5
			'',
			'Body.',
		]);
		expect(page).toBeUndefined();
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatchObject({ severity: 'error', line: 4, column: 15 });
		expect(shown).toBe(
			[
				'error: plants.mdx:4:15 frontmatter is not valid YAML: this value holds ": ", which YAML reads as the start of another key',
				'  fix: quote values that contain a colon, e.g. title: "Plants: an overview"',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('reports the same broken frontmatter every time it is read, as a dev server reads a page again after each save', () => {
		const lines = ['---', 'title: Plants: an overview', 'description: "d"', '---', '', 'Body.'];
		const first = readLines('again.mdx', lines);
		const second = readLines('again.mdx', lines);
		expect(first.page).toBeUndefined();
		expect(second.page).toBeUndefined();
		expect(second.shown).toBe(first.shown);
		expect(second.problems).toHaveLength(1);
	});

	it('points at the first line of the frontmatter', () => {
		const { problems } = readLines('first.mdx', ['---', 'title: Plants: an overview', 'description: "d"', '---']);
		expect(problems[0]).toMatchObject({ line: 2, column: 8 });
	});

	it('points at the line after an unclosed list', () => {
		const { problems } = readLines('list.mdx', [
			'---', // 1
			'title: "T"', // 2
			'description: "d"', // 3
			'tag: [unclosed', // 4
			'icon: leaf', // 5
			'---', // 6
		]);
		expect(problems[0]).toMatchObject({ line: 5, column: 1 });
	});

	it('points at a duplicated key', () => {
		const { problems } = readLines('twice.mdx', [
			'---', // 1
			'title: "One"', // 2
			'description: "d"', // 3
			'title: "Two"', // 4
			'---', // 5
		]);
		expect(problems[0]?.message).toBe('frontmatter is not valid YAML: this key is already set above');
		expect(problems[0]?.line).toBe(4);
	});
});

describe('frontmatter values of the wrong type', () => {
	it('reports the key, its line, what was expected and what was found, in the words of config errors', () => {
		const { page, shown } = readLines('typed.mdx', ['---', 'title: "T"', 'description: "d"', 'hidden: "yes"', 'mode: "full"', '---']);
		expect(page).toBeUndefined();
		// Today: 'frontmatter hidden: Invalid input: expected boolean, received string' (zod's wording).
		expect(shown).toBe(
			[
				'error: typed.mdx:4 frontmatter hidden: expected true or false, found "yes"',
				'error: typed.mdx:5 frontmatter mode: expected one of "default", "wide", "custom", "center", "frame", "assistant", found "full"',
				'2 errors, 0 warnings',
			].join('\n'),
		);
	});

	it('reads a date as YAML gives it or as text, and refuses text that is no date', () => {
		const dated = (value: string) => readLines('dated.mdx', ['---', 'title: "T"', 'description: "d"', `lastUpdatedDate: ${value}`, '---']);
		expect(dated('2025-03-01').page?.frontmatter.lastUpdatedDate).toBe('2025-03-01T00:00:00.000Z');
		expect(dated('"2025-03-01T10:00:00Z"').page?.frontmatter.lastUpdatedDate).toBe('2025-03-01T10:00:00.000Z');
		expect(dated('"last spring"').shown).toBe(
			[
				'error: dated.mdx:4 frontmatter lastUpdatedDate: "last spring" is no date: write it as 2025-03-01 or an ISO 8601 timestamp',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});
});

describe('boost', () => {
	it("is the page's search multiplier: a positive number, else an error at its line that says how to write it", () => {
		expect(readLines('boosted.mdx', ['---', 'title: "T"', 'description: "d"', 'boost: 2.5', '---']).page?.frontmatter.boost).toBe(2.5);
		for (const value of ['"high"', '0', '-1']) {
			const { page, shown } = readLines('boosted.mdx', ['---', 'title: "T"', 'description: "d"', `boost: ${value}`, '---']);
			expect(page).toBeUndefined();
			expect(shown).toMatch(/^error: boosted\.mdx:4 frontmatter boost: .+\n {2}fix: write a positive number without quotes, such as 3/);
		}
	});
});

describe("settings of Mintlify's hosted service", () => {
	it('are named at their line with what a reader misses, and the page is built', () => {
		const { page, shown } = readLines('private.mdx', [
			'---',
			'title: "T"',
			'description: "d"',
			'mode: assistant',
			'groups: ["admins"]',
			'related: false',
			'boost: 3',
			'---',
		]);
		expect(page?.title).toBe('T');
		expect(shown).toBe(
			[
				'warning: private.mdx:4 frontmatter mode "assistant" needs Mintlify\'s hosted service: the page shows its own content, centred, where Mintlify shows a chat with its assistant',
				"warning: private.mdx:5 frontmatter groups needs Mintlify's hosted service: the page is built for every reader, as a static site has no sign-in to restrict it to user groups",
				'warning: private.mdx:6 frontmatter related needs Mintlify\'s hosted service: no "Related topics" section is shown (an add-on of the hosted service)',
				'0 errors, 3 warnings',
			].join('\n'),
		);
	});
});

describe('MDX syntax', () => {
	it('reports an unclosed tag of an .mdx page with its line and column', () => {
		const { page, shown } = readLines('broken.mdx', [
			'---',
			'title: "T"',
			'description: "d"',
			'---',
			'',
			'Some text.',
			'',
			'<Note>',
			'Never closed.',
			'',
		]);
		expect(page).toBeDefined();
		expect(shown).toMatchInlineSnapshot(`
			"error: broken.mdx:8:1 MDX syntax error: Expected a closing tag for \`<Note>\`
			  fix: a tag is not closed: add its closing tag, or end it with />
			1 error, 0 warnings"
		`);
	});

	it('does not read a .md page as MDX', () => {
		const { problems } = readLines('plain.md', ['---', 'title: "T"', 'description: "d"', '---', '', 'A < b and {braces}.', '']);
		expect(problems).toEqual([]);
	});
});

describe('hrefOfPath and titleFromPath', () => {
	it('maps page paths to URL paths', () => {
		expect(hrefOfPath('index')).toBe('/');
		expect(hrefOfPath('guides/index')).toBe('/guides');
		expect(hrefOfPath('guides/setup')).toBe('/guides/setup');
		expect(hrefOfPath('reindex')).toBe('/reindex');
	});

	it('turns a file name into a title', () => {
		expect(titleFromPath('guides/bulk-import')).toBe('Bulk import');
		expect(titleFromPath('plant_tagging')).toBe('Plant tagging');
		expect(titleFromPath('api-reference/plants/new--plant')).toBe('New plant');
	});
});
