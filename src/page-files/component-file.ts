import { readFileSync } from 'node:fs';
import { parseSync } from 'oxc-parser';
import { codeFindings } from './code-rules.ts';
import { lineColumn } from '../files/json-source.ts';
import { importedFilesOf } from './page-imports.ts';

/** A mistake in a component file (`.jsx`, `.tsx`, or a `.js` file one imports), at its place in the file. */
export interface ComponentFileError {
	/** The file, which may be one a component imports. */
	file: string;
	message: string;
	line: number;
	column: number;
	/** The likely fix, when it is not the one every syntax error gets. */
	hint?: string;
}

/** Code files a component may import in its turn. */
const codeFile = /\.[cm]?[jt]sx?$/;

/**
 * What keeps a component file of the docs from being built, found before the build: its syntax
 * errors (the bundler would stop at the first, for the whole site; only the first is kept, as the
 * parser's next ones often follow from it), and what its code may not do (./code-rules.ts). The
 * code files it imports are checked too: they run with it.
 */
export function componentFileErrors(path: string, pagesRoot: string): ComponentFileError[] {
	const files = [path, ...importedFilesOf(path, pagesRoot).filter((file) => codeFile.test(file))];
	return files.flatMap((file) => {
		let code: string;
		try {
			code = readFileSync(file, 'utf8');
		} catch {
			// A missing file is the import's problem, said where it is imported.
			return [];
		}
		// Every page that imports a component asks: a file is parsed again only when its text changed.
		const known = checked.get(file);
		if (known?.code === code && known.pagesRoot === pagesRoot) return known.errors;
		const errors = fileErrors(file, code, pagesRoot);
		checked.set(file, { code, pagesRoot, errors });
		return errors;
	});
}

/** The last check of each file, with the text it was made of. */
const checked = new Map<string, { code: string; pagesRoot: string; errors: ComponentFileError[] }>();

function fileErrors(file: string, code: string, pagesRoot: string): ComponentFileError[] {
	const parsed = parseSync(file, code, { range: true });
	const first = parsed.errors[0];
	if (first) {
		const label = first.labels[0]?.message;
		return [{ file, message: `${first.message}${label ? ` (${label})` : ''}`, ...lineColumn(code, first.labels[0]?.start ?? 0) }];
	}
	const { findings } = codeFindings(parsed.program, { importer: { file, folder: pagesRoot } });
	return findings.map((finding) => ({ file, message: finding.message, hint: finding.hint, ...lineColumn(code, finding.offset) }));
}
