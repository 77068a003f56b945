import type { AnalyticsConfig, AnalyticsProvider } from '../config/schema/analytics.ts';
import type { Problem } from '../problems/problem.ts';
import { analyticsConsentNotChecked, analyticsNotAsked, analyticsWithoutScript, problemAt } from '../problems/catalogue.ts';

/**
 * What each configured analytics provider adds to every page, and what the
 * Content-Security-Policy must then allow. Plain data, part of the site model: the pages write
 * the script tags (src/components/chrome/AnalyticsScripts.astro), the post-build step the policy
 * (src/postbuild/csp.ts). No script is inline: a provider's code is its own external file, and
 * the set-up it needs is one of the engine's small files (src/browser/analytics/), which reads
 * the provider's IDs from `data-*` attributes of its own tag. Each list runs in order (`defer`).
 */

/** The engine's own set-up files, by name (src/browser/analytics/<name>.js). */
export type OwnAnalyticsScript = 'ga4' | 'gtm' | 'clarity' | 'hotjar' | 'posthog';

interface AnalyticsScript {
	/** An external script's address, or one of the engine's own set-up files. */
	src: { external: string } | { own: OwnAnalyticsScript };
	/** Attributes of the tag (`data-domain`...): values from the config, escaped when written. */
	attributes: Record<string, string>;
}

/** The sources a provider needs, by directive of the Content-Security-Policy. */
export interface AnalyticsSources {
	script: string[];
	connect: string[];
	img: string[];
}

interface ProviderPlan {
	provider: AnalyticsProvider;
	scripts: AnalyticsScript[];
	sources: AnalyticsSources;
}

/** The analytics of a build with ANALYTICS=on. */
export interface AnalyticsSetup {
	/** The providers whose scripts every page gets, in the order of the config as read (by name). */
	providers: ProviderPlan[];
	/** Providers of the config that Trellis has no script for (yet): named in a warning, not loaded. */
	notLoaded: AnalyticsProvider[];
}

type Planner<Provider extends AnalyticsProvider> = (settings: NonNullable<AnalyticsConfig[Provider]>) => Omit<ProviderPlan, 'provider'>;

const googleTag = 'https://*.googletagmanager.com';
const googleAnalytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

const planners: { [Provider in AnalyticsProvider]?: Planner<Provider> } = {
	// Google's own list for GA4 (developers.google.com/tag-platform/security/guides/csp).
	ga4: ({ measurementId }) => ({
		scripts: [
			{ src: { own: 'ga4' }, attributes: { 'data-measurement-id': measurementId } },
			{ src: { external: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}` }, attributes: {} },
		],
		sources: { script: [googleTag], connect: [...googleAnalytics, googleTag], img: [googleAnalytics[0]!, googleTag] },
	}),
	// The container's own tags load what they load: these are the hosts of Google's tags.
	gtm: ({ tagId }) => ({
		scripts: [
			{ src: { own: 'gtm' }, attributes: {} },
			{ src: { external: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagId)}` }, attributes: {} },
		],
		sources: { script: [googleTag], connect: [...googleAnalytics, googleTag], img: [googleAnalytics[0]!, googleTag] },
	}),
	plausible: ({ domain, server }) => {
		const origin = server ? new URL(/^https?:\/\//i.test(server) ? server : `https://${server}`).origin : 'https://plausible.io';
		return {
			scripts: [{ src: { external: `${origin}/js/script.js` }, attributes: { 'data-domain': domain } }],
			sources: { script: [origin], connect: [origin], img: [] },
		};
	},
	posthog: ({ apiKey, apiHost = 'https://us.i.posthog.com', sessionRecording = true }) => {
		// As the URL parser writes it: quotes and spaces of the config percent-encoded.
		const { hostname, origin, pathname } = new URL(apiHost);
		const api = `${origin}${pathname}`.replace(/\/+$/, '');
		// PostHog Cloud serves its code from an assets host of the region; a proxy or own instance serves it itself.
		const region = /^(us|eu)(?:\.i)?\.posthog\.com$/.exec(hostname)?.[1] ?? (hostname === 'app.posthog.com' ? 'us' : undefined);
		const assets = region ? `https://${region}-assets.i.posthog.com` : api;
		const assetsOrigin = new URL(assets).origin;
		return {
			scripts: [
				{ src: { external: `${assets}/static/array.js` }, attributes: { crossorigin: 'anonymous' } },
				{
					src: { own: 'posthog' },
					attributes: { 'data-api-key': apiKey, 'data-api-host': api, 'data-session-recording': String(sessionRecording) },
				},
			],
			sources: { script: [assetsOrigin], connect: unique([origin, assetsOrigin]), img: [] },
		};
	},
	fathom: ({ siteId }) => ({
		scripts: [{ src: { external: 'https://cdn.usefathom.com/script.js' }, attributes: { 'data-site': siteId } }],
		sources: { script: ['https://cdn.usefathom.com'], connect: ['https://cdn.usefathom.com'], img: ['https://cdn.usefathom.com'] },
	}),
	// Pirsch's script finds its own tag by this id.
	pirsch: ({ id }) => ({
		scripts: [{ src: { external: 'https://api.pirsch.io/pa.js' }, attributes: { id: 'pianjs', 'data-code': id } }],
		sources: { script: ['https://api.pirsch.io'], connect: ['https://api.pirsch.io'], img: [] },
	}),
	// Microsoft's list for Clarity (learn.microsoft.com/clarity/setup-and-installation/clarity-csp).
	clarity: ({ projectId }) => ({
		scripts: [
			{ src: { own: 'clarity' }, attributes: {} },
			{ src: { external: `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}` }, attributes: {} },
		],
		sources: {
			script: ['https://*.clarity.ms', 'https://c.bing.com'],
			connect: ['https://*.clarity.ms', 'https://c.bing.com'],
			img: ['https://*.clarity.ms', 'https://c.bing.com'],
		},
	}),
	// Hotjar's list (help.hotjar.com, "Content Security Policy (CSP)"); its survey widgets also need inline styles, which stay blocked.
	hotjar: ({ hjid, hjsv }) => ({
		scripts: [
			{ src: { own: 'hotjar' }, attributes: { 'data-hjid': hjid, 'data-hjsv': hjsv } },
			{ src: { external: `https://static.hotjar.com/c/hotjar-${hjid}.js?sv=${hjsv}` }, attributes: {} },
		],
		sources: {
			script: ['https://*.hotjar.com'],
			connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
			img: ['https://*.hotjar.com'],
		},
	}),
};

/** The providers Trellis adds scripts for. */
const loadedProviders = Object.keys(planners) as AnalyticsProvider[];

/** The scripts and sources of the configured providers, for a build with ANALYTICS=on. */
export function analyticsSetup(analytics: AnalyticsConfig | undefined): AnalyticsSetup {
	const providers: ProviderPlan[] = [];
	const notLoaded: AnalyticsProvider[] = [];
	for (const provider of Object.keys(analytics ?? {}) as AnalyticsProvider[]) {
		const settings = analytics?.[provider];
		const planner = planners[provider] as Planner<typeof provider> | undefined;
		if (!settings) continue;
		// A provider's settings are of its planner's type; TypeScript cannot tie the two in a loop over all providers.
		if (planner) providers.push({ provider, ...planner(settings as never) });
		else notLoaded.push(provider);
	}
	return { providers, notLoaded };
}

/** Every source of the providers, by directive, each once. */
export function analyticsSources(setup: AnalyticsSetup | undefined): AnalyticsSources {
	const of = (directive: keyof AnalyticsSources) => unique((setup?.providers ?? []).flatMap((plan) => plan.sources[directive])).sort();
	return { script: of('script'), connect: of('connect'), img: of('img') };
}

/**
 * What a build says about the configured providers: without ANALYTICS=on, one notice naming
 * them and how to turn them on; with it, which ones Trellis cannot load.
 */
export function analyticsNotices(
	analytics: AnalyticsConfig | undefined,
	options: {
		on: boolean;
		locate: (path: (string | number)[]) => Pick<Problem, 'file' | 'line' | 'column' | 'jsonPath'>;
		/** The current format's `integrations.cookies` is set: Mintlify's consent check, which a static build does not make. */
		consentCheck?: boolean;
	},
): Problem[] {
	const configured = Object.keys(analytics ?? {}) as AnalyticsProvider[];
	if (configured.length === 0) return [];
	if (!options.on) return [problemAt(analyticsNotAsked, options.locate(['integrations']), { providers: configured })];
	const { notLoaded } = analyticsSetup(analytics);
	const consent = options.consentCheck
		? [problemAt(analyticsConsentNotChecked, options.locate(['integrations', 'cookies']), undefined)]
		: [];
	if (notLoaded.length === 0) return consent;
	return [
		...consent,
		problemAt(analyticsWithoutScript, options.locate(['integrations', notLoaded[0]!]), {
			providers: notLoaded,
			withScript: loadedProviders,
		}),
	];
}

function unique<T>(items: readonly T[]): T[] {
	return [...new Set(items)];
}
