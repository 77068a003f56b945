import { createHash } from 'node:crypto';
import { parseSync } from 'oxc-parser';
import { codeFindings, type AstNode } from './code-rules.ts';
import { buildTimeShadowed, refusedMembers } from './page-globals.ts';

/**
 * A docs file's module as the build runs it, every compiler done (an MDX page, a snippet, a
 * component file): checked once more by the rules of ./code-rules.ts, on the code that will run,
 * whatever the checks of the source let through; then made safe to run where the site is built:
 * - a computed key (`value[key]`) goes through a guard that refuses the members that lead to the
 *   JavaScript engine (`constructor`...), which no check of the text can see in a key made at run time;
 * - the browser's names that reach out of the process in Node (`fetch`, `navigator`) are
 *   `undefined`: a component's browser code runs in the reader's browser, not on the build machine.
 * `refused` says what the module may not do, with the names it exports; nothing of it runs then.
 */
export function guardModule(code: string, file: string): { code: string } | { refused: string; exports: string[] } {
	const parsed = parseSync(file, code, { lang: 'js', sourceType: 'module', range: true });
	if (parsed.errors.length > 0) return { refused: `its compiled code does not parse: ${parsed.errors[0]!.message}`, exports: [] };
	const program = parsed.program as unknown as AstNode;
	const keys: AstNode[] = [];
	const { findings, freeNames } = codeFindings(program, { typescript: false, visit: (node) => keys.push(...computedKeys(node)) });
	if (findings.length > 0) {
		// What the module exports, for a stand-in that its importers can still import from.
		const exports = parsed.module.staticExports.flatMap((entry) =>
			entry.entries.flatMap((exported) => (exported.exportName.name ? [exported.exportName.name] : [])),
		);
		return { refused: findings[0]!.message, exports: [...new Set(exports)] };
	}
	// Named from the module's own text, so that its code cannot name it (it would change the text).
	const guard = `__trellisKey_${createHash('sha256').update(code).digest('hex').slice(0, 16)}`;
	const edits = keys.flatMap((key) => [
		{ at: key.start, text: `${guard}(` },
		{ at: key.end, text: ')' },
	]);
	const shadowed = freeNames.filter((name) => buildTimeShadowed.has(name));
	if (edits.length === 0 && shadowed.length === 0) return { code };
	let guarded = code;
	for (const edit of edits.sort((a, b) => b.at - a.at)) guarded = `${guarded.slice(0, edit.at)}${edit.text}${guarded.slice(edit.at)}`;
	const declarations = [
		...(shadowed.length > 0 ? [`const ${shadowed.map((name) => `${name} = undefined`).join(', ')};`] : []),
		...(edits.length > 0 ? [keyGuardFunction(guard)] : []),
	];
	// After the module's directives ("use client"), which must come first.
	const at = directivesEnd(program);
	return { code: `${guarded.slice(0, at)}\n${declarations.join('\n')}\n${guarded.slice(at)}` };
}

/** The keys of `value[key]` and of `{ [key]: name } = value` that are not written as literals. */
function computedKeys(node: AstNode): AstNode[] {
	const keys =
		node.type === 'MemberExpression' && node['computed'] === true
			? [node['property'] as AstNode]
			: node.type === 'ObjectPattern'
				? (node['properties'] as AstNode[])
						.filter((property) => property['computed'] === true)
						.map((property) => property['key'] as AstNode)
				: [];
	return keys.filter(
		(key) => key.type !== 'Literal' && !(key.type === 'TemplateLiteral' && (key['expressions'] as unknown[]).length === 0),
	);
}

/** The guard: a key as JavaScript reads it (a symbol, or text), refused when it leads to the engine. */
function keyGuardFunction(name: string): string {
	const refused = JSON.stringify([...refusedMembers]);
	return `function ${name}(key) { const name = typeof key === "symbol" ? key : String(key); if (${refused}.includes(name)) throw new Error("The docs' code may not take the member " + JSON.stringify(name) + ": it leads to the JavaScript engine itself"); return name; }`;
}

/** Where the directive prologue ends (`"use client";`): code may be put after it, not before. */
function directivesEnd(program: AstNode): number {
	let end = 0;
	for (const statement of program['body'] as AstNode[]) {
		if (statement.type !== 'ExpressionStatement' || typeof statement['directive'] !== 'string') break;
		end = statement.end;
	}
	return end;
}
