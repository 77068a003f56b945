import { analyticsOf, chatWidgetsOf } from '../../../src/config/schema/analytics.ts';
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/**
 * The analytics providers of both formats: the legacy `analytics` and the current `integrations`
 * share one list, each ID checked against its provider's shape, and a provider Trellis does not
 * know is an error that names the closest one.
 */

function legacy(analytics: unknown): string {
	return JSON.stringify({ name: 'Hive', navigation: [{ group: 'Start', pages: ['index'] }], analytics }, null, 2);
}

function current(integrations: unknown): string {
	return JSON.stringify(
		{
			theme: 'mint',
			name: 'Hive',
			colors: { primary: '#B45309' },
			navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
			integrations,
		},
		null,
		2,
	);
}

function read(text: string) {
	return validateConfigText('/docs/docs.json', text);
}

function report(text: string): string {
	return formatProblems(read(text).problems, '/docs');
}

const providers = {
	ga4: { measurementId: 'G-ABC123XYZ' },
	gtm: { tagId: 'GTM-AB12CD3' },
	plausible: { domain: 'docs.example.com' },
	posthog: { apiKey: 'phc_abc123', apiHost: 'https://eu.i.posthog.com', sessionRecording: false },
	fathom: { siteId: 'ABCDEFGH' },
	pirsch: { id: 'pirschCode123' },
	clarity: { projectId: 'abc123def' },
	hotjar: { hjid: '3141592', hjsv: '6' },
	amplitude: { apiKey: 'a1b2c3' },
	mixpanel: { projectToken: 'tok123', region: 'eu' },
	segment: { key: 'writeKey1' },
	heap: { appId: '1234567' },
	koala: { publicApiKey: 'pk_live' },
	logrocket: { appId: 'org/app' },
	hightouch: { writeKey: 'wk1' },
	clearbit: { publicApiKey: 'pk_1' },
	adobe: { launchUrl: 'https://assets.adobedtm.com/launch-abc.min.js' },
};

describe('analytics providers in both formats', () => {
	it('reads every provider of the legacy `analytics`, with no problem', () => {
		const loaded = read(legacy(providers));
		expect(loaded.problems).toEqual([]);
		expect(analyticsOf(loaded.config?.integrations)).toEqual(providers);
	});

	it('reads the same providers from the current `integrations` into the same place', () => {
		const loaded = read(current(providers));
		expect(loaded.problems).toEqual([]);
		expect(analyticsOf(loaded.config?.integrations)).toEqual(providers);
	});

	it('reads Hotjar numbers written as numbers, as strings', () => {
		expect(analyticsOf(read(legacy({ hotjar: { hjid: 3141592, hjsv: 6 } })).config?.integrations)).toEqual({
			hotjar: { hjid: '3141592', hjsv: '6' },
		});
	});

	it('keeps the hosted services of `integrations` out of the analytics, and says once that they are ignored', () => {
		const loaded = read(
			current({
				ga4: { measurementId: 'G-1' },
				intercom: { appId: 'abcdef' },
				cookies: { key: 'ok', value: '1' },
				telemetry: { enabled: false },
			}),
		);
		expect(analyticsOf(loaded.config?.integrations)).toEqual({ ga4: { measurementId: 'G-1' } });
		expect(chatWidgetsOf(loaded.config?.integrations)).toEqual({ intercom: { appId: 'abcdef' } });
		expect(loaded.problems).toMatchObject([
			{ severity: 'warning', message: '"integrations.telemetry": settings of hosted services, ignored by a static build' },
		]);
	});

	it('a chat widget with a malformed ID, and consent without its key, are refused at the key', () => {
		expect(read(current({ frontchat: { snippetId: 'abc' } })).problems.map((problem) => problem.jsonPath)).toEqual([
			'integrations.frontchat.snippetId',
		]);
		expect(read(current({ cookies: { value: '1' } })).problems.map((problem) => problem.jsonPath)).toEqual(['integrations.cookies.key']);
	});

	it("takes a navigation group's or tab's boost, which the site's search honours, without a word; refuses one that is no positive number", () => {
		const config = (boost: unknown) =>
			JSON.stringify({
				theme: 'mint',
				name: 'Hive',
				colors: { primary: '#B45309' },
				navigation: { tabs: [{ tab: 'Guides', boost: 2, groups: [{ group: 'Start', boost, pages: ['index'] }] }] },
			});
		expect(read(config(3)).problems).toEqual([]);
		expect(read(config('high')).problems).toMatchObject([
			{ severity: 'error', jsonPath: 'navigation.tabs[0].groups[0].boost', message: 'expected a number, found "high"' },
		]);
		expect(read(config(0)).problems).toMatchObject([
			{ severity: 'error', jsonPath: 'navigation.tabs[0].groups[0].boost', hint: expect.stringMatching(/^write a positive number/) },
		]);
	});

	it('has no analytics when only hosted services are configured', () => {
		expect(analyticsOf(read(current({ intercom: { appId: 'abcdef' } })).config?.integrations)).toEqual({});
	});
});

describe('mistakes', () => {
	it('an unknown provider is an error that names the closest one, in either format', () => {
		expect(report(legacy({ ga: { measurementId: 'G-1' } }))).toMatchInlineSnapshot(`
			"error: docs.json:12:5 analytics.ga: unknown analytics provider "ga"
			  fix: did you mean "ga4"?
			1 error, 0 warnings"
		`);
		expect(report(current({ postHog: { apiKey: 'phc_1' } }))).toMatchInlineSnapshot(`
			"error: docs.json:18:5 integrations.postHog: unknown integration "postHog"
			  fix: did you mean "posthog"?
			1 error, 0 warnings"
		`);
		expect(read(legacy({ ga: { measurementId: 'G-1' } })).config).toBeUndefined();
	});

	it('an unknown provider far from every name lists the providers', () => {
		expect(report(legacy({ matomo: { siteId: '1' } }))).toContain('fix: the analytics providers are "adobe", "amplitude", "clarity"');
	});

	it('checks each ID against the shape of its provider, and says which shape', () => {
		expect(report(legacy({ ga4: { measurementId: 'UA-12345-1' } }))).toMatchInlineSnapshot(`
			"error: docs.json:13:7 analytics.ga4.measurementId: expected a GA4 measurement ID such as "G-XXXXXXXXXX", found "UA-12345-1"
			  fix: Universal Analytics IDs ("UA-") no longer collect data: use the measurement ID of a GA4 web stream
			1 error, 0 warnings"
		`);
		expect(report(legacy({ posthog: { apiKey: 'abc' } }))).toContain(
			'expected a PostHog project API key, which starts with "phc_", found "abc"',
		);
		expect(report(legacy({ plausible: { domain: 'https://docs.example.com/' } }))).toContain(
			'expected a domain without http:// or https://, such as "docs.example.com", found "https://docs.example.com/"\n  fix: write "docs.example.com"',
		);
		expect(report(legacy({ ga4: { measurementId: 'g-abc123' } }))).toContain('fix: write it in capitals: "G-ABC123"');
		expect(report(legacy({ gtm: { tagId: 'gtm-ab12' } }))).toContain('fix: write it in capitals: "GTM-AB12"');
		expect(report(legacy({ posthog: { apiKey: 'phx_secret' } }))).toContain('fix: this is a personal API key, which must stay private');
		expect(report(legacy({ hotjar: { hjid: 'abc', hjsv: 6 } }))).toContain('expected a Hotjar site ID: digits only, found "abc"');
		expect(report(legacy({ ga4: {} }))).toContain('missing required property "measurementId"');
	});

	it('refuses values that would leave their attribute or address: quotes, tags, other schemes', () => {
		for (const analytics of [
			{ ga4: { measurementId: 'G-1" onload="alert(1)' } },
			{ plausible: { domain: 'x.com"><script>alert(1)</script>' } },
			{ fathom: { siteId: 'AB CD' } },
			{ posthog: { apiKey: 'phc_1', apiHost: 'javascript:alert(1)' } },
			{ posthog: { apiKey: 'phc_1', apiHost: 'https://ph.example.com/?x=1' } },
			{ plausible: { domain: 'docs.example.com', server: 'data:text/javascript,alert(1)' } },
			{ pirsch: { id: '../../evil' } },
		]) {
			expect(read(legacy(analytics)).config, JSON.stringify(analytics)).toBeUndefined();
		}
	});

	it('a misspelt setting of a provider is a warning, as other unknown keys are', () => {
		const loaded = read(legacy({ ga4: { measurementId: 'G-1', measurmentId: 'G-2' } }));
		expect(analyticsOf(loaded.config?.integrations)).toEqual({ ga4: { measurementId: 'G-1' } });
		expect(loaded.problems).toMatchObject([{ severity: 'warning', hint: 'did you mean "measurementId"?' }]);
	});
});
