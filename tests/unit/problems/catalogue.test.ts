import { describe, expect, it } from 'vitest';
import * as catalogue from '../../../src/problems/catalogue.ts';
import { compatReport } from '../../../src/report/compat-report.ts';

const kinds = Object.entries(catalogue).flatMap(([exported, value]) =>
	typeof value === 'object' && value !== null && 'name' in value && 'message' in value ? [{ exported, kind: value }] : [],
);

describe('the catalogue of problems', () => {
	it('names each kind once, in kebab case', () => {
		expect(kinds.length).toBeGreaterThan(20);
		const names = kinds.map(({ kind }) => kind.name);
		expect(new Set(names).size).toBe(names.length);
		for (const name of names) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
	});

	it('makes a problem of a kind at a place, with its message, its fix and its name', () => {
		const problem = catalogue.problemAt(
			catalogue.pageMissing,
			{ file: '/docs/docs.json', line: 4, column: 7 },
			{ path: 'setup', suggestion: 'set-up' },
		);
		expect(problem).toEqual({
			severity: 'error',
			file: '/docs/docs.json',
			line: 4,
			column: 7,
			message: 'page "setup" does not exist: no setup.mdx or setup.md',
			hint: 'did you mean "set-up"?',
			code: 'page-missing',
		});
		// No fix known: no hint at all.
		expect(catalogue.problemAt(catalogue.configHostedSettings, { file: '/docs/docs.json' }, { keys: ['mintlify'] })).not.toHaveProperty(
			'hint',
		);
	});

	it('gives the report each problem’s name', () => {
		const problem = catalogue.problemAt(
			catalogue.assetMissing,
			{ file: '/docs/docs.json', line: 3 },
			{ value: '/logo.svg', place: 'the docs folder' },
		);
		const report = compatReport({ problems: [problem], docsRoot: '/docs', lenient: false, result: 'failed' });
		expect(report.problems).toEqual([
			{
				severity: 'error',
				file: 'docs.json',
				line: 3,
				message: 'file "/logo.svg" does not exist: no logo.svg in the docs folder',
				fix: 'add the file, or correct the path (paths start at the site root: "/logo/light.svg" is logo/light.svg in the docs folder)',
				code: 'asset-missing',
			},
		]);
	});
});
