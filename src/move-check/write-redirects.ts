import { readFileSync, writeFileSync } from 'node:fs';
import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';

/** A redirect to add to a config file. */
export interface NewRedirect {
	source: string;
	destination: string;
}

/**
 * Adds redirects at the end of the `redirects` of a docs.json or mint.json (made if there is
 * none), the rest of the file as it was written: its indentation, the layout of the redirects
 * already there, key order and comments. A source the file already redirects is left as it is.
 * Returns the redirects added.
 */
export function addRedirects(configFile: string, redirects: readonly NewRedirect[]): NewRedirect[] {
	let text = readFileSync(configFile, 'utf8');
	const eol = text.includes('\r\n') ? '\r\n' : '\n';
	const unit = /^([ \t]+)"/m.exec(text)?.[1] ?? '  ';
	const list = findNodeAtLocation(parseTree(text) ?? { type: 'null', offset: 0, length: 0 }, ['redirects']);
	const items = list?.type === 'array' ? (list.children ?? []) : [];
	const taken = new Set(items.map((item) => findNodeAtLocation(item, ['source'])?.value as unknown));
	const added = redirects.filter((redirect) => !taken.has(redirect.source));
	if (added.length === 0) return added;
	const last = items.at(-1);
	if (last) {
		// After the last redirect, at its indentation: the file's own layout untouched.
		const lineStart = text.lastIndexOf('\n', last.offset) + 1;
		const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? '';
		const written = added.map((redirect) => JSON.stringify(redirect, null, unit).split('\n').join(`${eol}${indent}`));
		const end = last.offset + last.length;
		text = `${text.slice(0, end)}${written.map((item) => `,${eol}${indent}${item}`).join('')}${text.slice(end)}`;
	} else {
		const formattingOptions = { insertSpaces: !unit.startsWith('\t'), tabSize: unit.startsWith('\t') ? 1 : unit.length, eol };
		for (const redirect of added) {
			text = applyEdits(text, modify(text, ['redirects', -1], { ...redirect }, { formattingOptions, isArrayInsertion: true }));
		}
	}
	writeFileSync(configFile, text);
	return added;
}
