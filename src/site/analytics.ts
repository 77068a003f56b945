import type { AnalyticsConfig, AnalyticsProvider, ChatWidget, ChatWidgetConfig } from '../config/schema/analytics.ts';
import type { Problem } from '../problems/problem.ts';
import { analyticsNotAsked, problemAt } from '../problems/catalogue.ts';
import { analyticsPlanners, chatPlanners, type AnalyticsSources, type ProviderPlan } from './analytics-providers.ts';

/**
 * What the configured analytics providers and chat widgets add to every page, and what the
 * Content-Security-Policy must then allow (./analytics-providers.ts). Plain data, part of the
 * site model: the pages write the script tags (src/components/chrome/AnalyticsScripts.astro), the
 * post-build step the policy (src/postbuild/csp.ts).
 */

export type { AnalyticsSources, OwnAnalyticsScript } from './analytics-providers.ts';

/** The analytics of a build (unless ANALYTICS=off). */
export interface AnalyticsSetup {
	/** The providers, then the chat widgets, whose scripts every page gets, in the order of the config as read. */
	providers: ProviderPlan[];
	/**
	 * `integrations.cookies`: the local storage entry the site's own consent tool writes when the
	 * reader agrees. While it is absent the scripts wait (src/browser/analytics/consent.js).
	 */
	consent?: { key: string; value: string };
}

/** The scripts and sources of the configured providers and chat widgets, when the analytics are on. */
export function analyticsSetup(
	analytics: AnalyticsConfig | undefined,
	chat: ChatWidgetConfig = {},
	consent?: { key: string; value: string },
): AnalyticsSetup {
	const providers: ProviderPlan[] = [];
	for (const provider of Object.keys(analytics ?? {}) as AnalyticsProvider[]) {
		const settings = analytics?.[provider];
		// A provider's settings are of its planner's type; TypeScript cannot tie the two in a loop over all providers.
		if (settings) providers.push({ provider, ...analyticsPlanners[provider](settings as never) });
	}
	for (const widget of Object.keys(chat) as ChatWidget[]) {
		const settings = chat[widget];
		if (settings) providers.push({ provider: widget, ...chatPlanners[widget](settings as never) });
	}
	return { providers, ...(consent ? { consent } : {}) };
}

/** Every source of the providers, by directive, each once. */
export function analyticsSources(setup: AnalyticsSetup | undefined): AnalyticsSources {
	const of = (directive: keyof AnalyticsSources) => unique((setup?.providers ?? []).flatMap((plan) => plan.sources[directive])).sort();
	return { script: of('script'), connect: of('connect'), img: of('img'), frame: of('frame') };
}

/** With the analytics off, one notice naming the configured providers and chat widgets, and how to turn them on. */
export function analyticsNotices(
	configured: readonly string[],
	options: {
		on: boolean;
		locate: (path: (string | number)[]) => Pick<Problem, 'file' | 'line' | 'column' | 'jsonPath'>;
	},
): Problem[] {
	if (configured.length === 0 || options.on) return [];
	return [problemAt(analyticsNotAsked, options.locate(['integrations']), { providers: configured })];
}

function unique<T>(items: readonly T[]): T[] {
	return [...new Set(items)];
}
