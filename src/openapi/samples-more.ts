import { dartHttp } from '@scalar/snippetz/plugins/dart/http';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { bodyText, harOf, headersWithContentType, type SampleRequest } from './sample-request.ts';

/** A Rust sample (reqwest), written by Scalar's snippet generator. */
export function rust(request: SampleRequest): string {
	return rustReqwest.generate(harOf(request, { encodeQuery: true })) ?? '';
}

/** A Dart sample (package:http), written by Scalar's snippet generator. */
export function dart(request: SampleRequest): string {
	return dartHttp.generate(harOf(request, { encodeQuery: true })) ?? '';
}

/**
 * A C++ sample with cpr, the usual HTTP client of C++. Neither ReadMe's nor Scalar's generator
 * writes C++, so it is written here; every value is a C++ string literal (`cppString`).
 */
export function cpp(request: SampleRequest): string {
	const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
	const headers = headersWithContentType(request);
	const body = bodyText(request, 0);
	const pairs = (entries: [string, string][]) => entries.map(([name, value]) => `{${cppString(name)}, ${cppString(value)}}`).join(', ');
	const parts = [
		`cpr::Url{${cppString(request.url)}}`,
		...(headers.length > 0 ? [`cpr::Header{${pairs(headers)}}`] : []),
		...(request.query.length > 0 ? [`cpr::Parameters{${pairs(request.query)}}`] : []),
		...(body !== undefined ? [`cpr::Body{${cppString(body)}}`] : []),
	];
	return [
		'#include <cpr/cpr.h>',
		'#include <iostream>',
		'',
		'int main() {',
		`    cpr::Response response = cpr::${method}(`,
		parts.map((part) => `        ${part}`).join(',\n'),
		'    );',
		'    std::cout << response.text << std::endl;',
		'}',
	].join('\n');
}

/** A C++ string literal of any text: quotes, backslashes and control characters escaped. */
function cppString(text: string): string {
	return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\u0000-\u001f\u007f]/g, (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}""`)}"`;
}
