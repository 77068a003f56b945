import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { builtPages, directive, externalScripts, find, headersPolicy, headScripts, pageHtml, policyOf } from './html.ts';
import { problemLines } from './real-world/report.ts';

/**
 * tests/fixtures/current-analytics names GA4, Plausible and PostHog in the current format's
 * `integrations`, with a consent entry (`cookies`) and a thumbs rating sent to `feedback.url`; tests/fixtures/legacy-analytics names Fathom,
 * Hotjar and Mixpanel in a mint.json's `analytics`. Built with ANALYTICS=on or without it, every
 * page (the 404 page too) gets the providers' scripts as files
 * (waiting for consent where the config asks for it), and the Content-Security-Policy allows
 * exactly their hosts. With ANALYTICS=off nothing names a provider, and nothing else changes:
 * tests/unit/site/analytics-folder.test.ts reads the folder both ways, and
 * tests/build/current-format.test.ts checks a build with it off.
 */
let on: BuildResult;
let legacy: BuildResult;

beforeAll(async () => {
	[on, legacy] = await Promise.all([sharedBuild(fixtureBuilds.currentAnalyticsOn), sharedBuild(fixtureBuilds.legacyAnalyticsOn)]);
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

describe('the legacy format, built with ANALYTICS unset (on in a build)', () => {
	test('adds the scripts of every provider, loaded at once without a consent entry', () => {
		expect(legacy.exitCode, legacy.stderr).toBe(0);
		expect(problemLines(legacy.stderr)).toEqual([]);
		const html = pageHtml(legacy.outDir, '/');
		expect(externalScripts(html)).toEqual([
			'https://cdn.usefathom.com/script.js',
			'https://static.hotjar.com/c/hotjar-3141592.js?sv=6',
			'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
		]);
		expect(find(html, 'script', { 'data-analytics': 'mixpanel', src: /^\/_astro\// }).attrs).toMatchObject({
			'data-token': 'combtoken',
			'data-api-host': 'https://api-js.mixpanel.com',
		});
		expect(find(html, 'script', { 'data-analytics': 'fathom' }).attrs['data-site']).toBe('COMBSITE');
		expect(find(html, 'script', { 'data-analytics': 'hotjar', src: /^\/_astro\// }).attrs).toMatchObject({
			'data-hjid': '3141592',
			'data-hjsv': '6',
		});
		const policy = policyOf(html);
		expect(directive(policy, 'script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual([
			"'self'",
			"'wasm-unsafe-eval'",
			'https://*.hotjar.com',
			'https://cdn.mxpnl.com',
			'https://cdn.usefathom.com',
		]);
		expect(directive(policy, 'connect-src')).toEqual([
			"'self'",
			'https://*.hotjar.com',
			'https://*.hotjar.io',
			'https://api-js.mixpanel.com',
			'https://cdn.usefathom.com',
			'wss://*.hotjar.com',
		]);
	});
});
