import { existsSync } from 'node:fs';
import type { Diagnostic, Parser } from '@asyncapi/parser';
import { formatJsonPath } from '../files/json-source.ts';
import { readTextFileAsync } from '../files/read-text-file.ts';
import { specKey, specLocation } from '../openapi/spec-identity.ts';
import type { Problem } from '../problems/problem.ts';
import { isHttpUrl } from '../urls/urls.ts';
import { channelModels } from './channel-model.ts';
import { refProblems } from './ref-problems.ts';
import { confinedResolvers } from './confined-resolvers.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import type { ChannelPageModel } from './types.ts';
import { asyncapiMissing, asyncapiRefused, asyncapiRemote, asyncapiUnreadable, problemAt } from '../problems/catalogue.ts';

/** An AsyncAPI document as the pages use it: read, validated, and its channels as page models. */
export interface LoadedAsyncApi {
	/** As written in the config or the page: `asyncapi.yaml`, `/specs/events.json`. */
	source: string;
	/** Absolute path of the file. */
	location: string;
	title: string;
	/** In the document's order. */
	channels: ChannelPageModel[];
}

/** Spectral's severities: 0 error, 1 warning; hints and information (2, 3) are not problems. */
const severities: Record<number, Problem['severity'] | undefined> = { 0: 'error', 1: 'warning' };

/**
 * Reads every AsyncAPI file once, however many ways it is named (as OpenAPI files are): problems
 * (missing, remote, invalid) are returned, never thrown.
 */
export async function loadAsyncApis(
	sources: readonly string[],
	configRoot: string,
): Promise<{ specs: LoadedAsyncApi[]; problems: Problem[] }> {
	const byKey = new Map<string, string>();
	for (const source of sources) if (!byKey.has(specKey(source))) byKey.set(specKey(source), source);
	if (byKey.size === 0) return { specs: [], problems: [] };
	// Loaded only when a site has AsyncAPI files: the parser and its validator take half a second
	// to load. One parser for all files: it holds the validation rules, which take a while to set
	// up. Its "recommended" rules are advice on style (a contact, a licence, tags), not mistakes.
	const { Parser: AsyncApiParser } = await import('@asyncapi/parser');
	// The parser follows `$ref`s itself, into the files they name: only files of the docs folder.
	const resolvers = confinedResolvers(configRoot);
	const parser = new AsyncApiParser({ ruleset: { recommended: false }, __unstable: { resolver: { resolvers: resolvers.resolvers } } });
	const results = await Promise.all([...byKey.values()].map((source) => loadAsyncApi(parser, source, configRoot)));
	results.push({ problems: resolvers.refused() });
	return {
		specs: results.flatMap((result) => (result.spec ? [result.spec] : [])),
		problems: results.flatMap((result) => result.problems),
	};
}

async function loadAsyncApi(parser: Parser, source: string, configRoot: string): Promise<{ spec?: LoadedAsyncApi; problems: Problem[] }> {
	const location = specLocation(source, configRoot);
	if (isHttpUrl(source)) {
		return { problems: [problemAt(asyncapiRemote, { file: location }, undefined)] };
	}
	const inside = resolveInFolder(source, configRoot);
	if ('refused' in inside) {
		return { problems: [problemAt(asyncapiRefused, { file: location }, inside.refused)] };
	}
	if (!existsSync(location)) {
		return { problems: [problemAt(asyncapiMissing, { file: location }, undefined)] };
	}
	const read = await readTextFileAsync(location);
	if ('problem' in read) return { problems: [read.problem] };
	// The parser would fetch a remote `$ref`, or read a file outside the folder: refused before it starts.
	const refused = refProblems(location, read.text, configRoot);
	if (refused.length > 0) return { problems: refused };
	let parsed: Awaited<ReturnType<Parser['parse']>>;
	try {
		parsed = await parser.parse(read.text, { source: location });
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		return { problems: [problemAt(asyncapiUnreadable, { file: location }, { error: reason })] };
	}
	const problems = diagnosticProblems(location, parsed.diagnostics, /^\s*[{[]/.test(read.text) ? 'JSON' : 'YAML');
	const { document } = parsed;
	if (!document) {
		// Without a document there is always an error to say why; in case the parser gave none:
		if (!problems.some((problem) => problem.severity === 'error')) {
			problems.push(problemAt(asyncapiUnreadable, { file: location }, { error: undefined }));
		}
		return { problems };
	}
	return {
		spec: { source, location, title: document.info().title() || source, channels: channelModels(document, source) },
		problems,
	};
}

/**
 * The parser's errors and warnings, at their line and column in the file (or the file a `$ref`
 * led to). A syntax error comes with the validator's reading of the broken text: only the syntax
 * errors are reported then, as what follows from them goes once they are fixed.
 */
function diagnosticProblems(location: string, all: readonly Diagnostic[], syntax: 'JSON' | 'YAML'): Problem[] {
	const seen = new Set<string>();
	const syntaxErrors = all.filter((diagnostic) => diagnostic.code === 'parser' && diagnostic.severity === 0);
	const diagnostics = syntaxErrors.length > 0 ? syntaxErrors : all;
	const paths = diagnostics.map((diagnostic) => diagnostic.path.join('/'));
	return diagnostics.flatMap((diagnostic, index): Problem[] => {
		const severity = severities[diagnostic.severity];
		if (!severity || echoesAnother(diagnostic, paths[index]!, paths)) return [];
		const file = diagnostic.source && !isHttpUrl(diagnostic.source) ? diagnostic.source : location;
		const line = diagnostic.range.start.line + 1;
		const column = diagnostic.range.start.character + 1;
		const message = `invalid ${diagnostic.code === 'parser' ? syntax : 'AsyncAPI'}: ${diagnostic.message.replace(/\s+/g, ' ').trim()}`;
		const key = `${file}:${line}:${column}:${message}`;
		if (seen.has(key)) return [];
		seen.add(key);
		const path = diagnostic.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
		return [
			{
				severity,
				file,
				line,
				column,
				...(path.length > 0 ? { jsonPath: formatJsonPath(path) } : {}),
				message,
				...hintFor(diagnostic),
			},
		];
	});
}

/**
 * JSON Schema's `if`/`then`/`else` failures ("must match "else" schema") come with the error inside
 * the value that caused them: the one inside says what is wrong, this one only repeats it.
 */
function echoesAnother(diagnostic: Diagnostic, path: string, paths: readonly string[]): boolean {
	return (
		/must match "(?:then|else)" schema/.test(diagnostic.message) && paths.some((other) => other !== path && other.startsWith(`${path}/`))
	);
}

/** A fix for the mistakes whose message alone does not say what to do. */
function hintFor(diagnostic: Diagnostic): { hint?: string } {
	const code = String(diagnostic.code);
	if (code === 'parser') return { hint: 'correct the syntax at this place, or just before it' };
	if (code === 'asyncapi-is-asyncapi' || code === 'unsupported-version') {
		return { hint: 'start the file with asyncapi: 3.0.0 (or a 2.x version such as 2.6.0)' };
	}
	if (code === 'invalid-ref') return { hint: 'point $ref at an existing part of this file, e.g. "#/components/messages/Name"' };
	// The validator's messages for the commonest schema mistakes, which name what is expected.
	const { message } = diagnostic;
	const required = /must have required property "([^"]+)"/.exec(message);
	if (required) return { hint: `add "${required[1]!}" here` };
	if (/is not expected to be here/.test(message)) return { hint: 'remove this key, or check its spelling and its indentation' };
	if (/must be equal to one of the allowed values/.test(message)) return { hint: 'use one of the values listed' };
	return {};
}
