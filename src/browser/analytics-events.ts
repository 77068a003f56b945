/**
 * Sends an event (Mintlify's names: `docs.` and what happened) to every analytics provider the
 * page has loaded, each by its own call; a provider not loaded (not configured, or waiting for
 * the reader's consent) is skipped. Plain functions of the providers' globals, so this file holds
 * no ID of the config.
 */

type Properties = Record<string, string | number | boolean>;
type Call = (...args: unknown[]) => unknown;

/** The global of a provider, when it is a function or has the method asked for. */
function method(global: string, name?: string): Call | undefined {
	const value = (window as unknown as Record<string, unknown>)[global];
	if (name === undefined) return typeof value === 'function' ? (value as Call) : undefined;
	const found = (value && typeof value === 'object') || typeof value === 'function' ? (value as Record<string, unknown>)[name] : undefined;
	return typeof found === 'function' ? (found as Call).bind(value) : undefined;
}

export function sendEvent(name: string, properties: Properties): void {
	const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
	if (Array.isArray(layer)) {
		// GA4's gtag.js reads each call as an arguments object, as its snippet pushes it; a GTM container reads objects.
		(function gtag(..._args: unknown[]) {
			// eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself.
			layer.push(arguments);
		})('event', name, properties);
		layer.push({ event: name, ...properties });
	}
	method('plausible')?.(name, { props: properties });
	method('posthog', 'capture')?.(name, properties);
	method('fathom', 'trackEvent')?.(name);
	method('pirsch')?.(name, { meta: properties });
	method('clarity')?.('event', name);
	method('hj')?.('event', name);
	method('mixpanel', 'track')?.(name, properties);
	method('amplitude', 'track')?.(name, properties);
	method('analytics', 'track')?.(name, properties);
	method('heap', 'track')?.(name, properties);
	method('LogRocket', 'track')?.(name, properties);
	method('htevents', 'track')?.(name, properties);
	method('ko', 'track')?.(name, properties);
	method('_satellite', 'track')?.(name, properties);
}
