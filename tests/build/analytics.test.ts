import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { builtPages, directive, find, headersPolicy, headScripts, pageHtml, policyOf } from './html.ts';
import { problemLines } from './real-world/report.ts';

/**
 * tests/fixtures/current-analytics names GA4, Plausible and PostHog in the current format's
 * `integrations`, with a consent entry (`cookies`) and a thumbs rating sent to `feedback.url`.
 * Built with ANALYTICS=on, every page (the 404 page too) gets the providers' scripts as files
 * (waiting for consent where the config asks for it), and the Content-Security-Policy allows
 * exactly their hosts. With ANALYTICS=off nothing names a provider, and nothing else changes:
 * tests/unit/site/analytics-folder.test.ts reads the folder both ways, and
 * tests/build/current-format.test.ts checks a build with it off. A build with ANALYTICS unset adds
 * them (tests/build/real-world/versioned-tabs.test.ts); the legacy format's `analytics`
 * (tests/fixtures/legacy-analytics) are read and rendered without a build:
 * tests/unit/site/analytics-folder.test.ts and tests/components/analytics-scripts.test.ts.
 */
let on: BuildResult;

beforeAll(async () => {
	on = await sharedBuild(fixtureBuilds.currentAnalyticsOn);
});

describe('with ANALYTICS=on', () => {
	test('builds with no problem', () => {
		expect(on.exitCode, on.stderr).toBe(0);
		expect(problemLines(on.stderr)).toEqual([]);
	});

	test('every page, the 404 page too, has the scripts of each provider in order, none of them inline, waiting for consent', () => {
		const pages = builtPages(on.outDir);
		// The pages of the folder, as without the analytics (tests/unit/site/analytics-folder.test.ts).
		expect(pages.sort()).toEqual(['404.html', 'hives/index.html', 'index.html']);
		for (const file of pages) {
			const html = readFileSync(join(on.outDir, file), 'utf8');
			const tags = headScripts(html).filter((script) => script.attrs['data-analytics'] !== undefined);
			expect(
				tags.map((tag) => [tag.attrs['data-analytics'], tag.attrs['data-src']?.replace(/\.[\w-]+\.js$/, '.js')]),
				file,
			).toEqual([
				['ga4', '/_astro/ga4.js'],
				['ga4', 'https://www.googletagmanager.com/gtag/js?id=G-POLLEN2024'],
				['plausible', 'https://plausible.io/js/script.js'],
				['posthog', 'https://eu-assets.i.posthog.com/static/array.js'],
				['posthog', '/_astro/posthog.js'],
			]);
			// Data, not code, until src/browser/analytics/consent.js finds the reader's consent.
			for (const tag of tags) {
				expect(tag.inner, file).toBe('');
				expect(tag.attrs.type, file).toBe('text/plain');
				expect(tag.attrs.src, file).toBeUndefined();
			}
			const consent = find(html, 'script', { 'data-key': 'pollen-consent' });
			expect(consent.attrs).toMatchObject({ 'data-value': 'granted', defer: '' });
			expect(consent.attrs.src).toMatch(/^\/_astro\/consent\.[\w-]+\.js$/);
			expect(tags[0]!.attrs['data-measurement-id']).toBe('G-POLLEN2024');
			expect(tags[2]!.attrs['data-domain']).toBe('docs.pollen.example');
			expect(tags[4]!.attrs).toMatchObject({
				'data-api-key': 'phc_pollenTestKey123',
				'data-api-host': 'https://eu.i.posthog.com',
				'data-session-recording': 'false',
			});
		}
	});

	test("the engine's own set-up files are written, and hold no ID of the config", () => {
		const html = pageHtml(on.outDir, '/');
		for (const provider of ['ga4', 'posthog']) {
			const src = find(html, 'script', { 'data-analytics': provider, 'data-src': /^\/_astro\// }).attrs['data-src']!;
			const code = readFileSync(join(on.outDir, src), 'utf8');
			expect(code).toContain('document.currentScript');
			expect(code).not.toMatch(/G-POLLEN2024|phc_pollen/);
		}
	});

	test('the policy of each page and of _headers allows exactly the hosts of the providers and of feedback.url', () => {
		const script = [
			"'self'",
			"'wasm-unsafe-eval'",
			'https://*.googletagmanager.com',
			'https://eu-assets.i.posthog.com',
			'https://plausible.io',
		];
		const connect = [
			"'self'",
			// Where the thumbs rating POSTs (`feedback.url`), with the site's own sources.
			'https://feedback.pollen.example',
			'https://*.analytics.google.com',
			'https://*.google-analytics.com',
			'https://*.googletagmanager.com',
			'https://eu-assets.i.posthog.com',
			'https://eu.i.posthog.com',
			'https://plausible.io',
		];
		const img = ["'self'", 'data:', 'blob:', 'https:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'];
		for (const policy of [
			policyOf(pageHtml(on.outDir, '/')),
			policyOf(readFileSync(join(on.outDir, '404.html'), 'utf8')),
			headersPolicy(on.outDir)!,
		]) {
			expect(directive(policy, 'script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(script);
			expect(directive(policy, 'connect-src')).toEqual(connect);
			expect(directive(policy, 'img-src')).toEqual(img);
		}
	});
});
