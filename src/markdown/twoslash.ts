import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ShikiTransformer } from 'shiki';
import { createTransformerFactory, rendererRich } from '@shikijs/twoslash/core';
import type { TwoslashExecuteOptions, TwoslashInstance } from 'twoslash';
import { twoslashLanguages } from './twoslash-blocks.ts';

/**
 * Twoslash: the types of a JavaScript or TypeScript block's names, shown on hover, as Mintlify
 * shows them for a block marked `twoslash`. TypeScript checks the code at build time, from the
 * type libraries of the TypeScript package (offline: a package the code imports is not found,
 * and says so).
 */

/** The file extension TypeScript reads a language as. */
const extensions: Record<string, string> = { typescript: 'ts', javascript: 'js' };

let twoslasher: TwoslashInstance | undefined;

/**
 * One TypeScript for every block: starting it takes seconds, each block then a fraction of one.
 * Its files are in memory, TypeScript's own libraries alone: a block's imports and references
 * (`/// <reference path>`, a JSON file) never read the disk of the machine that builds the site.
 */
function sharedTwoslasher(): TwoslashInstance {
	if (!twoslasher) {
		// Loaded on the first block: TypeScript takes a second to load, which builds without Twoslash never pay.
		const { createTwoslasher } = createRequire(import.meta.url)('twoslash') as typeof import('twoslash');
		twoslasher = createTwoslasher({ fsMap: typeScriptLibraries(), vfsRoot: '/' });
	}
	return twoslasher;
}

/** TypeScript's library files (`lib.es2022.d.ts`...), by the paths of the in-memory file system. */
function typeScriptLibraries(): Map<string, string> {
	const folder = dirname(createRequire(import.meta.url).resolve('typescript'));
	const files = readdirSync(folder).filter((name) => /^lib\..*\.d\.ts$/.test(name));
	return new Map(files.map((name) => [`/${name}`, readFileSync(join(folder, name), 'utf8')]));
}

/**
 * The Shiki transformer: on a block marked `twoslash` (in its meta), each name TypeScript knows
 * gets its type in a popup (the rich renderer's markup, drawn by src/styles/twoslash.css), shown
 * on hover and on keyboard focus: the name is focusable. A block that does not type-check is
 * highlighted without them (the check before the build says why: `twoslashProblems`).
 */
export function twoslashTransformer(): ShikiTransformer {
	const twoslash = createTransformerFactory(
		(code: string, lang?: string, options?: TwoslashExecuteOptions) =>
			sharedTwoslasher()(code, lang ? (extensions[lang] ?? lang) : lang, options),
		rendererRich({
			hast: {
				hoverToken: { properties: { tabindex: 0 } },
				// The search index reads the page's code, not the types.
				hoverPopup: { properties: { role: 'tooltip', dataPagefindIgnore: '' } },
			},
		}),
	);
	return twoslash({ explicitTrigger: true, langs: twoslashLanguages, onTwoslashError: () => undefined });
}

/** A TypeScript error of a block: its line in the block (from 1), its code and TypeScript's message. */
export interface TwoslashError {
	line: number;
	code: string;
	message: string;
}

/**
 * The errors TypeScript finds in a block marked `twoslash`, but those the block says it expects
 * (`// @errors: 2322`, `// @noErrors`), as Twoslash reads them; what keeps Twoslash itself from
 * reading the block (an unknown `// @flag`) is one error at line 1.
 */
export function twoslashErrors(code: string, lang: string): TwoslashError[] {
	const extension = extensions[lang.toLowerCase()] ?? lang.toLowerCase();
	try {
		const result = sharedTwoslasher()(code, extension, { handbookOptions: { noErrorValidation: true, keepNotations: true } });
		const expected = new Set(result.meta.handbookOptions.errors.map(String));
		return result.errors
			.filter((error) => error.level === undefined || error.level === 'error')
			.filter((error) => !expected.has(String(error.code)))
			.map((error) => ({ line: (error.line ?? 0) + 1, code: `TS${String(error.code ?? '')}`, message: flatten(error.text) }));
	} catch (error) {
		return [{ line: 1, code: 'twoslash', message: flatten(error instanceof Error ? error.message : String(error)) }];
	}
}

/** A message on one line, as a problem prints it. */
function flatten(text: string): string {
	return text.replace(/\s*\n\s*/g, ' ').trim();
}
