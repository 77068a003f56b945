import { parseSync } from 'oxc-parser';
import { mdxToMdast } from 'satteri';
import { markdownFeatures } from './features.ts';

/**
 * A snippet's props inside its fenced code blocks, as Mintlify interpolates them: a snippet with
 * ```` ```bash ```` `npm install {packageName}` given `packageName="@acme/sdk"` shows
 * `npm install @acme/sdk`. A name the page does not pass shows as written (`{packageName}`).
 *
 * The code is highlighted at build time, before any page passes a value: `{name}` becomes a marker
 * made of letters (one word for every grammar, so it stays whole in one token) in the snippet's
 * text (`markFenceProps`); in the compiled module, each string that holds a marker is made an
 * expression that puts the prop's value there, escaped as HTML (`fencePropsInModule`).
 */

const markerStart = 'TRELLISFENCEPROPx';
const markerEnd = 'xTRELLISFENCEPROPEND';
const marker = new RegExp(`${markerStart}([A-Za-z_][A-Za-z0-9_]*?)${markerEnd}`, 'g');

/** `{name}` in a fence's code: a name as props are named (letters, digits and `_`). */
const propReference = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

interface CodeNode {
	type: string;
	children?: CodeNode[];
	position?: { start: { offset?: number }; end: { offset?: number } };
}

/** A fence's code with the props a snippet was given in place of their references, as text (the Markdown copies). */
export function withFenceProps(code: string, props: Readonly<Record<string, unknown>>): string {
	return code.replace(propReference, (reference, name: string) => {
		const value = Object.hasOwn(props, name) ? props[name] : undefined;
		return value === undefined || value === null || typeof value === 'object' ? reference : String(value);
	});
}

/** The snippet's MDX with each `{name}` of its fenced code blocks' code as a marker. */
export function markFenceProps(source: string): string {
	if (!/^[ \t]*(?:`{3,}|~{3,})/m.test(source) || !/\{[A-Za-z_]/.test(source)) return source;
	let tree: CodeNode;
	try {
		tree = mdxToMdast(source, { features: markdownFeatures, position: true }) as CodeNode;
	} catch {
		// The compiler reports what does not parse.
		return source;
	}
	const spans: { start: number; end: number }[] = [];
	const visit = (node: CodeNode) => {
		const start = node.position?.start.offset;
		const end = node.position?.end.offset;
		if (node.type === 'code' && start !== undefined && end !== undefined) {
			// The code only: not the fence's own lines, whose meta may hold braces of its own (`{1,3}`).
			const codeStart = source.indexOf('\n', start) + 1;
			const codeEnd = source.lastIndexOf('\n', end - 1);
			if (codeStart > 0 && codeEnd > codeStart) spans.push({ start: codeStart, end: codeEnd });
		}
		for (const child of node.children ?? []) visit(child);
	};
	visit(tree);
	let result = source;
	for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
		const code = result.slice(start, end).replace(propReference, (_, name: string) => `${markerStart}${name}${markerEnd}`);
		result = `${result.slice(0, start)}${code}${result.slice(end)}`;
	}
	return result;
}

/** The function the module's strings call: a prop's value as HTML text, or the reference as written. */
const valueFunction = '__trellisFenceProp';

/**
 * The compiled module of a snippet with each string that holds markers made an expression of
 * `props`, which the MDX content function receives; unchanged when it holds none.
 */
export function fencePropsInModule(code: string, file: string): string {
	if (!code.includes(markerStart)) return code;
	const parsed = parseSync(file, code, { lang: 'js', sourceType: 'module', range: true });
	const literals: { start: number; end: number; value: string }[] = [];
	const walk = (node: unknown) => {
		if (!node || typeof node !== 'object') return;
		if (Array.isArray(node)) {
			for (const child of node) walk(child);
			return;
		}
		const value = node as { type?: string; value?: unknown; start?: number; end?: number };
		if (value.type === 'Literal' && typeof value.value === 'string' && value.value.includes(markerStart))
			literals.push({ start: value.start!, end: value.end!, value: value.value });
		for (const key of Object.keys(value)) if (key !== 'type') walk((value as Record<string, unknown>)[key]);
	};
	walk(parsed.program);
	if (literals.length === 0) return code;
	let result = code;
	for (const literal of literals.sort((a, b) => b.start - a.start)) {
		const parts: string[] = [];
		let last = 0;
		for (const match of literal.value.matchAll(marker)) {
			parts.push(JSON.stringify(literal.value.slice(last, match.index)), `${valueFunction}(props, ${JSON.stringify(match[1])})`);
			last = match.index + match[0].length;
		}
		parts.push(JSON.stringify(literal.value.slice(last)));
		result = `${result.slice(0, literal.start)}(${parts.join(' + ')})${result.slice(literal.end)}`;
	}
	return `${result}\nfunction ${valueFunction}(props, name) { const value = props?.[name]; return value === undefined || value === null ? "{" + name + "}" : String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); }\n`;
}
