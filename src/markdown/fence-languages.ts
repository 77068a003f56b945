import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledLanguages, type BundledLanguage, type LanguageRegistration } from 'shiki';
import { folderFiles } from '../files/folder-files.ts';
import { unhighlightedLanguages } from './features.ts';

/** The language of a fenced block: the first word after three or more backticks or tildes. */
const fenceLine = /^[ \t]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/** What the fenced blocks of a docs folder's pages and snippets are written in. */
export interface FenceLanguages {
	/**
	 * The code languages, as Shiki names them (`js` too), and `tsx` where there are `mdx` blocks
	 * (their JSX). Loaded before the build, so that every block is highlighted with the same
	 * languages at hand: a block of Markdown or MDX highlights the code inside it only in languages
	 * already loaded, so loading them as pages come would make the output depend on the order pages
	 * are compiled in.
	 */
	highlighted: string[];
	/** Whether a block is a Mermaid diagram: only then does the build copy Mermaid's files. */
	diagrams: boolean;
	/**
	 * The code of the blocks written more than once (in `blockIdentity`'s form): only these are
	 * worth keeping once highlighted. Docs repeat blocks (an install command, a page in each
	 * language or version): a third of the blocks in some folders.
	 */
	repeated: ReadonlySet<string>;
}

/** A fenced block's code as the scan and the highlighter both see it: its lines without their indentation. */
export function blockIdentity(code: string): string {
	return code
		.split('\n')
		.map((line) => line.trim())
		.join('\n')
		.trim();
}

/** The code of each fenced block of a page (between its fences; the fence lines themselves are left out). */
function* fencedBlocks(text: string): Generator<string> {
	const lines = text.split('\n');
	for (let index = 0; index < lines.length; index += 1) {
		const opening = /^[ \t]*(`{3,}|~{3,})/.exec(lines[index]!);
		if (!opening) continue;
		const fence = opening[1]!;
		const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
		const start = index + 1;
		for (index = start; index < lines.length && !closing.test(lines[index]!); index += 1);
		yield lines.slice(start, index).join('\n');
	}
}

export function fenceLanguagesOf(pagesRoot: string): FenceLanguages {
	const found = new Set<string>();
	const seen = new Set<string>();
	const repeated = new Set<string>();
	const files = folderFiles(pagesRoot, '**/*.{md,mdx}', { ignore: ['**/node_modules/**', '**/.*/**'] });
	for (const file of files) {
		let text: string;
		try {
			text = readFileSync(join(pagesRoot, file), 'utf8');
		} catch {
			// An unreadable file is reported by the page check.
			continue;
		}
		for (const match of text.matchAll(fenceLine)) found.add(match[1]!.toLowerCase());
		for (const code of fencedBlocks(text)) {
			const identity = blockIdentity(code);
			if (seen.has(identity)) repeated.add(identity);
			else seen.add(identity);
		}
	}
	if (found.has('mdx')) found.add('tsx');
	return {
		highlighted: [...found].filter((language) => language in bundledLanguages && !unhighlightedLanguages.includes(language)).sort(),
		diagrams: found.has('mermaid'),
		repeated,
	};
}

/** Shiki's grammars of those languages (with the ones they embed), as Astro's `shikiConfig.langs` takes them. */
export async function languageRegistrations(names: readonly string[]): Promise<LanguageRegistration[]> {
	const loaded = await Promise.all(names.map(async (name) => (await bundledLanguages[name as BundledLanguage]()).default));
	return loaded.flat();
}
