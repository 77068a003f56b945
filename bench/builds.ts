import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { astroBin } from './projects.ts';
import { cacheDirFor } from '../src/settings/docs-paths.ts';
import { runMeasured, type Measured } from './measure.ts';

/** The environment of a build: this one's, with telemetry off and the docs folder to build. */
export function buildEnv(docsDir: string | undefined, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...extra };
	if (docsDir) env.DOCS_DIR = docsDir;
	else delete env.DOCS_DIR;
	return env;
}

interface BuildOptions {
	root: string;
	docsDir: string | undefined;
	outDir: string;
	/** The project's own Astro, when it has one (Starlight's install); this repository's otherwise. */
	bin?: string;
	nodeArgs?: string[];
	/** Settings of the build beyond the docs folder (`SHARD`). */
	env?: NodeJS.ProcessEnv;
}

async function build(options: BuildOptions): Promise<Measured> {
	const result = await runMeasured(
		process.execPath,
		[...(options.nodeArgs ?? []), options.bin ?? astroBin, 'build', '--outDir', options.outDir],
		{
			cwd: options.root,
			env: buildEnv(options.docsDir, options.env),
		},
	);
	if (result.exitCode !== 0)
		throw new Error(`astro build in ${options.root} failed (exit ${result.exitCode}):\n${result.output.slice(-4000)}`);
	return result;
}

/**
 * One cold `astro build` of a project root: Astro's caches (content store, prerender chunks) are
 * removed first, so that every run does the whole work. `nodeArgs` are for profiling.
 */
export async function coldBuild(options: BuildOptions): Promise<Measured> {
	// The floor and Starlight keep their cache in .cache; Trellis in node_modules/.astro/<one per
	// docs folder> (the repository's node_modules, through a symlink: only that folder's cache goes).
	for (const cache of [join(options.root, '.astro'), join(options.root, '.cache'), cacheDirFor(options.root, options.docsDir)]) {
		rmSync(cache, { recursive: true, force: true });
	}
	rmSync(options.outDir, { recursive: true, force: true });
	return build(options);
}

/** A rebuild of an unchanged folder as a user makes it: caches and the previous output kept. */
export function warmBuild(options: BuildOptions): Promise<Measured> {
	return build(options);
}
