import { z } from 'zod';
import { didYouMean } from '../../problems/suggest.ts';
import { strictObject } from './shared.ts';

/**
 * Analytics providers, as both formats name them: the legacy format's `analytics` and the
 * current format's `integrations` share one list (Mintlify's, integrations/analytics/). Their
 * values end up as attributes of script tags and in the Content-Security-Policy, so every ID is
 * checked against the shape the provider gives it where it has one.
 */

/**
 * A string of one shape, with a message that says which shape and, when `fix` knows one, the
 * likely fix for the value found (src/config/zod-issues.ts reads it as the hint).
 */
function idOf(pattern: RegExp, shape: string, fix?: (value: string) => string | undefined) {
	return z
		.string()
		.superRefine((value, context) => {
			if (pattern.test(value)) return;
			const hint = fix?.(value);
			context.addIssue({
				code: 'custom',
				input: value,
				message: `expected ${shape}, found ${JSON.stringify(value)}`,
				...(hint ? { params: { hint } } : {}),
			});
		})
		.meta({ pattern: pattern.source });
}

/** The same ID in capitals, when that is all it lacks. */
const inCapitals = (pattern: RegExp) => (value: string) =>
	pattern.test(value.toUpperCase()) ? `write it in capitals: ${JSON.stringify(value.toUpperCase())}` : undefined;

/** IDs that only ever are letters, digits and a few separators. */
const plainId = (what: string) => idOf(/^[A-Za-z0-9_-]+$/, `${what}: letters, digits, "-" and "_"`);

/** An http(s) address with no query or fragment: where a provider's script and events live. */
const serviceUrl = z.string().refine(
	(value) => {
		if (!URL.canParse(value)) return false;
		const url = new URL(value);
		return (url.protocol === 'https:' || url.protocol === 'http:') && url.search === '' && url.hash === '' && url.username === '';
	},
	{ error: (issue) => `expected an http(s) address such as "https://example.com", found ${JSON.stringify(issue.input)}` },
);

const domainPattern = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*(?:,[a-z0-9-]+(?:\.[a-z0-9-]+)*)*$/i;

/** A domain name, as Plausible takes it: no scheme, no path (several joined by commas). */
const domainName = idOf(domainPattern, 'a domain without http:// or https://, such as "docs.example.com"', (value) => {
	const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(value.trim())?.[1];
	return host && domainPattern.test(host) ? `write ${JSON.stringify(host)}` : undefined;
});

const ga4Pattern = /^G-[A-Z0-9]+$/;
const gtmPattern = /^(?:GTM|G)-[A-Z0-9]+$/;
const posthogKeyPattern = /^phc_[A-Za-z0-9]+$/;

/** Hotjar's numbers, written as strings in Mintlify's docs and as numbers in many folders. */
const digits = (what: string) =>
	z.union([z.number().int().nonnegative(), idOf(/^\d+$/, `${what}: digits only`)]).transform((value) => String(value));

const providerSchemas = {
	adobe: strictObject({ launchUrl: serviceUrl.describe('Adobe Launch (Experience Platform Tags) script URL') }),
	amplitude: strictObject({ apiKey: plainId('an Amplitude API key').describe('Amplitude API key') }),
	clarity: strictObject({ projectId: plainId('a Clarity project ID').describe('Microsoft Clarity project ID') }),
	clearbit: strictObject({ publicApiKey: plainId('a Clearbit public key').describe('Clearbit public API key') }),
	fathom: strictObject({ siteId: idOf(/^[A-Za-z0-9]+$/, 'a Fathom site ID such as "ABCDEFGH"').describe('Fathom site ID') }),
	ga4: strictObject({
		measurementId: idOf(ga4Pattern, 'a GA4 measurement ID such as "G-XXXXXXXXXX"', (value) =>
			/^UA-/i.test(value)
				? 'Universal Analytics IDs ("UA-") no longer collect data: use the measurement ID of a GA4 web stream'
				: inCapitals(ga4Pattern)(value),
		).describe('Google Analytics 4 measurement ID'),
	}),
	gtm: strictObject({
		tagId: idOf(gtmPattern, 'a Google Tag Manager container ID such as "GTM-XXXXXXX"', inCapitals(gtmPattern)).describe(
			'Google Tag Manager container ID',
		),
	}),
	heap: strictObject({ appId: plainId('a Heap app ID').describe('Heap app ID') }),
	hightouch: strictObject({
		writeKey: plainId('a Hightouch write key').describe('Hightouch write key'),
		apiHost: z.string().min(1).optional().describe('Hightouch API host'),
	}),
	hotjar: strictObject({
		hjid: digits('a Hotjar site ID').describe('Hotjar site ID'),
		hjsv: digits('a Hotjar snippet version').describe('Hotjar snippet version'),
	}),
	koala: strictObject({ publicApiKey: plainId('a Koala public key').describe('Koala public API key') }),
	logrocket: strictObject({
		appId: idOf(/^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/, 'a LogRocket app ID such as "org/app"').describe('LogRocket app ID'),
	}),
	mixpanel: strictObject({
		projectToken: plainId('a Mixpanel project token').describe('Mixpanel project token'),
		region: z.enum(['us', 'eu', 'in']).optional().describe('Where Mixpanel keeps the data'),
	}),
	pirsch: strictObject({ id: plainId('a Pirsch identification code').describe('Pirsch identification code') }),
	plausible: strictObject({
		domain: domainName.describe('The site as Plausible knows it, e.g. "docs.example.com"'),
		server: z.union([serviceUrl, domainName]).optional().describe('Address of a self-hosted Plausible server; plausible.io without it'),
	}),
	posthog: strictObject({
		apiKey: idOf(posthogKeyPattern, 'a PostHog project API key, which starts with "phc_"', (value) =>
			/^phx_/.test(value)
				? 'this is a personal API key, which must stay private: use the project API key (project settings), which starts with "phc_"'
				: undefined,
		).describe('PostHog project API key'),
		apiHost: serviceUrl.optional().describe('PostHog instance or proxy; https://us.i.posthog.com without it'),
		sessionRecording: z.boolean().optional().describe('Record sessions (default true)'),
	}),
	segment: strictObject({
		key: plainId('a Segment write key').describe('Segment write key'),
		cdnUrl: serviceUrl.optional().describe('Segment CDN address'),
	}),
} as const;

export type AnalyticsProvider = keyof typeof providerSchemas;
const analyticsProviders = Object.keys(providerSchemas) as AnalyticsProvider[];

/** Chat widgets of the current format's `integrations` (Mintlify's support integrations): loaded as the analytics are. */
const chatSchemas = {
	intercom: strictObject({
		appId: z
			.string()
			.min(6)
			.regex(/^[A-Za-z0-9]+$/)
			.describe('Intercom app ID'),
	}),
	frontchat: strictObject({
		snippetId: z
			.string()
			.min(6)
			.regex(/^[A-Za-z0-9]+$/)
			.describe('Front chat snippet ID'),
	}),
} as const;

export type ChatWidget = keyof typeof chatSchemas;
export type ChatWidgetConfig = { [Widget in ChatWidget]?: z.output<(typeof chatSchemas)[Widget]> | undefined };

/**
 * `integrations.cookies`: the local storage key and value by which the site's own consent tool
 * says the reader agreed; until they are there, no provider loads.
 */
const consentSchema = strictObject({
	key: z.string().min(1).describe('Local storage key the consent tool sets'),
	value: z.string().describe('Its value once the reader agreed'),
});

/**
 * Keys of the current format's `integrations` that are hosted services other than analytics
 * (consent managers, Mintlify's own telemetry): accepted and not used by a static build.
 */
export const hostedIntegrationKeys = ['onetrust', 'telemetry', 'transcend'] as const;

/** The configured providers, each with its validated settings. */
export type AnalyticsConfig = { [Provider in AnalyticsProvider]?: z.output<(typeof providerSchemas)[Provider]> | undefined };

/**
 * An object of providers whose unknown keys are errors, not the warnings other unknown keys
 * get: a misspelt provider would otherwise silently send nothing.
 */
function providersObject<T extends z.ZodRawShape>(shape: T, what: string) {
	const known = Object.keys(shape);
	return z
		.looseObject(shape)
		.superRefine((value, context) => {
			for (const key of Object.keys(value).filter((key) => !known.includes(key))) {
				const suggestion = didYouMean(key, known);
				context.addIssue({
					code: 'custom',
					path: [key],
					input: value[key],
					message: `unknown ${what} "${key}"`,
					params: {
						hint: suggestion ? `did you mean "${suggestion}"?` : `the ${what}s are ${known.map((name) => `"${name}"`).join(', ')}`,
					},
				});
			}
		})
		.meta({ additionalProperties: false });
}

const providerShape = Object.fromEntries(analyticsProviders.map((name) => [name, providerSchemas[name].optional()])) as {
	[Provider in AnalyticsProvider]: z.ZodOptional<(typeof providerSchemas)[Provider]>;
};

/** The legacy format's `analytics`. */
export const analyticsSchema = providersObject(providerShape, 'analytics provider').describe(
	'Analytics providers: loaded by a build unless ANALYTICS=off',
);

/** The current format's `integrations`: the analytics providers and the hosted services. */
export const integrationsSchema = providersObject(
	{
		...providerShape,
		intercom: chatSchemas.intercom.optional(),
		frontchat: chatSchemas.frontchat.optional(),
		cookies: consentSchema.optional(),
		...(Object.fromEntries(hostedIntegrationKeys.map((key) => [key, z.unknown().optional()])) as Record<
			(typeof hostedIntegrationKeys)[number],
			z.ZodOptional<z.ZodUnknown>
		>),
	},
	'integration',
).describe(
	'Analytics providers and chat widgets (loaded by a build unless ANALYTICS=off), consent, and hosted services (not used by a static build)',
);

/** The chat widgets of a config's `integrations`. */
export function chatWidgetsOf(value: Partial<Record<string, unknown>> | undefined): ChatWidgetConfig {
	const picked: Record<string, unknown> = {};
	for (const name of Object.keys(chatSchemas)) if (value?.[name] !== undefined) picked[name] = value[name];
	return picked as ChatWidgetConfig;
}

/** The analytics providers of a config's `analytics` or `integrations`, without anything else. */
export function analyticsOf(value: Partial<Record<string, unknown>> | undefined): AnalyticsConfig {
	const picked: Record<string, unknown> = {};
	for (const name of analyticsProviders) if (value?.[name] !== undefined) picked[name] = value[name];
	return picked as AnalyticsConfig;
}
