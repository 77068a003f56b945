import { readFileSync } from 'node:fs';
import type { Problem } from '../problems/problem.ts';
import { causeMessage, ComponentRenderError, ContentRenderError } from './render-failure.ts';
import { componentRenderFailed, pageRenderFailed, problemAt, renderFailed } from '../problems/catalogue.ts';

/**
 * What an exception thrown while a page rendered means for its author: the component and the
 * props involved when a component threw, where in the file that component is used, and what to
 * do; never a stack trace.
 */
export function renderProblem(file: string, thrown: unknown): Problem {
	const error = thrown instanceof ContentRenderError ? thrown.cause : thrown;
	if (error instanceof ComponentRenderError) {
		const given = error.props.map((prop) => `${prop.name} (${prop.kind})`).join(', ');
		const line = lineOfUse(
			file,
			error.component,
			error.props.map((prop) => prop.name),
		);
		return problemAt(
			componentRenderFailed,
			{ file, ...(line ? { line } : {}) },
			{ component: error.component, given, error: error.message },
		);
	}
	for (const { pattern, message, hint } of astroFailures) {
		const name = pattern.exec(causeMessage(error))?.[1];
		if (!name) continue;
		const line = lineOfUse(file, name, []);
		return problemAt(renderFailed, { file, ...(line ? { line } : {}) }, { message: message(name), hint: hint(name) });
	}
	return problemAt(pageRenderFailed, { file }, { cause: causeMessage(error) });
}

/** Astro's own words for what failed, by the component they name. */
const astroFailures: { pattern: RegExp; message: (name: string) => string; hint: (name: string) => string }[] = [
	{
		// A function component that threw: Astro does not pass the error itself on.
		pattern: /^Unable to render `([^`]+)`/,
		message: (name) => `<${name}> could not be rendered: it threw an error, or returned something that is not an element`,
		hint: (name) => `check the code of ${name} in the snippet that defines it, and the props this page gives it`,
	},
	{
		pattern: /^Expected component `([^`]+)` to be defined/,
		message: (name) => `<${name}> is not defined where this page uses it`,
		hint: (name) => `import it (import ${name.split('.')[0]} from "/snippets/...") or use a built-in component`,
	},
];

/**
 * The line of the first `<Name` tag in the file whose attributes include the props given (the
 * closest such use when none has them all), when the file can be read.
 */
function lineOfUse(file: string, component: string, props: readonly string[]): number | undefined {
	let source: string;
	try {
		source = readFileSync(file, 'utf8');
	} catch {
		return undefined;
	}
	const escaped = component.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	let best: { line: number; score: number } | undefined;
	for (const match of source.matchAll(new RegExp(`<${escaped}(?=[\\s/>])`, 'g'))) {
		const window = startTag(source, match.index);
		const score = props.filter((prop) => new RegExp(`\\b${prop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=`).test(window)).length;
		if (!best || score > best.score) best = { line: source.slice(0, match.index).split('\n').length, score };
		if (score === props.length) break;
	}
	return best?.line;
}

/** The start tag that begins at `start`: up to its `>`, skipping those inside quotes and `{...}`. */
function startTag(source: string, start: number): string {
	let depth = 0;
	let quote: string | undefined;
	for (let index = start + 1; index < source.length; index++) {
		const char = source[index]!;
		if (quote) {
			if (char === quote) quote = undefined;
		} else if (char === '"' || char === "'" || char === '`') quote = char;
		else if (char === '{') depth++;
		else if (char === '}') depth = Math.max(0, depth - 1);
		else if (char === '>' && depth === 0) return source.slice(start, index + 1);
	}
	return source.slice(start);
}
