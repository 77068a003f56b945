import { z } from 'zod';

/** Hosts a proxy may be reached on over plain http: the author's own machine, while developing one. */
const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** Why a proxy address cannot be used, or nothing when it can. */
function proxyUrlFault(value: string): string | undefined {
	if (!URL.canParse(value)) return 'is not a URL';
	const url = new URL(value);
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return `uses ${url.protocol} instead of https`;
	if (url.protocol === 'http:' && !loopbackHost.test(url.hostname)) return 'uses http on another machine than this one';
	if (url.username || url.password) return 'holds a user name or password (every reader would see them)';
	if (url.hash) return 'has a #fragment';
	return undefined;
}

/**
 * `api.playground.proxy` as a URL (a Trellis extension: Mintlify's is a boolean): the proxy the
 * playground sends its requests through, https (http only on localhost, while developing it).
 */
export const playgroundProxyUrl = z.string().superRefine((value, context) => {
	const fault = proxyUrlFault(value);
	if (!fault) return;
	context.addIssue({
		code: 'custom',
		input: value,
		message: `expected true, false or the https URL of a proxy (http only for localhost), found ${JSON.stringify(value)}, which ${fault}`,
		params: {
			hint: 'give the address of the proxy you deployed (README, "The playground\'s proxy"), such as "https://playground-proxy.example.workers.dev/"',
		},
	});
});
