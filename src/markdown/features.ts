import type { Features } from 'satteri';

/**
 * Markdown features the pages are parsed with, beyond Sätteri's defaults: `$...$` and `$$...$$`
 * math (rendered by ./math.ts). The build (src/integration/engine-config.ts) and the MDX check that runs before
 * it (src/page-files/check-mdx.ts) must parse alike: `$\alpha{x}$` is math, not an expression.
 */
export const markdownFeatures = { math: true } satisfies Features;

/** Fenced languages left out of syntax highlighting: rendered by ./math.ts and ./mermaid.ts. */
export const unhighlightedLanguages = ['math', 'mermaid'];
