import { markdownToHtml } from 'satteri';
import type { IconLibrary } from '../icons/render-icon.ts';
import { unknownIcon } from '../icons/unknown-icon.ts';
import { parseCodeMeta } from '../markdown/code-meta.ts';
import { markdownFeatures } from '../markdown/features.ts';
import { codeOptionNotHonoured, problemAt, twoslashTypeError } from '../problems/catalogue.ts';
import { usesTwoslash } from '../markdown/twoslash-blocks.ts';
import { twoslashErrors } from '../markdown/twoslash.ts';
import type { Problem } from '../problems/problem.ts';

/** A fenced code block as the parser gives it. */
export interface CodeFence {
	lang?: string | null | undefined;
	meta?: string | null | undefined;
	value?: string | undefined;
	position?: { start: { line: number; column: number } } | undefined;
}

/** Mermaid's init directive asking for the ELK layout, which Mermaid 11 no longer bundles. */
const elkLayout = /%%\{[^]*?(?:defaultRenderer|layout)["']?\s*:\s*["']elk/;

/**
 * What a fenced block asks for that the reader will not get (src/markdown/code-meta.ts reads its
 * meta): the types of a `twoslash` block whose code TypeScript does not accept (each error, at its
 * line), an `icon` no icon set has, and a Mermaid diagram's ELK layout. Warnings: the block is
 * shown, highlighted or drawn, without them.
 */
export function codeFenceProblems(file: string, fence: CodeFence, iconLibrary: IconLibrary | undefined): Problem[] {
	const at = { file, line: fence.position?.start.line ?? 1, column: fence.position?.start.column ?? 1 };
	const problems: Problem[] = [];
	if (fence.lang === 'mermaid' && elkLayout.test(fence.value ?? '')) {
		problems.push(
			problemAt(codeOptionNotHonoured, at, {
				option: 'elk',
				missing: "the diagram is laid out by Mermaid's own layout (dagre) instead of ELK",
				fix: 'remove the ELK directive to say so, or keep it: the diagram is still drawn',
			}),
		);
	}
	if (!fence.meta) return problems;
	const meta = parseCodeMeta(fence.meta);
	if (usesTwoslash(fence.lang ?? '', meta.twoslash)) {
		// The block's code starts on the line after its fence.
		for (const error of twoslashErrors(fence.value ?? '', fence.lang ?? ''))
			problems.push(problemAt(twoslashTypeError, { ...at, line: at.line + error.line, column: 1 }, error));
	}
	const unknown = meta.icon && meta.title ? unknownIcon({ name: meta.icon, library: iconLibrary }) : undefined;
	if (unknown) problems.push(problemAt(unknown.kind, at, { message: `code block ${unknown.message}`, hint: unknown.hint }));
	return problems;
}

/** The same, for the fenced blocks of a Markdown (`.md`) page, which the MDX check does not read. */
export function markdownCodeProblems(file: string, source: string, iconLibrary: IconLibrary | undefined): Problem[] {
	// Only pages with a fence that has options are parsed.
	if (!/^[ \t]*(?:`{3,}|~{3,})[ \t]*\S+[ \t]+\S/m.test(source) && !elkLayout.test(source)) return [];
	const problems: Problem[] = [];
	markdownToHtml(source, {
		mdastPlugins: [
			{
				name: 'trellis-check-code',
				options: { position: true },
				code: (node) => void problems.push(...codeFenceProblems(file, node, iconLibrary)),
			},
		],
		features: markdownFeatures,
	});
	return problems;
}
