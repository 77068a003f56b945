import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import type { DocsConfig } from '../../../src/config/site-config.ts';
import { apiSettingsOf, type ApiSettings } from '../../../src/openapi/api-settings.ts';
import { loadedConfig } from '../support/config.ts';
import { entriesOf, entryLabel, type ApiEntry } from '../../../src/openapi/entries.ts';
import { loadSpec, type LoadedSpec, type OpenApiDocument } from '../../../src/openapi/load-specs.ts';
import type { FieldNode } from '../../../src/openapi/types.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import type { Problem } from '../../../src/problems/problem.ts';

/** The folder of the OpenAPI fixtures; problems are shown relative to it. */
export const fixturesDir = fileURLToPath(new URL('../../fixtures/openapi/', import.meta.url));

/** The repository root, where the showcase's `openapi.json` lives. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Problems as the reader sees them, relative to the fixtures folder. */
export function shown(problems: readonly Problem[]): string {
	return formatProblems(problems, fixturesDir);
}

/** Loads a fixture spec and insists that it loads without any problem. */
export async function loadFixture(name: string, root = fixturesDir): Promise<LoadedSpec> {
	const result = await loadSpec(name, root);
	expect(shown(result.problems)).toBe('0 errors, 0 warnings');
	expect(result.spec).toBeDefined();
	return result.spec!;
}

/** A legacy config as the loader hands it over. */
export function configOf(extra: Partial<LegacyConfigInput> = {}): DocsConfig {
	return loadedConfig({ name: 'Plant Store', navigation: [], ...extra });
}

/** The API settings of a legacy config's `api`. */
export function apiConfig(api: LegacyConfigInput['api'] = {}): ApiSettings {
	return apiSettingsOf(configOf({ api }));
}

/** One entry of a spec by its label, `POST /plants` or `WEBHOOK plantSold`. */
export function entryOf(spec: LoadedSpec, label: string): ApiEntry {
	const entry = entriesOf(spec).find((candidate) => entryLabel(candidate) === label);
	if (!entry) throw new Error(`no entry "${label}" in ${spec.source}: ${entriesOf(spec).map(entryLabel).join(', ')}`);
	return entry;
}

/** A spec made in memory, for cases too small to deserve a fixture file. */
export function specOf(document: OpenApiDocument, source = 'memory.json'): LoadedSpec {
	return { source, location: `/docs/${source}`, document };
}

/**
 * A field tree as indented lines, easy to compare:
 * `name: type | type (required, format f, enum [..], default d, rules..., read-only, recursive X)`;
 * alternatives as `oneOf by kind:` then `[title]` and the option's own tree.
 */
export function outline(node: FieldNode, depth = 0): string {
	return outlineLines(node, depth).join('\n');
}

function outlineLines(node: FieldNode, depth: number): string[] {
	const pad = '  '.repeat(depth);
	const notes: string[] = [];
	if (node.required) notes.push('required');
	if (node.format) notes.push(`format ${node.format}`);
	if (node.enum) notes.push(`enum ${JSON.stringify(node.enum)}`);
	if (node.default !== undefined) notes.push(`default ${JSON.stringify(node.default)}`);
	notes.push(...node.constraints);
	if (node.readOnly) notes.push('read-only');
	if (node.writeOnly) notes.push('write-only');
	if (node.deprecated) notes.push('deprecated');
	if (node.recursive) notes.push(`recursive ${node.recursive}`);
	const lines = [`${pad}${node.name || '(option)'}: ${node.types.join(' | ')}${notes.length ? ` (${notes.join(', ')})` : ''}`];
	for (const child of node.children) lines.push(...outlineLines(child, depth + 1));
	if (node.alternatives) {
		const { kind, discriminator, options } = node.alternatives;
		lines.push(`${pad}  ${kind}${discriminator ? ` by ${discriminator}` : ''}:`);
		for (const option of options) {
			lines.push(`${pad}    [${option.title}]`);
			lines.push(...outlineLines(option.node, depth + 3));
		}
	}
	return lines;
}

/** Every node of a field tree, alternatives included. */
export function allNodes(node: FieldNode): FieldNode[] {
	return [node, ...node.children.flatMap(allNodes), ...(node.alternatives?.options.flatMap((option) => allNodes(option.node)) ?? [])];
}
