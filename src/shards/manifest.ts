import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import type { Problem } from '../problems/problem.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import type { ShardMistake } from './mistake.ts';

/** The file a shard's output holds beside its pages: what `trellis merge` checks before joining it. */
export const shardManifestFile = 'trellis-shard.json';

/** Raised when the manifest's shape changes: a merge then refuses shards of another trellis by their format. */
const manifestFormat = 1;

const problemSchema = z.object({
	severity: z.enum(['error', 'warning']),
	file: z.string(),
	line: z.number().optional(),
	column: z.number().optional(),
	jsonPath: z.string().optional(),
	message: z.string(),
	hint: z.string().optional(),
	pageBuilds: z.boolean().optional(),
	code: z.string().optional(),
});

const manifestSchema = z.object({
	format: z.literal(manifestFormat),
	shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }),
	/** The engine's code and compiler versions (src/files/engine-fingerprint.ts). */
	engine: z.string(),
	/** The docs folder's files (./source-fingerprint.ts). */
	source: z.string(),
	/** The settings that shape the site; the shard itself is not one. */
	settings: z.object({
		linkCheck: z.enum(['fail', 'warn', 'off']),
		lenient: z.boolean(),
		analytics: z.boolean(),
		site: z.string().optional(),
		base: z.string().optional(),
	}),
	/** The routes rendered in this shard (`/guides/setup`), sorted. */
	routes: z.array(z.string()),
	/** Problems of pages that threw while rendering, by page path; files relative to the docs folder's config. */
	renderProblems: z.record(z.string(), z.array(problemSchema)),
});

export type ShardManifest = z.infer<typeof manifestSchema>;
export type ShardSettings = ShardManifest['settings'];

/** The settings a shard records: all of the build's but the shard. */
export function shardSettingsOf(settings: BuildSettings): ShardSettings {
	const { shard: _shard, ...shaping } = settings;
	// Unset, the analytics are a build's: what the shard was built with.
	return { ...shaping, analytics: shaping.analytics ?? true };
}

export function writeShardManifest(outDir: string, manifest: Omit<ShardManifest, 'format'>): void {
	const written: ShardManifest = { format: manifestFormat, ...manifest };
	writeFileSync(join(outDir, shardManifestFile), `${JSON.stringify(written, null, '\t')}\n`);
}

/** A shard's manifest, or what keeps `folder` from being one shard's output. */
export function readShardManifest(folder: string): ShardManifest | ShardMistake {
	const file = join(folder, shardManifestFile);
	if (!existsSync(folder) || !statSync(folder).isDirectory())
		return { message: `${folder}: no such folder`, fix: 'give the folders that `trellis build --shard i/n --out <folder>` wrote' };
	if (!existsSync(file))
		return {
			message: `${folder} holds no ${shardManifestFile}: it is not the output of \`trellis build --shard i/n\``,
			fix: 'build each shard with --shard (or SHARD=i/n) and give its output folder',
		};
	let data: unknown;
	try {
		data = JSON.parse(readFileSync(file, 'utf8'));
	} catch (error) {
		return { message: `${file}: not JSON (${error instanceof Error ? error.message : String(error)})`, fix: 'build the shard again' };
	}
	const parsed = manifestSchema.safeParse(data);
	if (parsed.success) return parsed.data;
	const format = typeof data === 'object' && data !== null && 'format' in data ? data.format : undefined;
	return format !== manifestFormat
		? { message: `${file}: written by another version of trellis`, fix: 'build every shard and merge them with the same trellis' }
		: { message: `${file}: not a shard manifest (${parsed.error.issues[0]?.message ?? 'unreadable'})`, fix: 'build the shard again' };
}

/** Render problems as a manifest keeps them: their files relative to `root`, for a merge on another machine. */
export function portableProblems(problems: ReadonlyMap<string, Problem[]>, root: string): Record<string, Problem[]> {
	const relativeTo = (file: string) => (isAbsolute(file) ? relative(root, file).replaceAll('\\', '/') : file);
	return Object.fromEntries(
		[...problems].map(([path, list]) => [path, list.map((problem) => ({ ...problem, file: relativeTo(problem.file) }))]),
	);
}

/** The render problems of a manifest, their files from `root` again. */
export function localProblems(problems: ShardManifest['renderProblems'], root: string): Map<string, Problem[]> {
	return new Map(
		Object.entries(problems).map(([path, list]) => [
			path,
			list.map((problem) => ({ ...(withoutUndefined(problem) as Problem), file: resolve(root, problem.file) })),
		]),
	);
}

/** Exact optional properties take no `undefined`: zod's output may name a key it did not find. */
function withoutUndefined(value: object): object {
	return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
}
