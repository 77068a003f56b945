import { describe, expect, it } from 'vitest';
import type { AnalyticsConfig } from '../../../src/config/schema/analytics.ts';
import { policyFor, type PageSources } from '../../../src/postbuild/csp.ts';
import { analyticsNotices, analyticsSetup, analyticsSources } from '../../../src/site/analytics.ts';

/** What each provider adds to the pages and to the Content-Security-Policy (src/site/analytics.ts). */

const planOf = (analytics: AnalyticsConfig) => analyticsSetup(analytics).providers[0];
const tagsOf = (analytics: AnalyticsConfig) =>
	planOf(analytics)?.scripts.map((script) => ['external' in script.src ? script.src.external : `own:${script.src.own}`, script.attributes]);

describe('the scripts of each provider', () => {
	it('GA4: the set-up file with the measurement ID, then gtag.js', () => {
		expect(tagsOf({ ga4: { measurementId: 'G-ABC123' } })).toEqual([
			['own:ga4', { 'data-measurement-id': 'G-ABC123' }],
			['https://www.googletagmanager.com/gtag/js?id=G-ABC123', {}],
		]);
		expect(planOf({ ga4: { measurementId: 'G-ABC123' } })?.sources).toEqual({
			script: ['https://*.googletagmanager.com'],
			connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
			img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
		});
	});

	it('Google Tag Manager: the start event, then the container', () => {
		expect(tagsOf({ gtm: { tagId: 'GTM-AB12' } })).toEqual([
			['own:gtm', {}],
			['https://www.googletagmanager.com/gtm.js?id=GTM-AB12', {}],
		]);
	});

	it('Plausible: one tag naming the domain, from plausible.io or the own server', () => {
		expect(tagsOf({ plausible: { domain: 'docs.example.com' } })).toEqual([
			['https://plausible.io/js/script.js', { 'data-domain': 'docs.example.com' }],
		]);
		expect(planOf({ plausible: { domain: 'docs.example.com' } })?.sources).toEqual({
			script: ['https://plausible.io'],
			connect: ['https://plausible.io'],
			img: [],
		});
		for (const server of ['stats.example.com', 'https://stats.example.com', 'https://stats.example.com/']) {
			const plan = planOf({ plausible: { domain: 'docs.example.com', server } });
			expect(plan?.scripts[0]?.src, server).toEqual({ external: 'https://stats.example.com/js/script.js' });
			expect(plan?.sources.script, server).toEqual(['https://stats.example.com']);
		}
	});

	it('PostHog: its library from the assets host of the region, then the start with key and host', () => {
		expect(tagsOf({ posthog: { apiKey: 'phc_1' } })).toEqual([
			['https://us-assets.i.posthog.com/static/array.js', { crossorigin: 'anonymous' }],
			['own:posthog', { 'data-api-key': 'phc_1', 'data-api-host': 'https://us.i.posthog.com', 'data-session-recording': 'true' }],
		]);
		const eu = planOf({ posthog: { apiKey: 'phc_1', apiHost: 'https://eu.i.posthog.com', sessionRecording: false } });
		expect(eu?.scripts[0]?.src).toEqual({ external: 'https://eu-assets.i.posthog.com/static/array.js' });
		expect(eu?.scripts[1]?.attributes['data-session-recording']).toBe('false');
		expect(eu?.sources).toEqual({
			script: ['https://eu-assets.i.posthog.com'],
			connect: ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'],
			img: [],
		});
	});

	it('PostHog behind a proxy or self-hosted: everything from that address', () => {
		const plan = planOf({ posthog: { apiKey: 'phc_1', apiHost: 'https://example.com/ingest/' } });
		expect(plan?.scripts[0]?.src).toEqual({ external: 'https://example.com/ingest/static/array.js' });
		expect(plan?.scripts[1]?.attributes['data-api-host']).toBe('https://example.com/ingest');
		expect(plan?.sources).toEqual({ script: ['https://example.com'], connect: ['https://example.com'], img: [] });
	});

	it('writes addresses as the URL parser does, quotes and spaces encoded', () => {
		const plan = planOf({ posthog: { apiKey: 'phc_1', apiHost: 'https://Example.com/a"b c' } });
		expect(plan?.scripts[0]?.src).toEqual({ external: 'https://example.com/a%22b%20c/static/array.js' });
		expect(plan?.scripts[1]?.attributes['data-api-host']).toBe('https://example.com/a%22b%20c');
	});

	it('Fathom, Pirsch, Clarity and Hotjar', () => {
		expect(tagsOf({ fathom: { siteId: 'ABCDEFGH' } })).toEqual([['https://cdn.usefathom.com/script.js', { 'data-site': 'ABCDEFGH' }]]);
		expect(tagsOf({ pirsch: { id: 'code1' } })).toEqual([['https://api.pirsch.io/pa.js', { id: 'pianjs', 'data-code': 'code1' }]]);
		expect(tagsOf({ clarity: { projectId: 'abc123' } })).toEqual([
			['own:clarity', {}],
			['https://www.clarity.ms/tag/abc123', {}],
		]);
		expect(tagsOf({ hotjar: { hjid: '3141592', hjsv: '6' } })).toEqual([
			['own:hotjar', { 'data-hjid': '3141592', 'data-hjsv': '6' }],
			['https://static.hotjar.com/c/hotjar-3141592.js?sv=6', {}],
		]);
	});

	it('keeps the order of the config, and sets apart the providers it has no script for', () => {
		const setup = analyticsSetup({
			plausible: { domain: 'a.example.com' },
			mixpanel: { projectToken: 't' },
			ga4: { measurementId: 'G-1' },
			segment: { key: 'k' },
		});
		expect(setup.providers.map((plan) => plan.provider)).toEqual(['plausible', 'ga4']);
		expect(setup.notLoaded).toEqual(['mixpanel', 'segment']);
	});
});

describe('the Content-Security-Policy', () => {
	const page: PageSources = { scripts: new Set(), styles: new Set(), styleAttributes: new Set(), frames: new Set(), mermaid: false };

	it('lists each host once, sorted, in the directives that need it, and nothing else changes', () => {
		const sources = analyticsSources(
			analyticsSetup({
				ga4: { measurementId: 'G-1' },
				gtm: { tagId: 'GTM-1' },
				plausible: { domain: 'a.example.com' },
				posthog: { apiKey: 'phc_1', apiHost: 'https://eu.i.posthog.com' },
			}),
		);
		expect(sources).toEqual({
			script: ['https://*.googletagmanager.com', 'https://eu-assets.i.posthog.com', 'https://plausible.io'],
			connect: [
				'https://*.analytics.google.com',
				'https://*.google-analytics.com',
				'https://*.googletagmanager.com',
				'https://eu-assets.i.posthog.com',
				'https://eu.i.posthog.com',
				'https://plausible.io',
			],
			img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
		});
		const without = policyFor(page, []);
		const withAnalytics = policyFor(page, [], sources);
		expect(withAnalytics).toContain(
			"script-src 'self' 'wasm-unsafe-eval' https://*.googletagmanager.com https://eu-assets.i.posthog.com https://plausible.io;",
		);
		expect(withAnalytics).toContain("img-src 'self' data: blob: https: https://*.google-analytics.com https://*.googletagmanager.com;");
		// Every other directive as it is without analytics.
		const others = (policy: string) => policy.split('; ').filter((directive) => !/^(script|img|connect)-src/.test(directive));
		expect(others(withAnalytics)).toEqual(others(without));
	});

	it('adds nothing without analytics', () => {
		expect(analyticsSources(undefined)).toEqual({ script: [], connect: [], img: [] });
		expect(policyFor(page, [], analyticsSources(undefined))).toBe(policyFor(page, []));
	});
});

describe('what the build says', () => {
	const locate = (path: (string | number)[]) => ({ file: '/docs/docs.json', jsonPath: path.join('.') });

	it('without ANALYTICS=on: one notice naming the providers and how to add them', () => {
		expect(analyticsNotices({ ga4: { measurementId: 'G-1' }, plausible: { domain: 'a.example.com' } }, { on: false, locate })).toEqual([
			{
				severity: 'warning',
				file: '/docs/docs.json',
				jsonPath: 'integrations',
				message: 'analytics not added: "ga4", "plausible" are configured, and a build adds no third-party script unless asked',
				hint: 'build with ANALYTICS=on to add their scripts to every page',
				code: 'analytics-not-asked',
			},
		]);
	});

	it('with ANALYTICS=on: nothing, or which providers have no script', () => {
		expect(analyticsNotices({ ga4: { measurementId: 'G-1' } }, { on: true, locate })).toEqual([]);
		expect(analyticsNotices({ ga4: { measurementId: 'G-1' }, heap: { appId: '1' } }, { on: true, locate })).toMatchObject([
			{
				severity: 'warning',
				jsonPath: 'integrations.heap',
				message: 'analytics not added for "heap": Trellis has no script for this provider',
			},
		]);
	});

	it("with ANALYTICS=on and the current format's `cookies`: says that its consent check is not made", () => {
		const notices = analyticsNotices({ ga4: { measurementId: 'G-1' } }, { on: true, locate, consentCheck: true });
		expect(notices).toMatchObject([
			{
				severity: 'warning',
				jsonPath: 'integrations.cookies',
				message:
					'the consent check of "cookies" is not made by a static build: with ANALYTICS=on, every reader loads the analytics scripts',
			},
		]);
		expect(analyticsNotices({ ga4: { measurementId: 'G-1' } }, { on: false, locate, consentCheck: true })).toHaveLength(1);
	});

	it('says nothing when no provider is configured', () => {
		expect(analyticsNotices(undefined, { on: false, locate })).toEqual([]);
		expect(analyticsNotices({}, { on: true, locate })).toEqual([]);
	});
});
