import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import type { LoadedSpec } from '../../../src/openapi/load-specs.ts';
import { authHeaders, requestSamples, sampleLanguages, type SampleRequest } from '../../../src/openapi/samples.ts';
import type { CodeSample, SecurityModel } from '../../../src/openapi/types.ts';
import { apiConfig, entryOf, loadFixture } from './helpers.ts';

type Languages = NonNullable<NonNullable<NonNullable<NonNullable<LegacyConfigInput['api']>['request']>['example']>['languages']>;
const allLanguages: Languages = ['bash', 'python', 'javascript', 'php', 'go', 'java', 'ruby'];

let everything: LoadedSpec;
beforeAll(async () => {
	everything = await loadFixture('every-parameter-3.1.json');
});

function sampleOf(samples: readonly CodeSample[], label: string): string {
	const sample = samples.find((candidate) => candidate.label === label);
	if (!sample) throw new Error(`no ${label} sample among ${samples.map((candidate) => candidate.label).join(', ')}`);
	return sample.source;
}

describe('the samples of a small operation, in every language', () => {
	// POST /plants/{plantId}/water: path example 42, required query enum (ml | oz), bearer from the document, body {amount: 250}.
	let samples: CodeSample[];
	beforeAll(() => {
		samples = buildOperationModel(
			entryOf(everything, 'POST /plants/{plantId}/water'),
			apiConfig({ request: { example: { languages: allLanguages } } }),
		).samples;
	});

	it('lists the languages in the configured order', () => {
		expect(samples.map((sample) => `${sample.label} (${sample.lang})`)).toEqual([
			'cURL (bash)',
			'Python (python)',
			'JavaScript (javascript)',
			'PHP (php)',
			'Go (go)',
			'Java (java)',
			'Ruby (ruby)',
		]);
	});

	it('cURL', () => {
		expect(sampleOf(samples, 'cURL')).toBe(
			[
				'curl --request POST \\',
				"  --url 'https://eu.api.example.com/v2/plants/42/water?unit=ml' \\",
				"  --header 'Authorization: Bearer <token>' \\",
				"  --header 'Content-Type: application/json' \\",
				"  --data '{",
				'  "amount": 250',
				"}'",
			].join('\n'),
		);
	});

	it('Python', () => {
		expect(sampleOf(samples, 'Python')).toBe(
			[
				'import requests',
				'',
				'url = "https://eu.api.example.com/v2/plants/42/water?unit=ml"',
				'payload = {',
				'    "amount": 250',
				'}',
				'headers = {',
				'    "Authorization": "Bearer <token>",',
				'    "Content-Type": "application/json"',
				'}',
				'',
				'response = requests.request("POST", url, json=payload, headers=headers)',
				'',
				'print(response.text)',
			].join('\n'),
		);
	});

	it('JavaScript', () => {
		expect(sampleOf(samples, 'JavaScript')).toBe(
			[
				'const response = await fetch("https://eu.api.example.com/v2/plants/42/water?unit=ml", {',
				'  method: "POST",',
				'  headers: {',
				'    "Authorization": "Bearer <token>",',
				'    "Content-Type": "application/json"',
				'  },',
				'  body: JSON.stringify({',
				'    "amount": 250',
				'  })',
				'});',
				'',
				'console.log(await response.json());',
			].join('\n'),
		);
	});

	it('PHP', () => {
		expect(sampleOf(samples, 'PHP')).toBe(
			[
				'<?php',
				'',
				'$curl = curl_init("https://eu.api.example.com/v2/plants/42/water?unit=ml");',
				'curl_setopt($curl, CURLOPT_CUSTOMREQUEST, "POST");',
				'curl_setopt($curl, CURLOPT_RETURNTRANSFER, true);',
				'curl_setopt($curl, CURLOPT_HTTPHEADER, ["Authorization: Bearer <token>", "Content-Type: application/json"]);',
				`curl_setopt($curl, CURLOPT_POSTFIELDS, '{"amount":250}');`,
				'',
				'echo curl_exec($curl);',
			].join('\n'),
		);
	});

	it('Go', () => {
		expect(sampleOf(samples, 'Go')).toBe(
			[
				'package main',
				'',
				'import (',
				'\t"fmt"',
				'\t"io"',
				'\t"net/http"',
				'\t"strings"',
				')',
				'',
				'func main() {',
				'\tpayload := strings.NewReader("{\\"amount\\":250}")',
				'\treq, _ := http.NewRequest("POST", "https://eu.api.example.com/v2/plants/42/water?unit=ml", payload)',
				'\treq.Header.Add("Authorization", "Bearer <token>")',
				'\treq.Header.Add("Content-Type", "application/json")',
				'\tres, _ := http.DefaultClient.Do(req)',
				'\tdefer res.Body.Close()',
				'\tbody, _ := io.ReadAll(res.Body)',
				'\tfmt.Println(string(body))',
				'}',
			].join('\n'),
		);
	});

	it('Java', () => {
		expect(sampleOf(samples, 'Java')).toBe(
			[
				'HttpRequest request = HttpRequest.newBuilder()',
				'    .uri(URI.create("https://eu.api.example.com/v2/plants/42/water?unit=ml"))',
				'    .header("Authorization", "Bearer <token>")',
				'    .header("Content-Type", "application/json")',
				'    .method("POST", HttpRequest.BodyPublishers.ofString("{\\"amount\\":250}"))',
				'    .build();',
				'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
				'System.out.println(response.body());',
			].join('\n'),
		);
	});

	it('Ruby', () => {
		expect(sampleOf(samples, 'Ruby')).toBe(
			[
				"require 'uri'",
				"require 'net/http'",
				'',
				'url = URI("https://eu.api.example.com/v2/plants/42/water?unit=ml")',
				'http = Net::HTTP.new(url.host, url.port)',
				"http.use_ssl = url.scheme == 'https'",
				'',
				'request = Net::HTTP::Post.new(url)',
				'request["Authorization"] = "Bearer <token>"',
				'request["Content-Type"] = "application/json"',
				'request.body = "{\\"amount\\":250}"',
				'',
				'response = http.request(request)',
				'puts response.read_body',
			].join('\n'),
		);
	});
});

describe('requestSamples', () => {
	const request: SampleRequest = {
		method: 'POST',
		url: 'https://api.example.com/notes',
		headers: [['Authorization', 'Bearer <token>']],
		query: [['tag', 'a&b c']],
		body: { note: 'it\'s "quoted"', tags: ['x'], done: false, none: null },
	};

	it('skips unknown names, merges aliases and ignores case', () => {
		expect(requestSamples(request, ['BASH', 'curl', 'node', 'JavaScript', 'cobol']).map((sample) => sample.label)).toEqual([
			'cURL',
			'JavaScript',
		]);
		expect(requestSamples(request, [])).toEqual([]);
		expect(sampleLanguages).toEqual(expect.arrayContaining(allLanguages));
	});

	it("writes the current format's languages with ReadMe's snippet generator, with the URL, headers and body", () => {
		const samples = requestSamples(request, ['typescript', 'powershell', 'swift', 'csharp', 'dotnet', 'kotlin', 'c']);
		expect(samples.map((sample) => [sample.label, sample.lang])).toEqual([
			['TypeScript', 'typescript'],
			['PowerShell', 'powershell'],
			['Swift', 'swift'],
			['C#', 'csharp'],
			['Kotlin', 'kotlin'],
			['C', 'c'],
		]);
		const byLabel = Object.fromEntries(samples.map((sample) => [sample.label, sample.source]));
		expect(byLabel['PowerShell']).toContain("Invoke-RestMethod -Uri 'https://api.example.com/notes?tag=a%26b%20c' -Method POST");
		expect(byLabel['PowerShell']).toContain('$headers.Add("Authorization", "Bearer <token>")');
		expect(byLabel['C#']).toContain('RequestUri = new Uri("https://api.example.com/notes?tag=a%26b%20c")');
		expect(byLabel['C']).toContain('curl_easy_setopt(hnd, CURLOPT_CUSTOMREQUEST, "POST");');
		expect(byLabel['TypeScript']).toContain("method: 'POST'");
		for (const source of Object.values(byLabel)) expect(source).toContain('quoted');
	});

	it("writes Rust and Dart with Scalar's snippet generator, and C++ with cpr, each with the URL, headers, query and body", () => {
		const samples = requestSamples(request, ['rust', 'dart', 'cpp']);
		expect(samples.map((sample) => [sample.label, sample.lang])).toEqual([
			['Rust', 'rust'],
			['Dart', 'dart'],
			['C++', 'cpp'],
		]);
		const byLabel = Object.fromEntries(samples.map((sample) => [sample.label, sample.source]));
		expect(byLabel['Rust']).toContain('.post("https://api.example.com/notes?tag=a%26b%20c")');
		expect(byLabel['Rust']).toContain('.header("Authorization", "Bearer <token>")');
		expect(byLabel['Rust']).toContain('"note": "it\'s \\"quoted\\""');
		expect(byLabel['Dart']).toContain("http.post(Uri.parse('https://api.example.com/notes?tag=a%26b%20c'), headers: headers, body: body)");
		expect(byLabel['C++']).toBe(
			[
				'#include <cpr/cpr.h>',
				'#include <iostream>',
				'',
				'int main() {',
				'    cpr::Response response = cpr::Post(',
				'        cpr::Url{"https://api.example.com/notes"},',
				'        cpr::Header{{"Authorization", "Bearer <token>"}, {"Content-Type", "application/json"}},',
				'        cpr::Parameters{{"tag", "a&b c"}},',
				'        cpr::Body{"{\\"note\\":\\"it\'s \\\\\\"quoted\\\\\\"\\",\\"tags\\":[\\"x\\"],\\"done\\":false,\\"none\\":null}"}',
				'    );',
				'    std::cout << response.text << std::endl;',
				'}',
			].join('\n'),
		);
	});

	it('writes a C++ string that ends its hex escapes, for control characters', () => {
		const [cpp] = requestSamples({ method: 'GET', url: 'https://api.example.com/a', headers: [['X-Note', 'line\nbreak']], query: [] }, [
			'cpp',
		]);
		expect(cpp!.source).toContain('{"X-Note", "line\\x0a""break"}');
	});

	it('writes a cURL command that a shell reads back to the exact URL, headers and body', () => {
		const [curl] = requestSamples(request, ['bash']);
		// A stand-in for curl that prints each argument it receives on its own line.
		const printed = execFileSync(
			'sh',
			['-c', `curl() { for argument in "$@"; do printf '%s\\n---\\n' "$argument"; done; }\n${curl!.source}`],
			{ encoding: 'utf8' },
		);
		expect(printed.split('\n---\n').slice(0, -1)).toEqual([
			'--request',
			'POST',
			'--url',
			'https://api.example.com/notes?tag=a%26b%20c',
			'--header',
			'Authorization: Bearer <token>',
			'--header',
			'Content-Type: application/json',
			'--data',
			JSON.stringify(request.body, null, 2),
		]);
	});

	it('writes JavaScript that runs and sends what was asked', async () => {
		const [javascript] = requestSamples(request, ['javascript']);
		const calls: { url: string; init: { method: string; headers: Record<string, string>; body: string } }[] = [];
		const fakeFetch = async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
			calls.push({ url, init });
			return { json: async () => ({ ok: true }) };
		};
		const logged: unknown[] = [];
		const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
			...parameters: string[]
		) => (...values: unknown[]) => Promise<void>;
		await new AsyncFunction('fetch', 'console', javascript!.source)(fakeFetch, { log: (value: unknown) => logged.push(value) });
		expect(calls).toHaveLength(1);
		expect(calls[0]!.url).toBe('https://api.example.com/notes?tag=a%26b%20c');
		expect(calls[0]!.init.method).toBe('POST');
		expect(calls[0]!.init.headers).toEqual({ Authorization: 'Bearer <token>', 'Content-Type': 'application/json' });
		expect(JSON.parse(calls[0]!.init.body)).toEqual(request.body);
		expect(logged).toEqual([{ ok: true }]);
	});

	it('writes Python literals for true, false and null, and a request without a body', () => {
		const [python] = requestSamples(request, ['python']);
		expect(python!.source).toContain('"done": False');
		expect(python!.source).toContain('"none": None');
		const [get] = requestSamples({ method: 'GET', url: 'https://api.example.com/notes', headers: [], query: [] }, ['python']);
		expect(get!.source).toBe(
			[
				'import requests',
				'',
				'url = "https://api.example.com/notes"',
				'headers = {}',
				'',
				'response = requests.request("GET", url, headers=headers)',
				'',
				'print(response.text)',
			].join('\n'),
		);
	});

	it('uses the body media type as the Content-Type', () => {
		const [curl] = requestSamples({ ...request, body: 'a=1', mediaType: 'application/x-www-form-urlencoded' }, ['bash']);
		expect(curl!.source).toContain("--header 'Content-Type: application/x-www-form-urlencoded'");
	});

	it('escapes quotes for PHP single-quoted strings', () => {
		const [php] = requestSamples(request, ['php']);
		expect(php!.source).toContain(
			`curl_setopt($curl, CURLOPT_POSTFIELDS, '{"note":"it\\'s \\\\"quoted\\\\"","tags":["x"],"done":false,"none":null}');`,
		);
	});
});

describe('authHeaders', () => {
	const scheme = (model: Omit<SecurityModel, 'name'>): SecurityModel[] => [{ name: 'scheme', ...model }];

	it('puts a bearer token or basic credentials in Authorization', () => {
		expect(authHeaders(scheme({ kind: 'bearer', header: 'Authorization: Bearer <token>' }))).toEqual({
			headers: [['Authorization', 'Bearer <token>']],
			query: [],
		});
		expect(authHeaders(scheme({ kind: 'basic', header: 'Authorization: Basic <base64(username:password)>' }))).toEqual({
			headers: [['Authorization', 'Basic <base64(username:password)>']],
			query: [],
		});
	});

	it('puts a query API key in the query', () => {
		expect(authHeaders(scheme({ kind: 'apiKey', query: 'api_key' }))).toEqual({ headers: [], query: [['api_key', '<api-key>']] });
	});

	it('puts a header API key under its header name', () => {
		expect(authHeaders(scheme({ kind: 'apiKey', header: 'X-API-Key: <api-key>' }))).toEqual({
			headers: [['X-API-Key', '<api-key>']],
			query: [],
		});
	});

	it('sends an OAuth2 token as a bearer token', () => {
		expect(authHeaders(scheme({ kind: 'oauth2', header: 'Authorization: Bearer <token>', inputPrefix: 'Bearer' }))).toEqual({
			headers: [['Authorization', 'Bearer <token>']],
			query: [],
		});
	});

	it('sends a cookie API key as a Cookie header', () => {
		expect(authHeaders(scheme({ kind: 'apiKey', cookie: 'session' }))).toEqual({
			headers: [['Cookie', 'session=<api-key>']],
			query: [],
		});
	});

	it('uses every scheme of the way of authorising it is given (they go together), and nothing without one', () => {
		expect(authHeaders([])).toEqual({ headers: [], query: [] });
		expect(
			authHeaders([
				{ name: 'first', kind: 'apiKey', query: 'key' },
				{ name: 'second', kind: 'bearer', header: 'Authorization: Bearer <token>' },
			]),
		).toEqual({ headers: [['Authorization', 'Bearer <token>']], query: [['key', '<api-key>']] });
	});
});
