import { dirname } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import { resolveInFolder } from '../files/folder-paths.ts';
import type { Problem } from '../problems/problem.ts';
import { asyncapiRefRefused, problemAt } from '../problems/catalogue.ts';

/**
 * Every `$ref` of an AsyncAPI file that the build will not follow, each a problem at its line:
 * one that leads to the network (`https://...`, `//host/...`), as builds read local files only;
 * one whose file is outside the docs folder (`../../secrets.yaml`, `file:///etc/x`), never read.
 * YAML reads JSON too; a file that does not parse is left to the AsyncAPI parser, which says where.
 */
export function refProblems(file: string, text: string, folder: string): Problem[] {
	const lineCounter = new LineCounter();
	const document = parseDocument(text, { lineCounter, logLevel: 'silent' });
	if (document.errors.length > 0) return [];
	const problems: Problem[] = [];
	visit(document, {
		Pair(_key, pair, path) {
			const parent = path.at(-1);
			if (!isMap(parent) || !isScalar(pair.key) || pair.key.value !== '$ref' || !isScalar(pair.value)) return;
			const target = pair.value.value;
			if (typeof target !== 'string') return;
			const problem = refProblem(target, file, folder);
			if (!problem) return;
			const place = pair.value.range ? lineCounter.linePos(pair.value.range[0]) : undefined;
			problems.push(
				problemAt(
					asyncapiRefRefused,
					{ file, ...(place ? { line: place.line, column: place.col } : {}) },
					{ message: problem.message, hint: problem.hint },
				),
			);
		},
	});
	return problems;
}

function refProblem(target: string, file: string, folder: string): Pick<Problem, 'message' | 'hint'> | undefined {
	if (/^(?:https?:)?\/\//i.test(target)) {
		return {
			message: `$ref ${JSON.stringify(target)} leads to another site: AsyncAPI files are read without the network`,
			hint: 'save what it points to in the docs folder and refer to it by a relative path (e.g. "./schemas/user.yaml")',
		};
	}
	const [path = ''] = target.split('#');
	if (path === '') return undefined;
	// The parser reads `/x.yaml` from the disk's root.
	const found = resolveInFolder(path, folder, dirname(file), 'disk');
	if ('file' in found) return undefined;
	return { message: `$ref ${JSON.stringify(target)} ${found.refused.reason}: not read`, hint: found.refused.hint };
}
