import { fileURLToPath } from 'node:url';

/** The languages Twoslash reads, by the names fences give them. */
export const twoslashLanguages = ['ts', 'tsx', 'typescript', 'mts', 'cts', 'js', 'jsx', 'javascript', 'mjs', 'cjs'];

/** Whether a block asks for Twoslash (`twoslash` in its meta) in a language it reads: JavaScript or TypeScript. */
export function usesTwoslash(lang: string, twoslash: boolean): boolean {
	return twoslash && twoslashLanguages.includes(lang.toLowerCase());
}

/** The styles of Twoslash's type popups: imported by the pages that have a Twoslash block, and by no other. */
export const twoslashStylesheet = fileURLToPath(new URL('../styles/twoslash.css', import.meta.url));
