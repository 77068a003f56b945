import type { HttpMethod } from './types.ts';

/** What a request sample needs to know. */
export interface SampleRequest {
	method: HttpMethod;
	url: string;
	headers: [string, string][];
	query: [string, string][];
	body?: unknown;
	mediaType?: string;
}

/** The body as the request sends it: JSON (indented by `indent`), or a string body as it is. */
export function bodyText(request: SampleRequest, indent = 2): string | undefined {
	return request.body === undefined ? undefined : JSON.stringify(request.body, null, indent);
}

/** The headers with the body's Content-Type, when there is a body. */
export function headersWithContentType(request: SampleRequest): [string, string][] {
	return request.body === undefined ? request.headers : [...request.headers, ['Content-Type', request.mediaType ?? 'application/json']];
}

/**
 * The request as a HAR entry, the input of the snippet libraries. `encodeQuery` gives the query
 * already percent-encoded, for a library that puts it in the URL as it is given.
 */
export function harOf(request: SampleRequest, options: { encodeQuery?: boolean } = {}) {
	const body = bodyText(request, 0);
	const encode = options.encodeQuery ? encodeURIComponent : (text: string) => text;
	return {
		method: request.method,
		url: request.url,
		httpVersion: 'HTTP/1.1',
		cookies: [],
		headers: headersWithContentType(request).map(([name, value]) => ({ name, value })),
		queryString: request.query.map(([name, value]) => ({ name: encode(name), value: encode(value) })),
		// No body: a body type with no text, which the generators leave out.
		postData:
			body !== undefined ? { mimeType: request.mediaType ?? 'application/json', text: body } : { mimeType: 'application/octet-stream' },
		headersSize: -1,
		bodySize: -1,
	};
}
