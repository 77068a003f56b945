import type { AnalyticsConfig, AnalyticsProvider, ChatWidget, ChatWidgetConfig } from '../config/schema/analytics.ts';

/**
 * What each provider adds to the pages, as data: its scripts in order and the sources the
 * Content-Security-Policy must allow, from the provider's own CSP guide where it has one. No
 * script is inline: the set-up a provider needs is one of the engine's small files
 * (src/browser/analytics/), which reads the provider's IDs from `data-*` attributes of its tag.
 */

/** The engine's own set-up files, by name (src/browser/analytics/<name>.js). */
export type OwnAnalyticsScript =
	'ga4' | 'gtm' | 'clarity' | 'hotjar' | 'posthog' | 'mixpanel' | 'amplitude' | 'logrocket' | 'queue' | 'frontchat';

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
	frame: string[];
}

export interface ProviderPlan {
	provider: AnalyticsProvider | ChatWidget;
	scripts: AnalyticsScript[];
	sources: AnalyticsSources;
}

type Plan = Omit<ProviderPlan, 'provider'>;
type Planner<Settings> = (settings: Settings) => Plan;
type Sources = Partial<AnalyticsSources> & Pick<AnalyticsSources, 'script'>;

const sources = ({ script, connect = [], img = [], frame = [] }: Sources): AnalyticsSources => ({ script, connect, img, frame });
const external = (url: string, attributes: Record<string, string> = {}): AnalyticsScript => ({ src: { external: url }, attributes });
const own = (name: OwnAnalyticsScript, attributes: Record<string, string> = {}): AnalyticsScript => ({ src: { own: name }, attributes });
/** The waiting stand-in of src/browser/analytics/queue.js, with its attributes. */
const queue = (attributes: { global: string; methods?: string[]; fields?: object; firstCall?: string }): AnalyticsScript =>
	own('queue', {
		'data-global': attributes.global,
		...(attributes.methods ? { 'data-methods': attributes.methods.join(' ') } : {}),
		...(attributes.fields ? { 'data-fields': JSON.stringify(attributes.fields) } : {}),
		...(attributes.firstCall ? { 'data-first-call': attributes.firstCall } : {}),
	});
const id = encodeURIComponent;

const googleTag = 'https://*.googletagmanager.com';
const googleAnalytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const googleSources = sources({ script: [googleTag], connect: [...googleAnalytics, googleTag], img: [googleAnalytics[0]!, googleTag] });

/** The calls the array stand-ins take before their library loads (each library's own snippet lists them). */
const trackingMethods = ['track', 'identify', 'page', 'group', 'alias', 'reset', 'ready', 'on', 'off', 'once', 'debug'];

export const analyticsPlanners: { [Provider in AnalyticsProvider]: Planner<NonNullable<AnalyticsConfig[Provider]>> } = {
	// Google's own list for GA4 (developers.google.com/tag-platform/security/guides/csp).
	ga4: ({ measurementId }) => ({
		scripts: [
			own('ga4', { 'data-measurement-id': measurementId }),
			external(`https://www.googletagmanager.com/gtag/js?id=${id(measurementId)}`),
		],
		sources: googleSources,
	}),
	// The container's own tags load what they load: these are the hosts of Google's tags.
	gtm: ({ tagId }) => ({
		scripts: [own('gtm'), external(`https://www.googletagmanager.com/gtm.js?id=${id(tagId)}`)],
		sources: googleSources,
	}),
	plausible: ({ domain, server }) => {
		const origin = server ? new URL(/^https?:\/\//i.test(server) ? server : `https://${server}`).origin : 'https://plausible.io';
		return {
			scripts: [external(`${origin}/js/script.js`, { 'data-domain': domain })],
			sources: sources({ script: [origin], connect: [origin] }),
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
				external(`${assets}/static/array.js`, { crossorigin: 'anonymous' }),
				own('posthog', { 'data-api-key': apiKey, 'data-api-host': api, 'data-session-recording': String(sessionRecording) }),
			],
			sources: sources({ script: [assetsOrigin], connect: [...new Set([origin, assetsOrigin])] }),
		};
	},
	fathom: ({ siteId }) => ({
		scripts: [external('https://cdn.usefathom.com/script.js', { 'data-site': siteId })],
		sources: sources({ script: ['https://cdn.usefathom.com'], connect: ['https://cdn.usefathom.com'], img: ['https://cdn.usefathom.com'] }),
	}),
	// Pirsch's script finds its own tag by this id.
	pirsch: ({ id: code }) => ({
		scripts: [external('https://api.pirsch.io/pa.js', { id: 'pianjs', 'data-code': code })],
		sources: sources({ script: ['https://api.pirsch.io'], connect: ['https://api.pirsch.io'] }),
	}),
	// Microsoft's list for Clarity (learn.microsoft.com/clarity/setup-and-installation/clarity-csp).
	clarity: ({ projectId }) => {
		const hosts = ['https://*.clarity.ms', 'https://c.bing.com'];
		return {
			scripts: [own('clarity'), external(`https://www.clarity.ms/tag/${id(projectId)}`)],
			sources: sources({ script: hosts, connect: hosts, img: hosts }),
		};
	},
	// Hotjar's list (help.hotjar.com, "Content Security Policy (CSP)"); its survey widgets also need inline styles, which stay blocked.
	hotjar: ({ hjid, hjsv }) => ({
		scripts: [
			own('hotjar', { 'data-hjid': hjid, 'data-hjsv': hjsv }),
			external(`https://static.hotjar.com/c/hotjar-${hjid}.js?sv=${hjsv}`),
		],
		sources: sources({
			script: ['https://*.hotjar.com'],
			connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
			img: ['https://*.hotjar.com'],
		}),
	}),
	// Mixpanel's library from its CDN, events to the API host of the project's region.
	mixpanel: ({ projectToken, region = 'us' }) => {
		const api = { us: 'https://api-js.mixpanel.com', eu: 'https://api-eu.mixpanel.com', in: 'https://api-in.mixpanel.com' }[region];
		return {
			scripts: [
				external('https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js'),
				own('mixpanel', { 'data-token': projectToken, 'data-api-host': api }),
			],
			sources: sources({ script: ['https://cdn.mxpnl.com'], connect: [api] }),
		};
	},
	// Amplitude's browser SDK (the script its unified snippet loads), then its start with the key.
	amplitude: ({ apiKey }) => ({
		scripts: [external(`https://cdn.amplitude.com/script/${id(apiKey)}.js`), own('amplitude', { 'data-api-key': apiKey })],
		sources: sources({ script: ['https://cdn.amplitude.com'], connect: ['https://*.amplitude.com'] }),
	}),
	// Segment's analytics.js: the stand-in its snippet makes (write key, first page call), then the library.
	segment: ({ key, cdnUrl = 'https://cdn.segment.com' }) => {
		const cdn = cdnUrl.replace(/\/+$/, '');
		return {
			scripts: [
				queue({ global: 'analytics', methods: trackingMethods, fields: { _writeKey: key, SNIPPET_VERSION: '5.2.0' }, firstCall: 'page' }),
				external(`${cdn}/analytics.js/v1/${id(key)}/analytics.min.js`),
			],
			sources: sources({ script: [new URL(cdn).origin], connect: ['https://api.segment.io', new URL(cdn).origin] }),
		};
	},
	// Heap's stand-in (its app ID as `appid`), then the library named by the app ID.
	heap: ({ appId }) => ({
		scripts: [
			queue({
				global: 'heap',
				methods: ['track', 'identify', 'resetIdentity', 'addUserProperties', 'addEventProperties'],
				fields: { appid: appId },
			}),
			external(`https://cdn.heapanalytics.com/js/heap-${id(appId)}.js`),
		],
		sources: sources({
			script: ['https://cdn.heapanalytics.com', 'https://heapanalytics.com'],
			connect: ['https://heapanalytics.com'],
			img: ['https://heapanalytics.com'],
		}),
	}),
	// LogRocket's list (docs.logrocket.com, "Content Security Policy"); its recorder's worker is a blob:, which stays blocked.
	logrocket: ({ appId }) => ({
		scripts: [
			external('https://cdn.lr-ingest.com/LogRocket.min.js', { crossorigin: 'anonymous' }),
			own('logrocket', { 'data-app-id': appId }),
		],
		sources: sources({
			script: ['https://cdn.lr-ingest.com', 'https://cdn.logrocket.io', 'https://cdn.lr-in-prod.com'],
			connect: [
				'https://*.logrocket.io',
				'https://*.lr-ingest.io',
				'https://*.logrocket.com',
				'https://*.lr-in-prod.com',
				'https://*.lr-ingest.com',
			],
		}),
	}),
	// Hightouch's browser events SDK: the stand-in with the write key and host, then the library.
	hightouch: ({ writeKey, apiHost = 'us-east-1.hightouch-events.com' }) => {
		const host = /^https?:\/\//i.test(apiHost) ? new URL(apiHost).origin : `https://${apiHost.replace(/\/.*$/, '')}`;
		return {
			scripts: [
				queue({
					global: 'htevents',
					methods: trackingMethods,
					fields: { _writeKey: writeKey, _loadOptions: { apiHost: new URL(host).host } },
					firstCall: 'page',
				}),
				external('https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js'),
			],
			sources: sources({ script: ['https://cdn.hightouch-events.com'], connect: [host] }),
		};
	},
	// Clearbit's tag (now HubSpot's Breeze Intelligence), named by the public key.
	clearbit: ({ publicApiKey }) => ({
		scripts: [
			external(`https://tag.clearbitscripts.com/v1/${id(publicApiKey)}/tags.js`, { referrerpolicy: 'strict-origin-when-cross-origin' }),
		],
		sources: sources({ script: ['https://tag.clearbitscripts.com'], connect: ['https://*.clearbit.com', 'https://*.clearbitjs.com'] }),
	}),
	// Adobe's list for Experience Platform Tags (experienceleague.adobe.com, "Content Security Policy").
	adobe: ({ launchUrl }) => ({
		scripts: [external(launchUrl)],
		sources: sources({
			script: [...new Set([new URL(launchUrl).origin, 'https://assets.adobedtm.com'])],
			connect: ['https://*.adobedc.net', 'https://*.omtrdc.net', 'https://*.demdex.net'],
			img: ['https://*.omtrdc.net', 'https://*.demdex.net', 'https://*.everesttech.net'],
		}),
	}),
	// Koala's stand-in (`ko`), then its SDK named by the public key.
	koala: ({ publicApiKey }) => ({
		scripts: [
			queue({ global: 'ko', methods: ['identify', 'track', 'removeListeners', 'on', 'off', 'qualify', 'ready'] }),
			external(`https://cdn.getkoala.com/v1/${id(publicApiKey)}/sdk.js`),
		],
		sources: sources({ script: ['https://cdn.getkoala.com'], connect: ['https://*.getkoala.com', 'wss://*.getkoala.com'] }),
	}),
};

/**
 * The chat widgets of `integrations` (Mintlify's support integrations). Their frames and the
 * styles they inject need the policy's frame and style sources: frames are allowed, the widgets'
 * inline styles are not (the pages' styles are hashed), so a widget may look plainer than on Mintlify.
 */
export const chatPlanners: { [Widget in ChatWidget]: Planner<NonNullable<ChatWidgetConfig[Widget]>> } = {
	// Intercom's list (intercom.com/help, "Using Intercom with Content Security Policy").
	intercom: ({ appId }) => ({
		scripts: [
			{
				src: { own: 'queue' },
				attributes: {
					'data-global': 'Intercom',
					'data-shape': 'function',
					'data-settings-global': 'intercomSettings',
					'data-settings': JSON.stringify({ app_id: appId }),
				},
			},
			external(`https://widget.intercom.io/widget/${id(appId)}`),
		],
		sources: sources({
			script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
			connect: [
				'https://*.intercom.io',
				'wss://*.intercom.io',
				'https://uploads.intercomcdn.com',
				'https://uploads.intercomusercontent.com',
			],
			img: ['https://js.intercomcdn.com', 'https://static.intercomassets.com', 'https://downloads.intercomcdn.com'],
			frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com', 'https://www.youtube.com'],
		}),
	}),
	frontchat: ({ snippetId }) => ({
		scripts: [external('https://chat-assets.frontapp.com/v1/chat.bundle.js'), own('frontchat', { 'data-chat-id': snippetId })],
		sources: sources({
			script: ['https://chat-assets.frontapp.com'],
			connect: ['https://*.frontapp.com', 'wss://*.frontapp.com'],
			img: ['https://*.frontapp.com'],
			frame: ['https://*.frontapp.com'],
		}),
	}),
};
