import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { lenientMode } from '../../../src/settings/env-settings.ts';
import { loadSite } from '../../../src/site/load-site.ts';

/**
 * What a lenient load of a docs folder gives: a site model despite errors in the content, the
 * errors made warnings, and for each page they break, the errors that say why.
 */

const temporaryFolders: string[] = [];
afterAll(() => {
	for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
});

function docsFolder(files: Record<string, string>): string {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-lenient-'));
	temporaryFolders.push(folder);
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(folder, path)), { recursive: true });
		writeFileSync(join(folder, path), text);
	}
	return folder;
}

const page = (title: string, body = 'Text.') => `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\n${body}\n`;
const config = (pages: string[]) => JSON.stringify({ name: 'Docs', navigation: [{ group: 'Pages', pages }] });

describe('lenientMode', () => {
	it('is LENIENT=1 (or true), nothing else', () => {
		expect(lenientMode({ LENIENT: '1' })).toBe(true);
		expect(lenientMode({ LENIENT: ' true ' })).toBe(true);
		expect(lenientMode({ LENIENT: '0' })).toBe(false);
		expect(lenientMode({})).toBe(false);
	});
});

describe('a lenient load', () => {
	const folder = docsFolder({
		'docs.json': config(['index', 'broken', 'uses-snippet', 'unknown', 'bad-yaml', 'missing']),
		'index.mdx': page('Home'),
		'broken.mdx': page('Broken', 'An {unclosed brace.'),
		'uses-snippet.mdx': `import Intro from '/snippets/intro.mdx';\n\n${page('Uses snippet', '<Intro />')}`,
		'snippets/intro.mdx': 'A snippet <Steps> never closed.\n',
		'unknown.mdx': page('Unknown', '<Banner>Kept.</Banner>'),
		'bad-yaml.mdx': '---\ntitle: Soil: an overview\n---\n\nText.\n',
	});
	const loading = loadSite(resolveDocsPaths('/unused', folder), true);

	it('gives a site, with no errors left', async () => {
		const { site, problems } = await loading;
		expect(site).toBeDefined();
		expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
		expect(problems.length).toBeGreaterThan(4);
	});

	it('fails the pages whose source does not compile, with the errors that say why', async () => {
		const { site } = await loading;
		expect(Object.keys(site!.failed ?? {}).sort()).toEqual(['bad-yaml', 'broken', 'uses-snippet']);
		expect(site!.failed!['broken']!.map((problem) => [problem.line, problem.message])).toEqual([
			[6, expect.stringMatching(/^MDX syntax error: /)],
		]);
		// The snippet's error is the page's: the page cannot compile without it.
		expect(site!.failed!['uses-snippet']![0]!.file).toBe(join(folder, 'snippets/intro.mdx'));
	});

	it('keeps a page with an unknown component, and a page with broken frontmatter in the navigation', async () => {
		const { site } = await loading;
		expect(site!.failed?.['unknown']).toBeUndefined();
		expect(site!.pages['bad-yaml']).toMatchObject({ title: 'Bad yaml', href: '/bad-yaml', frontmatter: {} });
		expect(site!.navigation.pages['bad-yaml']?.inNavigation).toBe(true);
	});

	it('leaves a missing page out, with a warning', async () => {
		const { site, problems } = await loading;
		expect(site!.navigation.pages['missing']).toBeUndefined();
		expect(problems).toContainEqual(
			expect.objectContaining({ severity: 'warning', message: 'page "missing" does not exist: no missing.mdx or missing.md' }),
		);
	});

	it('a strict load of the same folder gives no site', async () => {
		const strict = await loadSite(resolveDocsPaths('/unused', folder), false);
		expect(strict.site).toBeUndefined();
		expect(strict.problems.some((problem) => problem.severity === 'error')).toBe(true);
	});
});

describe('a config that cannot be read', () => {
	it('stops a lenient load too', async () => {
		const folder = docsFolder({ 'docs.json': '{ "name": "Docs", "navigation": [ }', 'index.mdx': page('Home') });
		const { site, problems } = await loadSite(resolveDocsPaths('/unused', folder), true);
		expect(site).toBeUndefined();
		expect(problems[0]).toMatchObject({ severity: 'error', message: expect.stringMatching(/^invalid JSON/) });
	});
});
