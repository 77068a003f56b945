import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledLanguages, type BundledLanguage, type LanguageRegistration } from 'shiki';
import { globSync } from 'tinyglobby';
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
}

export function fenceLanguagesOf(pagesRoot: string): FenceLanguages {
	const found = new Set<string>();
	const files = globSync('**/*.{md,mdx}', { cwd: pagesRoot, ignore: ['**/node_modules/**', '**/.*/**'] });
	for (const file of files) {
		let text: string;
		try {
			text = readFileSync(join(pagesRoot, file), 'utf8');
		} catch {
			// An unreadable file is reported by the page check.
			continue;
		}
		for (const match of text.matchAll(fenceLine)) found.add(match[1]!.toLowerCase());
	}
	if (found.has('mdx')) found.add('tsx');
	return {
		highlighted: [...found].filter((language) => language in bundledLanguages && !unhighlightedLanguages.includes(language)).sort(),
		diagrams: found.has('mermaid'),
	};
}

/** Shiki's grammars of those languages (with the ones they embed), as Astro's `shikiConfig.langs` takes them. */
export async function languageRegistrations(names: readonly string[]): Promise<LanguageRegistration[]> {
	const loaded = await Promise.all(names.map(async (name) => (await bundledLanguages[name as BundledLanguage]()).default));
	return loaded.flat();
}
