import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../src/postbuild/built-files.ts';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { directive, find, findAll, pageHtml, policyOf } from './html.ts';
import { problemLines } from './real-world/report.ts';

/**
 * tests/fixtures/current-analytics names GA4, Plausible and PostHog in the current format's
 * `integrations`, with a consent entry (`cookies`) and a thumbs rating sent to `feedback.url`; tests/fixtures/legacy-analytics names Fathom,
 * Hotjar and Mixpanel in a mint.json's `analytics`. Built with ANALYTICS=off, no page gets a
 * third-party script; built with ANALYTICS=on or without it, every page (the 404 page too) gets the providers' scripts as files
 * (waiting for consent where the config asks for it), and the Content-Security-Policy allows
 * exactly their hosts.
 */
let off: BuildResult;
let on: BuildResult;
let legacy: BuildResult;

beforeAll(async () => {
	[off, on, legacy] = await Promise.all([
		sharedBuild(fixtureBuilds.currentAnalytics),
		sharedBuild(fixtureBuilds.currentAnalyticsOn),
		sharedBuild(fixtureBuilds.legacyAnalyticsOn),
	]);
});

const current = 'tests/fixtures/current-analytics';
const pagesOf = (outDir: string) => listFiles(outDir).filter((file) => file.endsWith('.html'));
const scriptsOf = (html: string) => findAll(find(html, 'head').outer, 'script');
const externalScripts = (html: string) =>
	scriptsOf(html).flatMap((script) => (/^https?:/.test(script.attrs.src ?? '') ? [script.attrs.src] : []));
const headerPolicy = (outDir: string) => /Content-Security-Policy:\s*(.+)/.exec(readFileSync(join(outDir, '_headers'), 'utf8'))?.[1];

describe('with ANALYTICS=off', () => {
	test('the build says once which providers are configured and how to add them', () => {
		expect(off.exitCode, off.stderr).toBe(0);
		expect(problemLines(off.stderr)).toEqual([
			`warning: ${current}/docs.json:10:3 integrations: analytics not added: "ga4", "plausible", "posthog" are configured, and ANALYTICS=off (or a dev server) adds no third-party script`,
		]);
		expect(off.stderr).toContain('fix: build without ANALYTICS=off (a dev server: with ANALYTICS=on) to add their scripts to every page');
	});

	test('no page has a third-party script, and the policy names no provider', () => {
		for (const file of pagesOf(off.outDir)) {
			const html = readFileSync(join(off.outDir, file), 'utf8');
			expect(externalScripts(html), file).toEqual([]);
			expect(html, file).not.toContain('data-analytics');
			expect(html, file).not.toMatch(/googletagmanager|plausible\.io|posthog/);
		}
		expect(headerPolicy(off.outDir)).not.toMatch(/googletagmanager|plausible\.io|posthog/);
	});
});

describe('with ANALYTICS=on', () => {
	test('builds with no problem', () => {
		expect(on.exitCode, on.stderr).toBe(0);
		expect(problemLines(on.stderr)).toEqual([]);
	});

	test('every page, the 404 page too, has the scripts of each provider in order, none of them inline, waiting for consent', () => {
		const pages = pagesOf(on.outDir);
		expect(pages).toContain('404.html');
		for (const file of pages) {
			const html = readFileSync(join(on.outDir, file), 'utf8');
			const tags = scriptsOf(html).filter((script) => script.attrs['data-analytics'] !== undefined);
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
			headerPolicy(on.outDir)!,
		]) {
			expect(directive(policy, 'script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(script);
			expect(directive(policy, 'connect-src')).toEqual(connect);
			expect(directive(policy, 'img-src')).toEqual(img);
		}
	});

	test('nothing else changes: the same pages, and every other directive as without it', () => {
		expect(pagesOf(on.outDir).sort()).toEqual(pagesOf(off.outDir).sort());
		const others = (policy: string) => policy.split('; ').filter((part) => !/^(script|connect|img)-src /.test(part));
		expect(others(policyOf(pageHtml(on.outDir, '/')))).toEqual(others(policyOf(pageHtml(off.outDir, '/'))));
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
