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
			frame: [],
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
			frame: [],
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
			frame: [],
		});
	});

	it('PostHog behind a proxy or self-hosted: everything from that address', () => {
		const plan = planOf({ posthog: { apiKey: 'phc_1', apiHost: 'https://example.com/ingest/' } });
		expect(plan?.scripts[0]?.src).toEqual({ external: 'https://example.com/ingest/static/array.js' });
		expect(plan?.scripts[1]?.attributes['data-api-host']).toBe('https://example.com/ingest');
		expect(plan?.sources).toEqual({ script: ['https://example.com'], connect: ['https://example.com'], img: [], frame: [] });
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

	it('Mixpanel and Amplitude: the library, then its start with the key; Mixpanel sends to the API host of its region', () => {
		expect(tagsOf({ mixpanel: { projectToken: 'tok1', region: 'eu' } })).toEqual([
			['https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js', {}],
			['own:mixpanel', { 'data-token': 'tok1', 'data-api-host': 'https://api-eu.mixpanel.com' }],
		]);
		expect(planOf({ mixpanel: { projectToken: 'tok1' } })?.sources).toEqual({
			script: ['https://cdn.mxpnl.com'],
			connect: ['https://api-js.mixpanel.com'],
			img: [],
			frame: [],
		});
		expect(tagsOf({ amplitude: { apiKey: 'key1' } })).toEqual([
			['https://cdn.amplitude.com/script/key1.js', {}],
			['own:amplitude', { 'data-api-key': 'key1' }],
		]);
	});

	it('Segment, Heap, Hightouch and Koala: the stand-in their snippet makes, then the library', () => {
		expect(tagsOf({ segment: { key: 'wk1' } })?.map(([src]) => src)).toEqual([
			'own:queue',
			'https://cdn.segment.com/analytics.js/v1/wk1/analytics.min.js',
		]);
		const segment = planOf({ segment: { key: 'wk1' } })!;
		expect(segment.scripts[0]?.attributes).toMatchObject({
			'data-global': 'analytics',
			'data-fields': JSON.stringify({ _writeKey: 'wk1', SNIPPET_VERSION: '5.2.0' }),
			'data-first-call': 'page',
		});
		expect(segment.sources.connect).toEqual(['https://api.segment.io', 'https://cdn.segment.com']);
		expect(planOf({ heap: { appId: '123' } })?.scripts.map((script) => script.src)).toEqual([
			{ own: 'queue' },
			{ external: 'https://cdn.heapanalytics.com/js/heap-123.js' },
		]);
		const hightouch = planOf({ hightouch: { writeKey: 'hk', apiHost: 'https://eu-west-1.hightouch-events.com' } })!;
		expect(hightouch.scripts[0]?.attributes['data-fields']).toBe(
			JSON.stringify({ _writeKey: 'hk', _loadOptions: { apiHost: 'eu-west-1.hightouch-events.com' } }),
		);
		expect(hightouch.sources.connect).toEqual(['https://eu-west-1.hightouch-events.com']);
		expect(planOf({ koala: { publicApiKey: 'pk' } })?.scripts[1]?.src).toEqual({ external: 'https://cdn.getkoala.com/v1/pk/sdk.js' });
	});

	it('LogRocket, Clearbit and Adobe', () => {
		expect(tagsOf({ logrocket: { appId: 'org/app' } })).toEqual([
			['https://cdn.lr-ingest.com/LogRocket.min.js', { crossorigin: 'anonymous' }],
			['own:logrocket', { 'data-app-id': 'org/app' }],
		]);
		expect(tagsOf({ clearbit: { publicApiKey: 'pk_1' } })?.[0]?.[0]).toBe('https://tag.clearbitscripts.com/v1/pk_1/tags.js');
		const adobe = planOf({ adobe: { launchUrl: 'https://assets.adobedtm.com/abc/launch-1.min.js' } })!;
		expect(adobe.scripts).toEqual([{ src: { external: 'https://assets.adobedtm.com/abc/launch-1.min.js' }, attributes: {} }]);
		expect(adobe.sources.script).toEqual(['https://assets.adobedtm.com']);
	});

	it('every provider Mintlify lists has a script', () => {
		const all = analyticsSetup({
			adobe: { launchUrl: 'https://assets.adobedtm.com/a.js' },
			amplitude: { apiKey: 'a' },
			clarity: { projectId: 'c' },
			clearbit: { publicApiKey: 'c' },
			fathom: { siteId: 'F' },
			ga4: { measurementId: 'G-1' },
			gtm: { tagId: 'GTM-1' },
			heap: { appId: '1' },
			hightouch: { writeKey: 'w' },
			hotjar: { hjid: '1', hjsv: '6' },
			koala: { publicApiKey: 'k' },
			logrocket: { appId: 'o/a' },
			mixpanel: { projectToken: 't' },
			pirsch: { id: 'p' },
			plausible: { domain: 'a.example.com' },
			posthog: { apiKey: 'phc_1' },
			segment: { key: 's' },
		});
		expect(all.providers).toHaveLength(17);
		for (const plan of all.providers) {
			expect(plan.scripts.length, plan.provider).toBeGreaterThan(0);
			expect(plan.sources.script.length, plan.provider).toBeGreaterThan(0);
		}
	});

	it('chat widgets: Intercom with its settings, Front with its chat ID; their frames allowed', () => {
		const setup = analyticsSetup({}, { intercom: { appId: 'abc123' }, frontchat: { snippetId: 'front1' } });
		expect(setup.providers.map((plan) => plan.provider)).toEqual(['intercom', 'frontchat']);
		expect(setup.providers[0]?.scripts[0]?.attributes).toMatchObject({
			'data-global': 'Intercom',
			'data-settings-global': 'intercomSettings',
			'data-settings': '{"app_id":"abc123"}',
		});
		expect(setup.providers[0]?.scripts[1]?.src).toEqual({ external: 'https://widget.intercom.io/widget/abc123' });
		expect(setup.providers[1]?.scripts.map((script) => script.src)).toEqual([
			{ external: 'https://chat-assets.frontapp.com/v1/chat.bundle.js' },
			{ own: 'frontchat' },
		]);
		expect(analyticsSources(setup).frame).toContain('https://*.frontapp.com');
	});

	it('keeps the order of the config, providers before chat widgets, and the consent entry', () => {
		const setup = analyticsSetup(
			{ plausible: { domain: 'a.example.com' }, mixpanel: { projectToken: 't' }, ga4: { measurementId: 'G-1' } },
			{ intercom: { appId: 'abc123' } },
			{ key: 'consent', value: 'yes' },
		);
		expect(setup.providers.map((plan) => plan.provider)).toEqual(['plausible', 'mixpanel', 'ga4', 'intercom']);
		expect(setup.consent).toEqual({ key: 'consent', value: 'yes' });
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
			frame: [],
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
		expect(analyticsSources(undefined)).toEqual({ script: [], connect: [], img: [], frame: [] });
		expect(policyFor(page, [], analyticsSources(undefined))).toBe(policyFor(page, []));
	});
});

describe('what the build says', () => {
	const locate = (path: (string | number)[]) => ({ file: '/docs/docs.json', jsonPath: path.join('.') });

	it('with the analytics off: one notice naming the providers and how to add them', () => {
		expect(analyticsNotices(['ga4', 'plausible'], { on: false, locate })).toEqual([
			{
				severity: 'warning',
				file: '/docs/docs.json',
				jsonPath: 'integrations',
				message: 'analytics not added: "ga4", "plausible" are configured, and ANALYTICS=off (or a dev server) adds no third-party script',
				hint: 'build without ANALYTICS=off (a dev server: with ANALYTICS=on) to add their scripts to every page',
				code: 'analytics-not-asked',
			},
		]);
	});

	it('with ANALYTICS=on: nothing', () => {
		expect(analyticsNotices(['ga4', 'heap'], { on: true, locate })).toEqual([]);
	});

	it('says nothing when no provider is configured', () => {
		expect(analyticsNotices([], { on: false, locate })).toEqual([]);
	});
});
