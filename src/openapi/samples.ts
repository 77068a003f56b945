import { HTTPSnippet } from '@readme/httpsnippet';
import { bodyText, harOf, type SampleRequest } from './sample-request.ts';
import { cpp, dart, rust } from './samples-more.ts';
import type { CodeSample, SecurityModel } from './types.ts';

export type { SampleRequest } from './sample-request.ts';

export const defaultSampleLanguages = ['bash', 'python', 'javascript'];

const generators: Record<string, { label: string; lang: string; write: (request: SampleRequest) => string }> = {
	bash: { label: 'cURL', lang: 'bash', write: curl },
	curl: { label: 'cURL', lang: 'bash', write: curl },
	python: { label: 'Python', lang: 'python', write: python },
	javascript: { label: 'JavaScript', lang: 'javascript', write: javascript },
	node: { label: 'JavaScript', lang: 'javascript', write: javascript },
	php: { label: 'PHP', lang: 'php', write: php },
	go: { label: 'Go', lang: 'go', write: go },
	java: { label: 'Java', lang: 'java', write: java },
	ruby: { label: 'Ruby', lang: 'ruby', write: ruby },
	// The languages the current format added, written by ReadMe's HTTP snippet generator.
	typescript: { label: 'TypeScript', lang: 'typescript', write: snippet('node', 'fetch') },
	powershell: { label: 'PowerShell', lang: 'powershell', write: snippet('powershell', 'restmethod') },
	swift: { label: 'Swift', lang: 'swift', write: snippet('swift', 'urlsession') },
	csharp: { label: 'C#', lang: 'csharp', write: snippet('csharp', 'httpclient') },
	dotnet: { label: 'C#', lang: 'csharp', write: snippet('csharp', 'httpclient') },
	kotlin: { label: 'Kotlin', lang: 'kotlin', write: snippet('kotlin', 'okhttp') },
	c: { label: 'C', lang: 'c', write: snippet('c', 'libcurl') },
	// Languages ReadMe's generator lacks (./samples-more.ts).
	cpp: { label: 'C++', lang: 'cpp', write: cpp },
	rust: { label: 'Rust', lang: 'rust', write: rust },
	dart: { label: 'Dart', lang: 'dart', write: dart },
};

type SnippetTarget = Parameters<HTTPSnippet['convert']>[0];

/** A generator of ReadMe's HTTP snippet library, given the request as HAR. */
function snippet(target: SnippetTarget, client: string): (request: SampleRequest) => string {
	return (request) => {
		const written = new HTTPSnippet(harOf(request)).convert(target, client);
		return (Array.isArray(written) ? written[0] : written) || '';
	};
}

export const sampleLanguages = Object.keys(generators);

/** Request samples in the given languages; unknown names are skipped (the config check reports them). */
export function requestSamples(request: SampleRequest, languages: readonly string[]): CodeSample[] {
	const seen = new Set<string>();
	return languages.flatMap((name) => {
		const generator = generators[name.toLowerCase()];
		if (!generator || seen.has(generator.label)) return [];
		seen.add(generator.label);
		return [{ label: generator.label, lang: generator.lang, source: generator.write(request) }];
	});
}

/** Headers that carry the credentials, with a placeholder for the secret. */
export function authHeaders(security: readonly SecurityModel[]): { headers: [string, string][]; query: [string, string][] } {
	const headers: [string, string][] = [];
	const query: [string, string][] = [];
	for (const scheme of security) {
		if (scheme.query) query.push([scheme.query, '<api-key>']);
		else if (scheme.cookie) headers.push(['Cookie', `${scheme.cookie}=<api-key>`]);
		else {
			// `header` reads "Name: value", e.g. "Authorization: Bearer <token>".
			const separator = scheme.header?.indexOf(':') ?? -1;
			if (scheme.header && separator > 0)
				headers.push([scheme.header.slice(0, separator).trim(), scheme.header.slice(separator + 1).trim()]);
		}
	}
	return { headers, query };
}

function fullUrl(request: SampleRequest): string {
	if (request.query.length === 0) return request.url;
	return `${request.url}?${request.query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
}

function shellQuote(text: string): string {
	return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curl(request: SampleRequest): string {
	const lines = [`curl --request ${request.method} \\`, `  --url ${shellQuote(fullUrl(request))}`];
	for (const [name, value] of request.headers) {
		lines[lines.length - 1] += ' \\';
		lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
	}
	const body = bodyText(request);
	if (body !== undefined) {
		lines[lines.length - 1] += ' \\';
		lines.push(`  --header 'Content-Type: ${request.mediaType ?? 'application/json'}' \\`, `  --data ${shellQuote(body)}`);
	}
	return lines.join('\n');
}

function python(request: SampleRequest): string {
	const headers = [
		...request.headers,
		...(request.body !== undefined ? [['Content-Type', request.mediaType ?? 'application/json'] as [string, string]] : []),
	];
	const lines = ['import requests', '', `url = ${JSON.stringify(fullUrl(request))}`];
	if (request.body !== undefined) lines.push(`payload = ${toPython(request.body, 0)}`);
	lines.push(
		`headers = {${headers.map(([key, value]) => `\n    ${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(',')}${headers.length ? '\n' : ''}}`,
	);
	lines.push(
		'',
		`response = requests.request(${JSON.stringify(request.method)}, url${request.body !== undefined ? ', json=payload' : ''}, headers=headers)`,
		'',
		'print(response.text)',
	);
	return lines.join('\n');
}

function toPython(value: unknown, depth: number): string {
	const pad = '    '.repeat(depth + 1);
	const end = '    '.repeat(depth);
	if (value === null) return 'None';
	if (value === true) return 'True';
	if (value === false) return 'False';
	if (Array.isArray(value))
		return value.length === 0 ? '[]' : `[\n${value.map((item) => pad + toPython(item, depth + 1)).join(',\n')}\n${end}]`;
	if (typeof value === 'object') {
		const entries = Object.entries(value as Record<string, unknown>);
		return entries.length === 0
			? '{}'
			: `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${toPython(item, depth + 1)}`).join(',\n')}\n${end}}`;
	}
	return JSON.stringify(value);
}

function javascript(request: SampleRequest): string {
	const headers = Object.fromEntries([
		...request.headers,
		...(request.body !== undefined ? [['Content-Type', request.mediaType ?? 'application/json']] : []),
	]);
	const options: string[] = [
		`  method: ${JSON.stringify(request.method)}`,
		`  headers: ${JSON.stringify(headers, null, 2).replace(/\n/g, '\n  ')}`,
	];
	if (request.body !== undefined) options.push(`  body: JSON.stringify(${JSON.stringify(request.body, null, 2).replace(/\n/g, '\n  ')})`);
	return [
		`const response = await fetch(${JSON.stringify(fullUrl(request))}, {`,
		options.join(',\n'),
		'});',
		'',
		'console.log(await response.json());',
	].join('\n');
}

function php(request: SampleRequest): string {
	const headers = [
		...request.headers,
		...(request.body !== undefined ? [['Content-Type', request.mediaType ?? 'application/json'] as [string, string]] : []),
	];
	return [
		'<?php',
		'',
		`$curl = curl_init(${JSON.stringify(fullUrl(request))});`,
		`curl_setopt($curl, CURLOPT_CUSTOMREQUEST, ${JSON.stringify(request.method)});`,
		'curl_setopt($curl, CURLOPT_RETURNTRANSFER, true);',
		`curl_setopt($curl, CURLOPT_HTTPHEADER, [${headers.map(([key, value]) => JSON.stringify(`${key}: ${value}`)).join(', ')}]);`,
		...(request.body !== undefined ? [`curl_setopt($curl, CURLOPT_POSTFIELDS, ${phpString(JSON.stringify(request.body))});`] : []),
		'',
		'echo curl_exec($curl);',
	].join('\n');
}

function phpString(text: string): string {
	return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function go(request: SampleRequest): string {
	const body = request.body !== undefined ? JSON.stringify(request.body) : undefined;
	return [
		'package main',
		'',
		'import (',
		'\t"fmt"',
		'\t"io"',
		'\t"net/http"',
		...(body ? ['\t"strings"'] : []),
		')',
		'',
		'func main() {',
		...(body ? [`\tpayload := strings.NewReader(${JSON.stringify(body)})`] : []),
		`\treq, _ := http.NewRequest(${JSON.stringify(request.method)}, ${JSON.stringify(fullUrl(request))}, ${body ? 'payload' : 'nil'})`,
		...request.headers.map(([key, value]) => `\treq.Header.Add(${JSON.stringify(key)}, ${JSON.stringify(value)})`),
		...(body ? [`\treq.Header.Add("Content-Type", ${JSON.stringify(request.mediaType ?? 'application/json')})`] : []),
		'\tres, _ := http.DefaultClient.Do(req)',
		'\tdefer res.Body.Close()',
		'\tbody, _ := io.ReadAll(res.Body)',
		'\tfmt.Println(string(body))',
		'}',
	].join('\n');
}

function java(request: SampleRequest): string {
	const body = request.body !== undefined ? JSON.stringify(request.body) : undefined;
	return [
		'HttpRequest request = HttpRequest.newBuilder()',
		`    .uri(URI.create(${JSON.stringify(fullUrl(request))}))`,
		...request.headers.map(([key, value]) => `    .header(${JSON.stringify(key)}, ${JSON.stringify(value)})`),
		...(body ? [`    .header("Content-Type", ${JSON.stringify(request.mediaType ?? 'application/json')})`] : []),
		`    .method(${JSON.stringify(request.method)}, ${body ? `HttpRequest.BodyPublishers.ofString(${JSON.stringify(body)})` : 'HttpRequest.BodyPublishers.noBody()'})`,
		'    .build();',
		'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
		'System.out.println(response.body());',
	].join('\n');
}

function ruby(request: SampleRequest): string {
	const className = request.method.charAt(0) + request.method.slice(1).toLowerCase();
	const body = request.body !== undefined ? JSON.stringify(request.body) : undefined;
	return [
		"require 'uri'",
		"require 'net/http'",
		'',
		`url = URI(${JSON.stringify(fullUrl(request))})`,
		'http = Net::HTTP.new(url.host, url.port)',
		"http.use_ssl = url.scheme == 'https'",
		'',
		`request = Net::HTTP::${className}.new(url)`,
		...request.headers.map(([key, value]) => `request[${JSON.stringify(key)}] = ${JSON.stringify(value)}`),
		...(body
			? [`request["Content-Type"] = ${JSON.stringify(request.mediaType ?? 'application/json')}`, `request.body = ${JSON.stringify(body)}`]
			: []),
		'',
		'response = http.request(request)',
		'puts response.read_body',
	].join('\n');
}
