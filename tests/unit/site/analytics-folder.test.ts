import { describe, expect, it } from 'vitest';
import { policyFor, type PageSources } from '../../../src/postbuild/csp.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { analyticsSources } from '../../../src/site/analytics.ts';
import { loadSite, type SiteModel } from '../../../src/site/load-site.ts';
import { pageRouteData } from '../../../src/site/route-data.ts';
import { directive } from '../../build/html.ts';
import { projectRoot } from '../../support/build-site.ts';

/**
 * tests/fixtures/current-analytics (GA4, Plausible and PostHog in `integrations`, with a consent
 * entry), read as a build reads it with ANALYTICS=off and with ANALYTICS=on, with no build: the
 * pages get the providers' scripts from the site model's `analytics` (the chrome's route data) and
 * the Content-Security-Policy its hosts, so with it off nothing names a provider. A build with
 * ANALYTICS=off is checked end to end in tests/build/current-format.test.ts, one with it on in
 * tests/build/analytics.test.ts. tests/fixtures/legacy-analytics names Fathom, Hotjar and
 * Mixpanel in a mint.json's `analytics`, read with the analytics on.
 */

const current = 'tests/fixtures/current-analytics';
const paths = resolveDocsPaths(projectRoot, current);
const off = await loadSite(paths, false, { analytics: false });
const on = await loadSite(paths, false, { analytics: true });
const siteOf = (loaded: typeof off): SiteModel => loaded.site ?? expect.unreachable(formatProblems(loaded.problems, projectRoot));
const legacy = await loadSite(resolveDocsPaths(projectRoot, 'tests/fixtures/legacy-analytics'), false, { analytics: true });
const providerHosts = /googletagmanager|plausible\.io|posthog/;
const page: PageSources = { scripts: new Set(), styles: new Set(), styleAttributes: new Set(), frames: new Set(), mermaid: false };

describe('with ANALYTICS=off', () => {
	it('the build says once which providers are configured and how to add them', () => {
		expect(formatProblems(off.problems, projectRoot)).toBe(
			[
				`warning: ${current}/docs.json:10:3 integrations: analytics not added: "ga4", "plausible", "posthog" are configured, and ANALYTICS=off (or a dev server) adds no third-party script`,
				'  fix: build without ANALYTICS=off (a dev server: with ANALYTICS=on) to add their scripts to every page',
				'0 errors, 1 warning',
			].join('\n'),
		);
	});

	it('no page has a third-party script, and the policy names no provider', () => {
		const site = siteOf(off);
		expect(site.analytics).toBeUndefined();
		const pagePaths = Object.keys(site.pages);
		expect(pagePaths.sort()).toEqual(['hives', 'index']);
		for (const path of pagePaths) expect(pageRouteData(site, path, []).chrome.analytics, path).toBeUndefined();
		expect(policyFor(page, [], analyticsSources(site.analytics))).not.toMatch(providerHosts);
	});
});

describe('with ANALYTICS=on', () => {
	it('loads with no problem, every page with the providers in order', () => {
		expect(formatProblems(on.problems, projectRoot)).toBe('0 errors, 0 warnings');
		const site = siteOf(on);
		for (const path of Object.keys(site.pages)) {
			const providers = pageRouteData(site, path, []).chrome.analytics?.providers.map((plan) => plan.provider);
			expect(providers, path).toEqual(['ga4', 'plausible', 'posthog']);
		}
	});

	it('nothing else changes: the same pages and model, and every other directive as without it', () => {
		const { analytics: withAnalytics, ...restOn } = siteOf(on);
		const { analytics: without, ...restOff } = siteOf(off);
		expect(withAnalytics).toBeDefined();
		expect(without).toBeUndefined();
		expect(restOn).toEqual(restOff);
		const others = (policy: string) => policy.split('; ').filter((part) => !/^(script|connect|img)-src /.test(part));
		const policyOn = policyFor(page, [], analyticsSources(withAnalytics));
		expect(policyOn).toMatch(providerHosts);
		expect(others(policyOn)).toEqual(others(policyFor(page, [], analyticsSources(without))));
	});
});

describe('the legacy format (tests/fixtures/legacy-analytics: Fathom, Hotjar and Mixpanel in a mint.json), with the analytics on', () => {
	it('loads with no problem, the providers in the order of the config (their scripts: tests/components/analytics-scripts.test.ts)', () => {
		expect(formatProblems(legacy.problems, projectRoot)).toBe('0 errors, 0 warnings');
		const setup = siteOf(legacy).analytics;
		expect(setup?.providers.map((plan) => plan.provider)).toEqual(['fathom', 'hotjar', 'mixpanel']);
		expect(setup?.consent).toBeUndefined();
	});

	it('the policy allows exactly the hosts of the providers', () => {
		const policy = policyFor(page, [], analyticsSources(siteOf(legacy).analytics));
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
