import { isMap, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import type { Problem } from '../problems/problem.ts';

/**
 * Every `$ref` of an AsyncAPI file that leads to the network (`https://...`, `//host/...`): builds
 * read local files only, so each is a problem at its line. YAML reads JSON too; a file that does
 * not parse is left to the AsyncAPI parser, which says where.
 */
export function remoteRefProblems(file: string, text: string): Problem[] {
	const lineCounter = new LineCounter();
	const document = parseDocument(text, { lineCounter, logLevel: 'silent' });
	if (document.errors.length > 0) return [];
	const problems: Problem[] = [];
	visit(document, {
		Pair(_key, pair, path) {
			const parent = path.at(-1);
			if (!isMap(parent) || !isScalar(pair.key) || pair.key.value !== '$ref' || !isScalar(pair.value)) return;
			const target = pair.value.value;
			if (typeof target !== 'string' || !/^(?:https?:)?\/\//i.test(target)) return;
			const place = pair.value.range ? lineCounter.linePos(pair.value.range[0]) : undefined;
			problems.push({
				severity: 'error',
				file,
				...(place ? { line: place.line, column: place.col } : {}),
				message: `$ref ${JSON.stringify(target)} leads to another site: AsyncAPI files are read without the network`,
				hint: 'save what it points to in the docs folder and refer to it by a relative path (e.g. "./schemas/user.yaml")',
			});
		},
	});
	return problems;
}
