import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, test } from 'vitest';
import importRules, { layers } from '../../.dependency-cruiser.mjs';

/**
 * The direction imports run in src/ (.dependency-cruiser.mjs): TypeScript modules checked by
 * dependency-cruiser, and the imports of .astro components, which it cannot read, by the same
 * layers here.
 */

const projectRoot = resolve(import.meta.dirname, '../..');
const srcRoot = join(projectRoot, 'src');

/** The top folder of src/ a file is in (`site` for src/site/load-site.ts), or undefined outside src/. */
function folderOf(file: string): string | undefined {
	const inside = relative(srcRoot, file);
	return inside.startsWith('..') || !inside.includes('/') ? undefined : inside.split('/')[0];
}

const layerOf = new Map(layers.flatMap((layer, index) => layer.map((folder) => [folder, index] as const)));

/** Whether `from` may import from `to`, by the layers: the same folder, or a folder of a layer before. */
function allowed(from: string, to: string): boolean {
	if (from === to) return true;
	const fromLayer = layerOf.get(from);
	const toLayer = layerOf.get(to);
	return fromLayer !== undefined && toLayer !== undefined && toLayer < fromLayer;
}

/** Relative module paths imported by an .astro file: its frontmatter and its scripts. */
function astroImports(text: string): string[] {
	return [...text.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)].map((match) => match[1]!);
}

function astroFiles(folder: string): string[] {
	return readdirSync(folder, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.astro'))
		.map((file) => join(folder, file));
}

describe('imports in src/', () => {
	test('TypeScript modules: no circle, and no import from a folder above (dependency-cruiser)', async () => {
		const { options, ...ruleSet } = importRules;
		const { output } = await cruise(['src'], { ...options, ruleSet, validate: true, baseDir: projectRoot });
		const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
		const violations = result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
		expect(violations).toEqual([]);
		expect(result.summary.totalCruised, 'the modules of src/ were read').toBeGreaterThan(150);
	}, 60_000);

	test('.astro components import only from their own folder or the folders below it', () => {
		const files = astroFiles(srcRoot);
		expect(files.length).toBeGreaterThan(40);
		const wrongWay = files.flatMap((file) => {
			const from = folderOf(file)!;
			return astroImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
				const to = folderOf(resolve(dirname(file), specifier));
				return to === undefined || allowed(from, to) ? [] : [`${relative(projectRoot, file)} -> ${specifier}`];
			});
		});
		expect(wrongWay).toEqual([]);
	});

	test('every folder of src/ has its place in the layers', () => {
		const folders = readdirSync(srcRoot, { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => entry.name);
		expect(folders.filter((folder) => !layerOf.has(folder))).toEqual([]);
	});
});
