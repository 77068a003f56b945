import type { TestProject } from 'vitest/node';
import { buildSite } from './build-site.ts';
import { serveStatic } from './static-server.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		/** URL of the built showcase, served statically. */
		showcaseUrl: string;
		/** Folder of the built showcase. */
		showcaseDir: string;
	}
}

/** Builds the showcase once for all browser tests and serves it. */
export default async function setup(project: TestProject) {
	const build = await buildSite();
	if (build.exitCode !== 0) throw new Error(`showcase build failed:\n${build.stdout}\n${build.stderr}`);
	const server = await serveStatic(build.outDir);
	project.provide('showcaseUrl', server.url);
	project.provide('showcaseDir', build.outDir);
	return () => server.close();
}
