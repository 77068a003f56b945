import { join } from 'node:path';
import { coldBuild, warmBuild } from './builds.ts';
import type { Measured } from './measure.ts';
import { prepareFloorRoot, prepareTrellisRoot } from './projects.ts';
import { checkStarlightOutput, copyPagesToStarlight, prepareStarlightRoot } from './starlight.ts';
import { htmlFiles, summarize, type Summary } from './summary.ts';

export const projectNames = ['floor', 'starlight', 'trellis'] as const;
export type ProjectName = (typeof projectNames)[number];

/** How to build one project: its root, its Astro, and what to do with a folder before and after. */
interface Project {
	root: string;
	bin?: string;
	/** Whether Astro reads the pages from DOCS_DIR (Starlight reads its own docs collection). */
	readsDocsDir: boolean;
	/** Before the runs of a size: puts the generated folder where the project reads it. */
	useFolder?: (folder: string) => number;
	/** After each build: fails when the build did not write what it should have. */
	check?: (outDir: string, pages: number) => void;
}

export type Projects = Partial<Record<ProjectName, Project>>;

/** Prepares the chosen projects in the scratch folder (Starlight's install is timed: it may reach the registry). */
export function prepareProjects(work: string, chosen: ReadonlySet<ProjectName>): { projects: Projects; starlightInstallMs?: number } {
	const projects: Projects = {};
	if (chosen.has('trellis')) projects.trellis = { root: prepareTrellisRoot(join(work, 'trellis-root')), readsDocsDir: true };
	if (chosen.has('floor')) projects.floor = { root: prepareFloorRoot(join(work, 'floor-root')), readsDocsDir: true };
	if (!chosen.has('starlight')) return { projects };
	const root = join(work, 'starlight-root');
	const { installMs } = prepareStarlightRoot(root);
	projects.starlight = {
		root,
		bin: join(root, 'node_modules/astro/bin/astro.mjs'),
		readsDocsDir: false,
		useFolder: (folder) => copyPagesToStarlight(root, folder),
		check: (outDir, pages) => checkStarlightOutput(outDir, pages, htmlFiles(outDir).length),
	};
	return { projects, ...(installMs !== undefined ? { starlightInstallMs: installMs } : {}) };
}

export interface SizeResult {
	cold: Partial<Record<ProjectName, Summary>>;
	/** Trellis again on the unchanged folder, caches and output of the last cold run kept. */
	rebuild?: Summary;
}

/**
 * Cold builds of one generated folder, `runs` per project, the projects taking turns (floor,
 * Starlight, Trellis, floor, …) so that a change of load on the machine weighs on each alike;
 * then `runs` Trellis rebuilds.
 */
export async function measureSize(options: {
	projects: Projects;
	folder: string;
	pages: number;
	outPrefix: string;
	runs: number;
}): Promise<SizeResult> {
	const chosen = projectNames.flatMap((name) => {
		const project = options.projects[name];
		return project ? [{ name, project, outDir: `${options.outPrefix}-${name}` }] : [];
	});
	for (const { project } of chosen) project.useFolder?.(options.folder);
	const measured = new Map<ProjectName, Measured[]>(chosen.map(({ name }) => [name, []]));
	for (let run = 0; run < options.runs; run++) {
		for (const { name, project, outDir } of chosen) {
			const docsDir = project.readsDocsDir ? options.folder : undefined;
			measured.get(name)!.push(await coldBuild({ root: project.root, docsDir, outDir, ...(project.bin ? { bin: project.bin } : {}) }));
			project.check?.(outDir, options.pages);
		}
	}
	const cold = Object.fromEntries(chosen.map(({ name, outDir }) => [name, summarize(measured.get(name)!, outDir)]));
	const trellis = chosen.find(({ name }) => name === 'trellis');
	if (!trellis) return { cold };
	const rebuilds: Measured[] = [];
	for (let run = 0; run < options.runs; run++) {
		rebuilds.push(await warmBuild({ root: trellis.project.root, docsDir: options.folder, outDir: trellis.outDir }));
	}
	return { cold, rebuild: summarize(rebuilds, trellis.outDir) };
}
