import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';

/**
 * llms.txt, llms-full.txt and the Markdown copy of each page: readable as plain text, the
 * components turned into Markdown, no JSX, snippets inlined, API pages rendered from their model.
 */
let fixture: BuildResult;
let showcase: BuildResult;
let greenhouse: BuildResult;

beforeAll(async () => {
	[fixture, showcase, greenhouse] = await Promise.all([
		sharedBuild(fixtureBuilds.seoSiteWithUrl),
		sharedBuild(fixtureBuilds.showcase),
		sharedBuild(fixtureBuilds.currentFormat),
	]);
});

const read = (build: BuildResult, file: string) => readFileSync(join(build.outDir, file), 'utf8');

/** Markup that must not be left in a Markdown copy: JSX tags, imports, expressions. */
function rawJsx(markdown: string): string[] {
	const outsideCode = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/`[^`\n]*`/g, '');
	return [
		// Component names: <Note>, </Card>, <Tooltip tip=...> (not text such as <ACCESS_TOKEN>).
		...outsideCode.matchAll(/<\/?[A-Z][a-z][\w.]*[\s/>]/g),
		...outsideCode.matchAll(/^import\s.+from\s/gm),
		...outsideCode.matchAll(/^export\s/gm),
		...outsideCode.matchAll(/\{[a-zA-Z_$][\w.$]*\}/g),
	].map((match) => match[0]);
}

describe('llms.txt', () => {
	test('lists the navigation pages in order, by group, as links to their Markdown at the site address, with descriptions', () => {
		expect(fixture.exitCode, fixture.stderr).toBe(0);
		expect(read(fixture, 'llms.txt')).toBe(
			[
				'# Fern Docs',
				'',
				'## Start',
				'',
				'- [Welcome](https://fern.example.com/index.md): Fern grows documentation.',
				'- [Set up Fern](https://fern.example.com/guides/setup.md): Install Fern in a minute.',
				'',
				'## Writing',
				'',
				'- [Components](https://fern.example.com/guides/components.md): Every component, as Markdown.',
				'',
				'## Reference',
				'',
				'- [Fields](https://fern.example.com/reference/fields.md): The fields of a fern.',
				'',
			].join('\n'),
		);
	});

	test('the showcase lists its pages, hidden entries left out, the links to other sites under Optional', () => {
		const llms = read(showcase, 'llms.txt');
		expect(llms.startsWith('# Plant Store\n')).toBe(true);
		expect(llms).toContain('- [Quickstart](/quickstart.md): Build a webhook receiver');
		expect(llms).toContain('- [New Plant](/api-reference/plants/new-plant.md): Information about a new plant added to the store');
		expect(llms.indexOf('/introduction.md')).toBeLessThan(llms.indexOf('/quickstart.md'));
		expect(llms).not.toContain('beta-features');
		expect(llms.endsWith('\n## Optional\n\n- [Community](https://discord.gg/plantstore)\n')).toBe(true);
	});

	test("as Mintlify lays it out: the site's description as a quote, the default version's pages, the OpenAPI file served, the links elsewhere", () => {
		const llms = read(greenhouse, 'llms.txt');
		expect(llms.startsWith('# Greenhouse\n\n> Docs of the greenhouse API, in the current docs.json format.\n\n## Get started\n\n')).toBe(
			true,
		);
		expect(llms).toContain('- [Soil pH](/guides/soil/ph.md)');
		// v2 is the default version: v1's pages are left out.
		expect(llms).not.toContain('/v1/');
		// The hidden group's page is not listed.
		expect(llms).not.toContain('/guides/internal');
		expect(llms).toContain('\n## OpenAPI Specs\n\n- [openapi](/openapi.json)\n');
		expect(llms).toMatch(/\n## Optional\n\n(- \[[^\]]+\]\(https:\/\/[^)]+\)\n)+/);
		expect(llms).toContain('- [Status page](https://status.example.com)');
		expect(llms.indexOf('## OpenAPI Specs')).toBeLessThan(llms.indexOf('## Optional'));
	});
});

describe('Markdown copies', () => {
	test('each page has one at its URL plus .md, with title and description', () => {
		for (const file of ['index.md', 'guides/setup.md', 'guides/components.md', 'guides/hidden.md', 'reference/fields.md']) {
			expect(existsSync(join(fixture.outDir, file)), file).toBe(true);
		}
		expect(read(fixture, 'guides/setup.md')).toBe('# Set up Fern\n\n> Install Fern in a minute.\n\n## Install\n\nRun the installer.\n');
	});

	test('components become readable Markdown, with no raw JSX left', () => {
		const markdown = read(fixture, 'guides/components.md');
		expect(rawJsx(markdown)).toEqual([]);
		expect(markdown).toContain('> **Note:** Water the fern **weekly**.');
		expect(markdown).toContain('> **Warning:** Too much sun burns the fronds.\n>\n> Keep it in the shade.');
		expect(markdown).toContain('[Setup](https://fern.example.com/guides/setup): Install Fern.');
		expect(markdown).toContain('[Website](https://fern.example.com): The home page.');
		expect(markdown).toContain('## Tabs\n\n### npm\n\n```bash\nnpm install fern\n```\n\n### pnpm\n\n```bash\npnpm add fern\n```');
		expect(markdown).toContain('**Step 1: Plant**\n\nPut the fern in soil.\n\n**Step 2: Water**');
		expect(markdown).toContain('![A fern](https://fern.example.com/images/fern.svg)\n\n*A fern in a pot*');
		expect(markdown).toContain('**Why ferns?**\n\nThey like shade.');
		// A snippet is inlined with its props.
		expect(markdown).toContain('Hello, **Ivy**: welcome to Fern.');
		expect(markdown).toContain("```js fern.js\nconst fern = plant('fern');\n```");
		expect(markdown).toContain('frond (A leaf of a fern)');
	});

	test('fields become list items with their type and rules, nested fields indented', () => {
		const markdown = read(fixture, 'reference/fields.md');
		expect(rawJsx(markdown)).toEqual([]);
		expect(markdown).toContain('- `name` (string, required): The name of the fern.');
		expect(markdown).toContain('- `limit` (integer, default: 10): How many ferns.');
		expect(markdown).toContain('- `fern` (object): The fern.\n\n  properties:\n\n  - `id` (string, required): Its id.');
	});

	test('every page of the showcase has a copy without raw JSX', () => {
		expect(showcase.exitCode, showcase.stderr).toBe(0);
		for (const file of [
			'quickstart.md',
			'components/callouts.md',
			'components/cards.md',
			'components/fields.md',
			'components/tabs.md',
			'components/media.md',
			'components/snippets.md',
			'components/steps.md',
			'components/accordions.md',
			'components/examples.md',
			'components/badges.md',
			'components/colors.md',
			'components/tiles.md',
			'components/panel.md',
			'components/timeline.md',
		]) {
			expect(rawJsx(read(showcase, file)), file).toEqual([]);
		}
		expect(read(showcase, 'components/snippets.md')).toContain('The Plant Store sends the **New Plant** webhook to /plant/webhook');
	});

	test('an API page is rendered from its model: method, path, body fields, responses, samples', () => {
		const markdown = read(showcase, 'api-reference/plants/new-plant.md');
		expect(markdown.startsWith('# New Plant\n\n> Information about a new plant added to the store\n\nWebhook `POST /plant/webhook`')).toBe(
			true,
		);
		expect(markdown).toContain('## Body (application/json)');
		expect(markdown).toContain('- `name` (string, required): The name of the plant');
		expect(markdown).toContain('- `id` (integer, int64, required): Identification number of the plant');
		expect(markdown).toContain('## Responses\n\n### 200: Return a 200 status');
		expect(markdown).toMatch(/```bash cURL\ncurl --request POST/);
	});
});

describe('llms-full.txt', () => {
	test('holds every page as Markdown with its URL, noindex pages left out', () => {
		const full = read(fixture, 'llms-full.txt');
		expect(full.startsWith('# Welcome\n\nSource: https://fern.example.com/\n\n> Fern grows documentation.')).toBe(true);
		expect(full).toContain(
			'# Set up Fern\n\nSource: https://fern.example.com/guides/setup\n\n> Install Fern in a minute.\n\n## Install\n\nRun the installer.',
		);
		expect(full).toContain('> **Note:** Water the fern **weekly**.');
		expect(full).toContain('# Hidden page');
		expect(full).not.toContain('Private notes');
		expect(full.indexOf('# Set up Fern')).toBeLessThan(full.indexOf('# Components'));
		expect(rawJsx(full)).toEqual([]);
	});
});
