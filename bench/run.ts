/**
 * `npm run bench`: builds generated docs folders with Trellis and with a bare Astro + MDX
 * project (the floor), measures the pages the showcase ships and the dev server's reaction to
 * edits, prints the figures and writes them to <work>/results.md (and .json).
 *
 * Settings: BENCH_SIZES=100,1000,5000 (pages), BENCH_RUNS=3 (builds per size and project; the
 * median counts), BENCH_API=250,500 (operations of the generated spec; 0 to skip),
 * BENCH_PARTS=builds,api,weight,dev (what to run), BENCH_WORK (scratch folder).
 */
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { coldBuild } from './builds.ts';
import { measureDev } from './dev-timing.ts';
import { generateDocsFolder } from './generate/docs-folder.ts';
import { median, type Measured } from './measure.ts';
import { measurePageWeights, type Weight } from './page-weight.ts';
import { prepareFloorRoot, prepareTrellisRoot } from './projects.ts';
import { workDir } from './work-dir.ts';

const list = (value: string | undefined, fallback: string) =>
	(value ?? fallback)
		.split(',')
		.map((item) => item.trim())
		.filter(Boolean);
const sizes = list(process.env.BENCH_SIZES, '100,1000,5000').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const apiSizes = list(process.env.BENCH_API, '250,500')
	.map(Number)
	.filter((count) => count > 0);
const parts = new Set(list(process.env.BENCH_PARTS, 'builds,api,weight,dev'));

const work = workDir();
const trellisRoot = prepareTrellisRoot(join(work, 'trellis-root'));
const floorRoot = prepareFloorRoot(join(work, 'floor-root'));
const lines: string[] = [];
const results: Record<string, unknown> = {};

function say(text = ''): void {
	console.log(text);
	lines.push(text);
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const cpuSeconds = (summary: { cpuMs?: number }) => (summary.cpuMs === undefined ? '–' : seconds(summary.cpuMs));

/** Pages in a built site: its HTML files. */
function countPages(folder: string): number {
	let count = 0;
	for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
		if (entry.endsWith('.html') && statSync(join(folder, entry)).isFile()) count += 1;
	}
	return count;
}

interface Summary {
	wallMs: number;
	/** User + system CPU time, when GNU time is installed. */
	cpuMs?: number;
	peakRssBytes: number;
	pages: number;
	runsMs: number[];
}

async function measureBuilds(root: string, docsDir: string, outDir: string): Promise<Summary> {
	const measured: Measured[] = [];
	for (let run = 0; run < runs; run++) measured.push(await coldBuild({ root, docsDir, outDir }));
	const cpu = measured.flatMap((m) => (m.cpuMs === undefined ? [] : [m.cpuMs]));
	return {
		wallMs: median(measured.map((m) => m.wallMs)),
		...(cpu.length === measured.length ? { cpuMs: median(cpu) } : {}),
		peakRssBytes: median(measured.map((m) => m.peakRssBytes)),
		pages: countPages(outDir),
		runsMs: measured.map((m) => Math.round(m.wallMs)),
	};
}

const cpuModel = cpus()[0]?.model ?? 'unknown CPU';
say(`Machine: ${cpuModel}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`);
say(`Load average before: ${loadAverage()}`);
say(`Runs per build: ${runs} (median), cold (Astro's caches removed before each)`);
results.machine = {
	cpuModel,
	cores: cpus().length,
	ramGiB: Math.round(totalmem() / 2 ** 30),
	node: process.version,
	loadBefore: loadAverage(),
};

if (parts.has('builds')) {
	say('\nWall time, and CPU time (user + system, all processes) which other work on the machine barely changes:\n');
	say(
		'| pages | Trellis | floor | Trellis / floor | Trellis ms/page | floor ms/page | Trellis CPU | floor CPU | CPU Trellis / floor | Trellis peak RSS | floor peak RSS |',
	);
	say('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
	const perPage: Record<number, number> = {};
	const rows: Record<number, { trellis: Summary; floor: Summary }> = {};
	for (const size of sizes) {
		const folder = generateDocsFolder({ folder: join(work, `docs-${size}`), pageCount: size }).folder;
		const floor = await measureBuilds(floorRoot, folder, join(work, `out-floor-${size}`));
		const trellis = await measureBuilds(trellisRoot, folder, join(work, `out-trellis-${size}`));
		rows[size] = { trellis, floor };
		perPage[size] = trellis.wallMs / size;
		const cpuRatio = trellis.cpuMs && floor.cpuMs ? `${(trellis.cpuMs / floor.cpuMs).toFixed(2)}x` : '–';
		say(
			`| ${size} | ${seconds(trellis.wallMs)} | ${seconds(floor.wallMs)} | ${(trellis.wallMs / floor.wallMs).toFixed(2)}x | ${(trellis.wallMs / size).toFixed(1)} | ${(floor.wallMs / size).toFixed(1)} | ${cpuSeconds(trellis)} | ${cpuSeconds(floor)} | ${cpuRatio} | ${megabytes(trellis.peakRssBytes)} | ${megabytes(floor.peakRssBytes)} |`,
		);
	}
	results.builds = rows;
	if (perPage[1000] && perPage[5000]) say(`\nPer-page cost at 5,000 pages / at 1,000: ${(perPage[5000] / perPage[1000]).toFixed(2)}x`);
	results.perPageCpuMs = Object.fromEntries(
		Object.entries(rows).map(([size, row]) => [size, row.trellis.cpuMs === undefined ? undefined : row.trellis.cpuMs / Number(size)]),
	);
}

if (parts.has('api') && apiSizes.length > 0) {
	say('\nOpenAPI spec (operations + one webhook per five operations, as pages of an API tab, beside 20 MDX pages):\n');
	say('| operations | webhooks | pages built | build | CPU | CPU ms per API page | peak RSS |');
	say('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
	const rows: Record<number, Summary> = {};
	for (const operations of apiSizes) {
		const webhooks = Math.round(operations / 5);
		const folder = generateDocsFolder({ folder: join(work, `api-${operations}`), pageCount: 20, operations, webhooks }).folder;
		const summary = await measureBuilds(trellisRoot, folder, join(work, `out-api-${operations}`));
		rows[operations] = summary;
		const perPage = summary.cpuMs === undefined ? '–' : (summary.cpuMs / (operations + webhooks)).toFixed(1);
		say(
			`| ${operations} | ${webhooks} | ${summary.pages} | ${seconds(summary.wallMs)} | ${cpuSeconds(summary)} | ${perPage} | ${megabytes(summary.peakRssBytes)} |`,
		);
	}
	results.api = rows;
}

if (parts.has('weight')) {
	// The showcase, built by Trellis as `npm run build` does (no DOCS_DIR).
	const outDir = join(work, 'out-showcase');
	await coldBuild({ root: trellisRoot, docsDir: undefined, outDir });
	const weights = await measurePageWeights(
		outDir,
		{
			'doc page (/introduction)': '/introduction',
			'API page with playground (/api-reference/plants/new-plant)': '/api-reference/plants/new-plant',
		},
		'water',
	);
	const row = (label: string, weight: Weight) =>
		say(
			`| ${label} | ${kilobytes(weight.html)} | ${kilobytes(weight.css)} | ${kilobytes(weight.js)} | ${kilobytes(weight.search)} | ${kilobytes(weight.other)} | ${kilobytes(weight.html + weight.css + weight.js + weight.other)} | ${weight.requests} |`,
		);
	say('\nPage weight of the showcase, gzip, first visit with an empty cache (images left out):\n');
	say('| page | HTML | CSS | JS | search index | other (fonts…) | total without images and index | requests |');
	say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
	for (const [label, weight] of Object.entries(weights.pages)) row(label, weight);
	row('search opened (added to the doc page)', weights.searchOpened);
	row('first search query (added)', weights.searchQuery);
	results.weights = weights;
}

if (parts.has('dev')) {
	const size = Math.min(...sizes, 1000);
	const source = join(work, `docs-${size}`);
	const docsDir = join(work, `dev-${size}`);
	// The dev server gets a copy: its edits must not change the folder the builds measure.
	generateDocsFolder({ folder: source, pageCount: size });
	cpSync(source, docsDir, { recursive: true });
	const dev = await measureDev({ root: trellisRoot, docsDir, pagePath: 'guides/topic-0/page-0', edits: 5 });
	say(
		`\n\`astro dev\` on the ${size}-page folder: first page ${seconds(dev.firstPageMs)}, page edit shown in ${Math.round(dev.pageEditMs)} ms, docs.json edit shown in ${Math.round(dev.configEditMs)} ms (median of 5 edits)`,
	);
	results.dev = { size, ...dev };
}

say(`\nLoad average after: ${loadAverage()}`);
results.loadAfter = loadAverage();
writeFileSync(join(work, 'results.md'), `${lines.join('\n')}\n`);
writeFileSync(join(work, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${join(work, 'results.md')} and results.json`);
