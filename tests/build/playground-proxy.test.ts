import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, pageHtml } from './html.ts';

/**
 * Which proxy a built playground sends through, as data on its section: tests/fixtures/large-sidebar
 * names one (`api.playground.proxy`, a URL with characters HTML must escape),
 * tests/fixtures/current-api-extras says nothing (that of `trellis preview`, when the page is
 * served by it). A playground that asks for the reader's cookies (`credentials`) sends straight:
 * tests/components/api-no-samples.test.ts.
 */
let named: BuildResult;
let unset: BuildResult;

beforeAll(async () => {
	[named, unset] = await Promise.all([sharedBuild(fixtureBuilds.largeSidebar), sharedBuild(fixtureBuilds.currentApiExtras)]);
});

const playgroundOf = (build: BuildResult, path: string) => find(pageHtml(build.outDir, path), 'section', { class: 'playground' });

describe("the playground's proxy", () => {
	test('a proxy named in docs.json is on the page as data, escaped; no inline script says it', () => {
		const html = pageHtml(named.outDir, '/api-reference/plants/plants-task-3');
		expect(html).toContain('data-proxy="https://proxy.greenhouse.example/relay?site=docs&amp;x=&quot;<b>"');
		expect(html).not.toContain('data-proxy-probe');
		expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>[^<]*proxy\.greenhouse/);
		// The page may connect to it (its Content-Security-Policy).
		expect(html).toMatch(/connect-src 'self'[^;"]* https:\/\/proxy\.greenhouse\.example[ ;]/);
	});

	test('unset, the page asks its own server for the proxy of trellis preview', () => {
		const section = playgroundOf(unset, '/api-reference/tree-care/prune-a-tree');
		expect(section.attrs['data-proxy-probe']).toBe('/_trellis/proxy');
		expect(section.attrs['data-proxy']).toBeUndefined();
		// Straight, to a server whose port the reader types: any port of it.
		expect(pageHtml(unset.outDir, '/api-reference/tree-care/prune-a-tree')).toMatch(
			/connect-src 'self'[^;"]* http:\/\/127\.0\.0\.1:\*[ ;]/,
		);
	});
});
