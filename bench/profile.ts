/**
 * Where a Trellis build spends its time: `node bench/profile.ts [pages]` generates a folder,
 * builds it once under `node --cpu-prof` and prints the functions and files with the most self
 * time, and the engine functions (src/) with the most total time. `summarize` also reads any
 * .cpuprofile: `node bench/profile.ts --read <file.cpuprofile>`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { coldBuild } from './builds.ts';
import { generateDocsFolder } from './generate/docs-folder.ts';
import { prepareTrellisRoot, repoRoot } from './projects.ts';
import { workDir } from './work-dir.ts';

interface ProfileNode {
	id: number;
	callFrame: { functionName: string; url: string; lineNumber: number };
	children?: number[];
}
interface CpuProfile {
	nodes: ProfileNode[];
	samples: number[];
	timeDeltas: number[];
}

/** `file:///…/node_modules/shiki/dist/x.mjs` -> `shiki/dist/x.mjs`; engine files from `src/`. */
function shortFile(url: string): string {
	if (url === '') return '(native)';
	const path = url.replace(/^file:\/\//, '');
	const inModules = path.lastIndexOf('node_modules/');
	if (inModules >= 0) return path.slice(inModules + 'node_modules/'.length);
	const inSrc = path.lastIndexOf('/src/');
	return inSrc >= 0 ? path.slice(inSrc + 1) : path.replace(/.*\/(?=[^/]+\/[^/]+$)/, '');
}

function frameKey(node: ProfileNode): string {
	const { functionName, url, lineNumber } = node.callFrame;
	return `${functionName || '(anonymous)'} ${shortFile(url)}:${lineNumber + 1}`;
}

function top(map: Map<string, number>, count: number, totalMs: number): string[] {
	return [...map.entries()]
		.sort((a, b) => b[1] - a[1])
		.slice(0, count)
		.map(([key, ms]) => `${(ms / 1000).toFixed(2).padStart(8)} s ${((ms / totalMs) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

/** Self time per function and per file, and total time per engine function, of one profile. */
export function summarize(profile: CpuProfile, count = 25): string {
	const self = new Map<number, number>();
	profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const byFunction = new Map<string, number>();
	const byFile = new Map<string, number>();
	let totalMs = 0;
	for (const [id, ms] of self) {
		const node = byId.get(id)!;
		totalMs += ms;
		byFunction.set(frameKey(node), (byFunction.get(frameKey(node)) ?? 0) + ms);
		const file = shortFile(node.callFrame.url);
		byFile.set(file, (byFile.get(file) ?? 0) + ms);
	}
	// Total time of engine functions: a function's own time plus its callees', counted once
	// along a path even when it recurses.
	const inclusive = new Map<string, number>();
	const subtotal = new Map<number, number>();
	const total = (id: number): number => {
		const cached = subtotal.get(id);
		if (cached !== undefined) return cached;
		const node = byId.get(id)!;
		const sum = (self.get(id) ?? 0) + (node.children ?? []).reduce((acc, child) => acc + total(child), 0);
		subtotal.set(id, sum);
		return sum;
	};
	const walk = (id: number, open: Set<string>) => {
		const node = byId.get(id)!;
		const key = frameKey(node);
		const engine = node.callFrame.url.includes('/src/') && !node.callFrame.url.includes('node_modules');
		const counted = engine && !open.has(key);
		if (counted) inclusive.set(key, (inclusive.get(key) ?? 0) + total(id));
		if (counted) open.add(key);
		for (const child of node.children ?? []) walk(child, open);
		if (counted) open.delete(key);
	};
	walk(profile.nodes[0]!.id, new Set());
	return [
		`Profiled ${(totalMs / 1000).toFixed(1)} s of the main thread.`,
		'',
		'Self time by file:',
		...top(byFile, count, totalMs),
		'',
		'Self time by function:',
		...top(byFunction, count, totalMs),
		'',
		'Total time of engine functions (src/):',
		...top(inclusive, count, totalMs),
	].join('\n');
}

async function profileBuild(pageCount: number): Promise<void> {
	const work = workDir();
	const folder = generateDocsFolder({ folder: join(work, `docs-${pageCount}`), pageCount }).folder;
	const root = prepareTrellisRoot(join(work, 'trellis-root'));
	const profiles = join(work, 'profiles');
	rmSync(profiles, { recursive: true, force: true });
	mkdirSync(profiles, { recursive: true });
	const result = await coldBuild({
		root,
		docsDir: folder,
		outDir: join(work, 'out-profile'),
		nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profiles}`],
	});
	console.log(`Build of ${pageCount} pages: ${(result.wallMs / 1000).toFixed(1)} s\n`);
	for (const file of readdirSync(profiles)) {
		console.log(`${file}:`);
		console.log(summarize(JSON.parse(readFileSync(join(profiles, file), 'utf8')) as CpuProfile));
	}
	console.log(`\nProfiles in ${profiles} (open them in Chrome DevTools); engine: ${join(repoRoot, 'src')}`);
}

if (import.meta.main) {
	const [first, second] = process.argv.slice(2);
	if (first === '--read' && second) console.log(summarize(JSON.parse(readFileSync(second, 'utf8')) as CpuProfile));
	else await profileBuild(Number(first ?? 1000));
}
