import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { folderFiles } from '../files/folder-files.ts';
import { outputFolderIgnore } from '../files/output-folder.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import { specSources, type SpecNamingConfig } from './api-pages.ts';
import { specKey } from './spec-identity.ts';
import { mintignoreFilter } from '../page-files/mintignore.ts';

/**
 * How much of a file is read first to tell whether it is an OpenAPI document: specs say so in
 * their first key almost always, so most files are told apart from this much alone.
 */
const prefixBytes = 64 * 1024;

/**
 * Files larger than this are not looked into: data dumps, not specs, and reading them would slow
 * every build down. The largest public specs are a few tens of megabytes.
 */
const maxDiscoveredSpecBytes = 64 * 1024 * 1024;

/**
 * The OpenAPI files a site reads. When the config names none, the hosted platform uses the
 * OpenAPI files it finds in the docs folder, so pages' `openapi: "GET /x"` work without it:
 * so does Trellis. `wanted` says whether anything needs them (a page with `openapi:`), so that
 * folders without API pages are not searched.
 */
export function siteSpecSources(config: SpecNamingConfig, paths: Pick<DocsPaths, 'configRoot' | 'pagesRoot'>, wanted = true): string[] {
	const named = specSources(config);
	// The current format reads every OpenAPI file of the folder, besides those it names.
	if (!config.legacy && wanted) {
		const all = [...named, ...discoverSpecFiles(paths)];
		return all.filter((source, index) => all.findIndex((other) => specKey(other) === specKey(source)) === index);
	}
	return named.length > 0 || !wanted ? named : discoverSpecFiles(paths);
}

/**
 * The OpenAPI files of a docs folder, as paths from the folder of the config (`openapi.json`,
 * `api/v2.yaml`), shallowest first, then by name. Looked for as the hosted platform does: every
 * `.json`, `.yaml` and `.yml` file under the pages folder whose top level has `openapi` or
 * `swagger` with a version; plus those beside the config when the pages are in a folder of their
 * own (the showcase's `content/`). `node_modules`, dot-folders and dot-files are left out, and
 * files larger than {@link maxDiscoveredSpecBytes}. Only the first bytes of most files are read.
 */
export function discoverSpecFiles(paths: Pick<DocsPaths, 'configRoot' | 'pagesRoot'>): string[] {
	const pattern = '*.{json,yaml,yml}';
	const options = {
		ignore: ['**/node_modules/**', ...outputFolderIgnore],
		dot: false,
		onlyFiles: true,
	} as const;
	const found = new Set(folderFiles(paths.pagesRoot, `**/${pattern}`, { ...options, absolute: true }));
	if (paths.pagesRoot !== paths.configRoot)
		for (const file of folderFiles(paths.configRoot, pattern, { ...options, absolute: true })) found.add(file);
	const ignored = mintignoreFilter(paths.pagesRoot);
	const sources = [...found]
		.filter((file) => !ignored(relative(paths.pagesRoot, file)) && isOpenApiFile(file))
		.map((file) => relative(paths.configRoot, file).split('\\').join('/'));
	const depth = (source: string) => source.split('/').length;
	return sources.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Whether a file's top level says it is an OpenAPI (or Swagger) document; never throws. */
export function isOpenApiFile(file: string): boolean {
	let descriptor: number | undefined;
	try {
		const size = statSync(file).size;
		if (size === 0 || size > maxDiscoveredSpecBytes) return false;
		descriptor = openSync(file, 'r');
		const read = (length: number) => {
			const buffer = Buffer.alloc(length);
			const count = readSync(descriptor!, buffer, 0, length, 0);
			return buffer.subarray(0, count).toString('utf8');
		};
		const verdict = topLevelSaysOpenApi(read(Math.min(size, prefixBytes)));
		if (verdict !== 'unsure' || size <= prefixBytes) return verdict === 'yes';
		// A key order that puts `openapi` late (sorted keys: `components` first): the whole file.
		return topLevelSaysOpenApi(read(size)) === 'yes';
	} catch {
		// Unreadable (permissions, removed meanwhile): not a spec Trellis can use.
		return false;
	} finally {
		if (descriptor !== undefined) closeSync(descriptor);
	}
}

/**
 * Whether the beginning of a JSON or YAML text has a top-level `openapi` or `swagger` key whose
 * value starts with a digit (`3.1.0`, `"2.0"`): a config's `"openapi": "spec.json"` is not a spec.
 * `unsure` when the text ends before that can be told.
 */
export function topLevelSaysOpenApi(text: string): 'yes' | 'no' | 'unsure' {
	const body = text.replace(/^\uFEFF/, '');
	if (/^\s*\{/.test(body)) return jsonTopLevel(body);
	if (/^\s*\[/.test(body)) return 'no';
	// Block YAML: a top-level key starts a line, at column 0; nested keys are indented.
	return /^(?:openapi|swagger|"(?:openapi|swagger)"|'(?:openapi|swagger)')[ \t]*:[ \t]*["']?\d/m.test(body) ? 'yes' : 'unsure';
}

/**
 * Reads a JSON object's top-level keys, skipping over nested values and strings without parsing
 * them: `yes` at the first `openapi`/`swagger` key with a version, `no` once the object closes.
 */
function jsonTopLevel(text: string): 'yes' | 'no' | 'unsure' {
	let depth = 0;
	let expectKey = false;
	for (let index = 0; index < text.length; index++) {
		const char = text[index];
		if (char === '"') {
			const end = stringEnd(text, index);
			if (end < 0) return 'unsure';
			if (depth === 1 && expectKey) {
				const key = text.slice(index + 1, end);
				if (key === 'openapi' || key === 'swagger') {
					// The first character of the value, past the colon and an opening quote.
					const first = /^\s*:\s*"?(\S?)/.exec(text.slice(end + 1, end + 64))?.[1];
					if (first === '') return 'unsure';
					if (first && /\d/.test(first)) return 'yes';
				}
				expectKey = false;
			}
			index = end;
		} else if (char === '{' || char === '[') {
			depth++;
			if (depth === 1) expectKey = char === '{';
		} else if (char === '}' || char === ']') {
			depth--;
			if (depth === 0) return 'no';
		} else if (char === ',' && depth === 1) {
			expectKey = true;
		}
	}
	return 'unsure';
}

/** Index of the quote that closes the string opening at `start`; -1 when the text ends first. */
function stringEnd(text: string, start: number): number {
	let index = start;
	for (;;) {
		index = text.indexOf('"', index + 1);
		if (index < 0) return -1;
		let backslashes = 0;
		while (text[index - 1 - backslashes] === '\\') backslashes++;
		if (backslashes % 2 === 0) return index;
	}
}
