import { existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { importedFile, resolveInFolder } from '../files/folder-paths.ts';
import { hasScheme } from '../urls/urls.ts';
import { snippetFile } from './snippet-file.ts';
import { mdxToJs, mdxToMdast } from 'satteri';
import { forEachNode } from '../markdown/mdast-walk.ts';
import { componentNames, componentProps, type ComponentName } from '../component-props/props.ts';
import { propHint } from '../component-props/prop-hints.ts';
import { didYouMean } from '../problems/suggest.ts';
import type { IconLibrary } from '../icons/render-icon.ts';
import { unknownIcon } from '../icons/unknown-icon.ts';
import { misspeltKey } from '../config/config-hints.ts';
import { describeIssues } from '../config/zod-issues.ts';
import { markdownFeatures } from '../markdown/features.ts';
import { mathError } from '../markdown/math.ts';
import type { Problem } from '../problems/problem.ts';
import { blockProgram, expressionProgram, localNames, undefinedNamesIn } from '../markdown/mdx-scope.ts';
import { lineColumn } from '../files/json-source.ts';
import { codeFindings, globalRefusal, type CodeFinding } from './code-rules.ts';
import { mdxCompat } from '../markdown/mdx-compat.ts';
import { literalProps, type JsxAttribute } from './jsx-literal.ts';
import { updateLabelsOf } from './update-labels.ts';
import { paramFieldsOf, type JsxUse, type MdxParamField } from './param-fields.ts';
import { componentFileErrors } from './component-file.ts';
import { imageActionsOf } from '../browser/image-actions.ts';
import { codeFenceProblems } from './code-fences.ts';
import {
	componentFileBroken,
	componentNameRefused,
	componentPropInvalid,
	componentPropUnknown,
	componentUnknown,
	expressionUndefined,
	imageRefused,
	mathInvalid,
	mdxSyntax,
	pageCodeRefused,
	problemAt,
	snippetImportMissing,
	snippetMissing,
	snippetRefused,
	imageOptionUnknown,
} from '../problems/catalogue.ts';

/**
 * Likely fixes for the MDX syntax errors authors meet most. The parser's rule ids are too coarse
 * (an unclosed brace and a stray "<" share one), so the message text decides.
 */
const hints: [RegExp, string][] = [
	[/closing brace|expression/i, 'a "{" starts a JavaScript expression: close it with "}", or write \\{ for a literal brace'],
	[/closing tag|end of file.*(tag|element)|end tag/i, 'a tag is not closed: add its closing tag, or end it with />'],
	[/after `<`|before name|character `<`/i, 'write &lt; for a literal "<"; links are [text](url), not <url>'],
	[/import|export/i, 'an import or export line is not complete'],
];

/**
 * Compiles a page's MDX once, before Astro does, to find what would break its build: syntax
 * errors, components that do not exist, and components used with wrong props. Every broken page
 * is then reported at once, with line and column, instead of the build stopping at the first.
 */
export function checkMdx(
	file: string,
	source: string,
	/** The docs folder, to check that imported snippets exist; omitted, imports are not checked. */
	pagesRoot?: string,
	/** A snippet reads its props as bare variables: its expressions are not checked for undefined names. */
	options: { snippet?: boolean; iconLibrary?: IconLibrary | undefined } = {},
): { problems: Problem[]; components: string[]; paramFields: MdxParamField[]; updateLabels: string[] } {
	const uses: JsxUse[] = [];
	const moduleCode: { value: string; line: number; column: number }[] = [];
	/** Of the Markdown itself: formulas, images, code blocks' options. */
	const markdownProblems: Problem[] = [];
	const expressions: Expression[] = [];
	const collect = (node: {
		name: string | null;
		attributes: JsxAttribute[];
		position?: { start: { line: number; column: number; offset?: number | undefined }; end?: { offset?: number | undefined } } | undefined;
	}) => {
		const at = startOf(node);
		const span = { start: node.position?.start.offset ?? 0, end: node.position?.end?.offset ?? 0 };
		uses.push({ name: node.name, attributes: node.attributes, ...at, span });
		// Attribute values and spreads (`{...rest}`) are code too, placed at their element.
		for (const attribute of node.attributes) {
			const value = attribute.value;
			if (value && typeof value === 'object' && value.type === 'mdxJsxAttributeValueExpression')
				expressions.push({ code: value.value, program: expressionProgram(value.value), ...at, atElement: true });
			else if (attribute.type === 'mdxJsxExpressionAttribute' && typeof value === 'string')
				expressions.push({ code: `({${value}})`, program: expressionProgram(`({${value}})`), ...at, atElement: true, spread: true });
		}
	};
	const expression = (node: { value: string; position?: { start: { line: number; column: number } } | undefined }) => {
		expressions.push({
			code: node.value,
			program: expressionProgram(node.value),
			...startOf(node),
		});
	};
	try {
		const text = mdxCompat(source);
		forEachNode(mdxToMdast(text, { features: markdownFeatures, position: true }), (node) => {
			switch (node.type) {
				case 'mdxJsxFlowElement':
				case 'mdxJsxTextElement':
					return collect(node as unknown as Parameters<typeof collect>[0]);
				case 'mdxTextExpression':
				case 'mdxFlowExpression':
					return expression(node);
				case 'mdxjsEsm':
					return void moduleCode.push({ value: node.value, ...startOf(node) });
				case 'math':
					return void markdownProblems.push(...checkMath(file, node.value, true, node.position?.start));
				case 'inlineMath':
					return void markdownProblems.push(...checkMath(file, node.value, false, node.position?.start));
				case 'code':
					return void markdownProblems.push(...codeFenceProblems(file, node, options.iconLibrary));
				case 'image':
					if (pagesRoot !== undefined) markdownProblems.push(...imageProblems(file, node.url, pagesRoot, node.position?.start));
					return;
				default:
					return;
			}
		});
		// The parse reads import and export lines as text; only the compiler parses them as code.
		if (moduleCode.length > 0) mdxToJs(text, { features: markdownFeatures });
	} catch (error) {
		return {
			problems: [mdxSyntaxProblem(file, error instanceof Error ? error.message : String(error))],
			components: [],
			paramFields: [],
			updateLabels: [],
		};
	}
	const local = localNames(moduleCode.map((block) => block.value));
	const snippetProblems = pagesRoot ? [...missingImports(file, moduleCode, pagesRoot), ...missingSnippetFiles(file, uses, pagesRoot)] : [];
	const codeProblems = pageCodeProblems(file, { blocks: moduleCode, expressions, uses }, local, pagesRoot);
	const builtIn = uses.flatMap((use) => (use.name && use.name in componentProps && !local.has(use.name) ? [use.name] : []));
	const nameProblems = options.snippet ? [] : undefinedNames(file, expressions, local);
	return {
		problems: [
			...snippetProblems,
			...codeProblems,
			...nameProblems,
			...uses.flatMap((use) => checkUse(file, use, local, options.iconLibrary)),
			...markdownProblems,
		],
		components: [...new Set(builtIn)].sort(),
		paramFields: paramFieldsOf(uses.filter((use) => !local.has(use.name ?? ''))),
		updateLabels: local.has('Update') ? [] : updateLabelsOf(uses),
	};
}

/** Where a node of the tree starts: the parse records every node's place, the types leave it optional. */
function startOf(node: { position?: { start: { line: number; column: number } } | undefined }): { line: number; column: number } {
	return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

interface Expression {
	code: string;
	/** The code parsed, once for every check; none when it does not parse. */
	program: ReturnType<typeof expressionProgram>;
	/** Where its opening brace is. */
	line: number;
	column: number;
	/** An attribute's value: its place is its element's. */
	atElement?: boolean;
	/** `{...rest}`, read as an object: checked for what it may not read, not for names left undefined. */
	spread?: boolean;
}

/**
 * What a page's code may not do (./code-rules.ts): in its import and export blocks, its
 * `{expressions}`, and the names of its elements (`<process.env.X />` reads a variable). Each is
 * an error that keeps the page from being built from its source: its code never runs.
 */
function pageCodeProblems(
	file: string,
	code: { blocks: { value: string; line: number; column: number }[]; expressions: Expression[]; uses: JsxUse[] },
	local: ReadonlySet<string>,
	pagesRoot: string | undefined,
): Problem[] {
	const importer = pagesRoot === undefined ? {} : { importer: { file, folder: pagesRoot } };
	// `text` empty: the place is `start` itself.
	const at = (start: { line: number; column: number }, text: string, offset: number) => {
		if (text === '') return { line: start.line, column: start.column };
		const place = lineColumn(text, offset);
		return place.line === 1
			? { line: start.line, column: start.column + offset }
			: { line: start.line + place.line - 1, column: place.column };
	};
	const problems: Problem[] = [];
	const report = (findings: CodeFinding[], start: { line: number; column: number }, text: string) => {
		for (const finding of findings) problems.push(problemAt(pageCodeRefused, { file, ...at(start, text, finding.offset) }, finding));
	};
	for (const block of code.blocks) {
		const program = blockProgram(block.value);
		if (program) report(codeFindings(program, { outer: local, typescript: false, ...importer }).findings, block, block.value);
	}
	for (const expression of code.expressions) {
		// An expression's code starts after its opening brace.
		const start = expression.atElement ? expression : { line: expression.line, column: expression.column + 1 };
		if (expression.program)
			report(
				codeFindings(expression.program, { outer: local, typescript: false }).findings,
				start,
				expression.atElement ? '' : expression.code,
			);
	}
	for (const use of code.uses) {
		const root = use.name?.includes('.') ? use.name.split('.')[0]! : undefined;
		const refused = root && !local.has(root) ? globalRefusal(root) : undefined;
		if (refused)
			problems.push(
				problemAt(componentNameRefused, { file, line: use.line, column: use.column + 1 }, { name: use.name!, reason: refused }),
			);
	}
	return problems;
}

/**
 * `{id}` in a page is an expression: with no `id` defined, the page would fail when it renders.
 * Said here, with its place, for what is nearly always meant as literal text; a lenient build
 * shows such an expression as written (./literal-expressions.ts), so the page still builds.
 */
function undefinedNames(file: string, expressions: Expression[], local: Set<string>): Problem[] {
	return expressions.flatMap((expression): Problem[] => {
		if (expression.spread) return [];
		// A name of the build machine is refused as such (pageCodeProblems), not called undefined.
		const names = undefinedNamesIn(expression.program, local).filter((name) => globalRefusal(name) === undefined);
		if (names.length === 0) return [];
		const shown = expression.code.trim().length > 40 ? `${expression.code.trim().slice(0, 40)}...` : expression.code.trim();
		return [problemAt(expressionUndefined, { file, line: expression.line, column: expression.column }, { shown, names })];
	});
}

/** Imports of MDX files (`/snippets/x.mdx`, `./x.mdx`) and React component files (`.jsx`, `.tsx`) whose file does not exist. */
function missingImports(file: string, blocks: { value: string; line: number; column: number }[], pagesRoot: string): Problem[] {
	return blocks.flatMap((block) =>
		[...block.value.matchAll(/\bfrom\s+(['"])([^'"]+\.(?:mdx?|jsx|tsx))\1/g)].flatMap((match): Problem[] => {
			const source = match[2]!;
			const found = importedFile(source, file, pagesRoot);
			// One outside the folder is the code check's to report (./code-rules.ts).
			if (!found || 'refused' in found) return [];
			const line = block.line + block.value.slice(0, match.index).split('\n').length - 1;
			const target = found.file;
			if (existsSync(target)) return /\.[jt]sx$/.test(target) ? componentFileProblems(file, line, source, target, pagesRoot) : [];
			// A lenient build shows what it would have given as a marked box: the page still builds.
			return [problemAt(snippetImportMissing, { file, line }, { source, shown: relative(pagesRoot, target) || target })];
		}),
	);
}

/** `<Snippet file="x.mdx" />` whose file is in neither snippets/ nor _snippets/, or outside the docs folder. */
function missingSnippetFiles(file: string, uses: JsxUse[], pagesRoot: string): Problem[] {
	return uses.flatMap((use): Problem[] => {
		if (use.name !== 'Snippet') return [];
		const value = use.attributes.find((attribute) => attribute.name === 'file')?.value;
		if (typeof value !== 'string') return [];
		const at = { file, line: use.line, column: use.column };
		const found = snippetFile(value, pagesRoot);
		if (found && 'refused' in found) return [problemAt(snippetRefused, at, { value, reason: found.refused.reason })];
		if (found) return [];
		return [problemAt(snippetMissing, at, { value })];
	});
}

function checkUse(file: string, use: JsxUse, local: Set<string>, iconLibrary: IconLibrary | undefined): Problem[] {
	const name = use.name;
	if (name === 'img') return imageOptionProblems({ file, line: use.line, column: use.column }, use.attributes);
	// Fragments, other HTML elements (lowercase, or custom elements with a dash) need no checking.
	if (!name || /^[a-z]/.test(name) || name.includes('-')) return [];
	const root = name.split('.')[0]!;
	if (local.has(root)) return [];
	const at = { file, line: use.line, column: use.column };
	if (!(name in componentProps)) {
		const suggestion = didYouMean(name, componentNames);
		return [problemAt(componentUnknown, at, { name, suggestion })];
	}
	return [...checkProps(at, name as ComponentName, use.attributes), ...checkIconProp(at, name, use.attributes, iconLibrary)];
}

/** The copy and download buttons an image asks for, as written: values Mintlify does not know are ignored, and said so. */
function imageOptionProblems(at: Pick<Problem, 'file' | 'line' | 'column'>, attributes: JsxAttribute[]): Problem[] {
	const written = (key: string): string | null => {
		const attribute = attributes.find((candidate) => candidate.name === key);
		if (!attribute) return null;
		if (attribute.value === null || attribute.value === undefined) return '';
		return typeof attribute.value === 'string' ? attribute.value : null;
	};
	return imageActionsOf(written('actions'), written('actionsPlacement')).unknown.map((value) =>
		problemAt(imageOptionUnknown, at, { value }),
	);
}

/** An `icon` prop no icon set has draws nothing: say so, as for icons in the config. */
function checkIconProp(
	at: Pick<Problem, 'file' | 'line' | 'column'>,
	name: string,
	attributes: JsxAttribute[],
	library: IconLibrary | undefined,
): Problem[] {
	const literal = (key: string) => {
		const value = attributes.find((attribute) => attribute.name === key)?.value;
		return typeof value === 'string' ? value : undefined;
	};
	const icon = literal('icon');
	const unknown = icon ? unknownIcon({ name: icon, iconType: literal('iconType'), library }) : undefined;
	return unknown ? [problemAt(unknown.kind, at, { message: `<${name}> ${unknown.message}`, hint: unknown.hint })] : [];
}

function checkProps(at: Pick<Problem, 'file' | 'line' | 'column'>, name: ComponentName, attributes: JsxAttribute[]): Problem[] {
	// A spread ({...props}) may supply anything: its props cannot be checked here.
	if (attributes.some((attribute) => attribute.type !== 'mdxJsxAttribute')) return [];
	const { props, dynamic } = literalProps(attributes);
	const parsed = componentProps[name].safeParse(props, { reportInput: true });
	if (parsed.success) return [];
	return describeIssues(parsed.error.issues).flatMap((issue): Problem[] => {
		const prop = issue.path[0] === undefined ? undefined : String(issue.path[0]);
		if (prop && dynamic.has(prop)) return [];
		// A rule over several props (one of icon or src) cannot be judged while some are expressions.
		if (prop === undefined && dynamic.size > 0) return [];
		if (issue.unknownKeys) {
			return issue.unknownKeys.map((key) => {
				const suggestion = /did you mean "([^"]+)"/.exec(issue.message)?.[1];
				return problemAt(componentPropUnknown, at, { name, prop: key, suggestion });
			});
		}
		const missing = /^missing required property "[^"]+" \((.*)\)$/.exec(issue.message);
		// `titel="..."` for a missing `title`: the fix is the rename.
		const misspelt = missing && prop ? misspeltKey([prop], props)?.[0] : undefined;
		// Every prop error carries a fix: the schema's suggestion, the rename, else how the prop is written.
		const hint =
			issue.hint ??
			(misspelt === undefined ? undefined : `rename the prop "${misspelt}" to "${prop}"`) ??
			propHint(name, { prop, missing: Boolean(missing), message: issue.message });
		const message = missing
			? `<${name}> is missing its required prop "${prop}" (${missing[1]})`
			: prop
				? `<${name}> prop "${prop}": ${issue.message}`
				: `<${name}> ${issue.message}`;
		return [problemAt(componentPropInvalid, at, { message, hint })];
	});
}

/**
 * A Markdown image (`![](../images/a.png)`) is read and copied into the site by the build: one whose
 * path leaves the docs folder is not read, and the page shows a broken image.
 */
function imageProblems(file: string, url: string, pagesRoot: string, start: { line: number; column: number } | undefined): Problem[] {
	if (hasScheme(url) || url.startsWith('//') || url.startsWith('#')) return [];
	const found = resolveInFolder(url, pagesRoot, dirname(file));
	if ('file' in found) return [];
	return [problemAt(imageRefused, { file, line: start?.line ?? 1, column: start?.column ?? 1 }, { url, ...found.refused })];
}

/**
 * A formula KaTeX cannot render: a warning, as the page still builds (showing the formula's
 * source, marked: src/markdown/math.ts).
 */
function checkMath(file: string, tex: string, display: boolean, start: { line: number; column: number } | undefined): Problem[] {
	const message = mathError(tex, display);
	if (!message) return [];
	return [problemAt(mathInvalid, { file, line: start?.line ?? 1, column: start?.column ?? 1 }, { display, message })];
}

/** `8:6: Unexpected character ... (mdx-jsx:unexpected-character)` as a problem. */
function mdxSyntaxProblem(file: string, message: string): Problem {
	const match = /^(\d+):(\d+)(?:-\d+:\d+)?:\s*(.*?)(?:\s+\(([\w:-]+)\))?$/s.exec(message.trim());
	if (!match) return problemAt(mdxSyntax, { file }, { text: message, hint: undefined });
	const [, line, column, rawText] = match;
	// The parser repeats the place in the text, as "(8:1)": it is already in the location.
	const text = rawText!.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)/g, '');
	const hint = hints.find(([pattern]) => pattern.test(text))?.[1];
	return problemAt(mdxSyntax, { file, line: Number(line), column: Number(column) }, { text, hint });
}

/**
 * What keeps an imported component file (or a file it imports) from being built: its syntax errors
 * and what its code may not do, at their place in it, with the import that brings them.
 */
function componentFileProblems(file: string, line: number, source: string, target: string, pagesRoot: string): Problem[] {
	// A lenient build shows a marked box in place of its components (src/integration/vite-docs-mdx.ts).
	return componentFileErrors(target, pagesRoot).map((error) =>
		problemAt(
			componentFileBroken,
			{ file: error.file, line: error.line, column: error.column },
			{ message: error.message, importedBy: `${relative(dirname(error.file), file)}:${line}`, source, hint: error.hint },
		),
	);
}
