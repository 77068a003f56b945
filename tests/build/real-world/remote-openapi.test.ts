import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../../src/postbuild/built-files.ts';
import { projectRoot } from '../../support/build-site.ts';
import { sharedBuild } from '../../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../../support/static-server.ts';
import { find, pageExists, pageHtml, stripAnsi } from '../html.ts';
import { sidebarOutline } from './chrome.ts';
import { buildStrict, testReportOfBuildingFolder } from './both-modes.ts';
import { problemLines } from './report.ts';

/**
 * An API whose OpenAPI document is published on the web, and whose docs name it by URL:
 * - `mint.json` with `openapi` a URL, pages naming an operation with and without that URL in
 *   front, one page that is only `openapi:` (title and description come from the spec);
 * - an anchor with its own local spec (`specs/events.yaml`) that generates one page per
 *   webhook, grouped by tag, leaving out the `x-excluded` one; an external anchor.
 * The tests stay offline: the "published" document is served from
 * `remote-openapi-host/` by a local server, and its URL is written into a copy of the folder
 * in place of `https://specs.ledgerline.example`.
 */

const fixture = join(projectRoot, 'tests/fixtures/real-world/remote-openapi');
const host = join(projectRoot, 'tests/fixtures/real-world/remote-openapi-host');
const publishedAt = 'https://specs.ledgerline.example';

/** A copy of the fixture whose spec URL points at `origin`. */
function copyPointingAt(origin: string): string {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-remote-openapi-'));
	cpSync(fixture, folder, { recursive: true });
	for (const file of listFiles(folder).filter((name) => /\.(json|mdx)$/.test(name))) {
		const path = join(folder, file);
		writeFileSync(path, readFileSync(path, 'utf8').replaceAll(publishedAt, origin));
	}
	return folder;
}

let server: StaticServer;
let folder: string;
beforeAll(async () => {
	server = await serveStatic(host);
	folder = copyPointingAt(server.url);
});
const builds = buildStrict(() => ({ docsDir: folder }));

afterAll(async () => {
	await server?.close();
	if (folder) rmSync(folder, { recursive: true, force: true });
});

const html = (href: string) => pageHtml(builds.strict.outDir, href);
const header = (href: string) => {
	const head = find(html(href), 'header', { class: 'page-header' }).inner;
	return [find(head, 'h1').text, find(head, 'p', { class: 'page-description' }).text];
};

describe('a spec named by URL', () => {
	test('is fetched: the build succeeds, warning only about the page the spec gives no description', () => {
		expect(builds.strict.exitCode, builds.strictOutput).toBe(0);
		expect(problemLines(builds.strictOutput)).toEqual([
			`warning: ${folder}/api-reference/accounts/list.mdx:1 no "description" in the frontmatter: search engines and link previews will have none`,
		]);
	});

	test('renders the operations pages name, with the URL in front or without', () => {
		const endpoint = (href: string) => find(html(href), 'div', { class: 'api-endpoint' }).text;
		expect(endpoint('/api-reference/accounts/list')).toBe('GET https://api.ledgerline.example/v1 /accounts');
		expect(endpoint('/api-reference/accounts/get-balance')).toBe('GET https://api.ledgerline.example/v1 /accounts/{accountId}/balance');
		expect(find(html('/api-reference/accounts/get-balance'), 'div', { class: 'api-auth' }).text).toContain('X-Ledger-Key');
	});

	test('gives a page that is only `openapi:` the title and description of its operation', () => {
		expect(header('/api-reference/accounts/get-balance')).toEqual([
			'Get an account balance',
			'The available and pending balance of one account.',
		]);
	});
});

describe('an anchor with its own spec', () => {
	test('generates a page per webhook under its folder, grouped by tag, without the x-excluded one', () => {
		expect(pageExists(builds.strict.outDir, '/webhooks/transfers/transfer-settled')).toBe(true);
		expect(pageExists(builds.strict.outDir, '/webhooks/transfers/transfer-failed')).toBe(true);
		expect(listFiles(builds.strict.outDir).filter((file) => file.includes('audit'))).toEqual([]);
		expect(sidebarOutline(html('/webhooks/transfers/transfer-settled'))).toEqual([
			'[Transfers]',
			'  HOOK Transfer settled -> /webhooks/transfers/transfer-settled',
			'  HOOK Transfer failed -> /webhooks/transfers/transfer-failed',
		]);
		expect(header('/webhooks/transfers/transfer-settled')).toEqual(['Transfer settled', 'Sent when the money has arrived.']);
	});

	test('leaves the other pages in the top anchor', () => {
		expect(sidebarOutline(html('/'))).toEqual([
			'[Overview]',
			'  Ledgerline API -> /',
			'  Authentication -> /authentication',
			'[Accounts]',
			'  GET List accounts -> /api-reference/accounts/list',
			'  GET Get an account balance -> /api-reference/accounts/get-balance',
		]);
	});
});

describe('a spec URL that cannot be reached', () => {
	test('stops the build with the place in mint.json, the URL and what to do offline', async () => {
		// The address of a server that has stopped: nothing listens there any more.
		const stopped = await serveStatic(host);
		await stopped.close();
		const unreachable = copyPointingAt(stopped.url);
		try {
			const failed = await sharedBuild({ docsDir: unreachable, stopsAtConfig: true });
			const text = stripAnsi(failed.stdout + failed.stderr);
			expect(failed.exitCode).toBe(1);
			const lines = text.split('\n');
			const at = lines.findIndex((line) => line.startsWith(`error: ${unreachable}/mint.json`));
			const [message, fix] = lines.slice(at, at + 2);
			expect(message).toMatch(
				`error: ${unreachable}/mint.json:4:3 openapi: "${stopped.url}/v1/openapi.json": could not fetch the OpenAPI file: `,
			);
			expect(fix).toBe(
				'  fix: check the URL and the network; to build offline, save the file in the docs folder and list its path instead',
			);
			expect(text).not.toMatch(/^\s+at\s/m);
		} finally {
			rmSync(unreachable, { recursive: true, force: true });
		}
	});
});

testReportOfBuildingFolder(builds, { pagesInNavigation: 6, pagesBuilt: 6, pagesFailed: 0, pagesWithProblems: 1, errors: 0, warnings: 1 });
