import { dirname, relative, resolve } from 'node:path';
import { resolveInFolder } from '../files/folder-paths.ts';
import { locate, parseJsonSource, type JsonSource } from '../files/json-source.ts';
import { readTextFile } from '../files/read-text-file.ts';
import type { Problem } from '../problems/problem.ts';
import { problemAt, refUnread } from '../problems/catalogue.ts';

/**
 * `{ "$ref": "./navigation.json" }` anywhere in docs.json: the value is the JSON of that file,
 * relative to the file that refers to it, with the object's other keys merged over it (they win).
 * A file may refer on to others; a circle, a file outside the docs folder, a missing file or one
 * that is not JSON is a problem at the `$ref` that names it.
 */
export function resolveRefs(source: JsonSource, root: string): { value: unknown; problems: Problem[] } {
	const problems: Problem[] = [];
	const value = resolveNode(source.value, { source, path: [], stack: [resolve(source.file)], root, problems });
	return { value, problems };
}

/** Whether a parsed JSON value holds a `$ref` anywhere. */
export function hasRefs(value: unknown): boolean {
	if (Array.isArray(value)) return value.some(hasRefs);
	if (!value || typeof value !== 'object') return false;
	return typeof (value as Record<string, unknown>)['$ref'] === 'string' || Object.values(value).some(hasRefs);
}

interface Where {
	/** The file being read, parsed with positions. */
	source: JsonSource;
	/** Where the node is inside that file. */
	path: (string | number)[];
	/** The files being read, outermost first: a circle comes back to one of them. */
	stack: string[];
	root: string;
	problems: Problem[];
}

function resolveNode(node: unknown, where: Where): unknown {
	if (Array.isArray(node)) return node.map((item, index) => resolveNode(item, { ...where, path: [...where.path, index] }));
	if (!node || typeof node !== 'object') return node;
	const { $ref: reference, ...siblings } = node as Record<string, unknown>;
	const rest = Object.fromEntries(
		Object.entries(siblings).map(([key, child]) => [key, resolveNode(child, { ...where, path: [...where.path, key] })]),
	);
	if (typeof reference !== 'string') return reference === undefined ? rest : { ...rest, $ref: reference };
	const referred = readReferred(reference, where);
	if (referred === undefined) return rest;
	// An object is merged under the keys beside `$ref`; anything else stands alone.
	return referred && typeof referred === 'object' && !Array.isArray(referred) ? { ...referred, ...rest } : referred;
}

function readReferred(reference: string, where: Where): unknown {
	const problem = (reason: string, hint: string) => {
		const place = { file: where.source.file, ...locate(where.source, [...where.path, '$ref']) };
		where.problems.push(problemAt(refUnread, place, { reference, reason, hint }));
		return undefined;
	};
	// As JSON references are read: from the folder of the file that holds it, `/` from the disk's root.
	const found = resolveInFolder(reference, where.root, dirname(where.source.file), 'disk');
	if ('refused' in found) return problem(` ${found.refused.reason}: not read`, 'refer to a JSON file inside the docs folder');
	const target = found.file;
	const inside = relative(where.root, target);
	if (where.stack.includes(target)) {
		return problem(
			`: refers back to ${relative(where.root, target) || target}, which is being read: a circle`,
			'break the circle: a file may not refer, directly or not, to itself',
		);
	}
	const read = readTextFile(target);
	if ('problem' in read)
		return problem(': no such JSON file', `create ${inside}, or correct the path (it is relative to the file that refers to it)`);
	const parsed = parseJsonSource(target, read.text);
	if (!parsed.source) {
		where.problems.push(...parsed.problems);
		return undefined;
	}
	return resolveNode(parsed.source.value, { ...where, source: parsed.source, path: [], stack: [...where.stack, target] });
}
