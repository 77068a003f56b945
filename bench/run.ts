/**
 * `npm run bench`: builds generated docs folders with Trellis, with a bare Astro + MDX project
 * (the floor) and with Astro Starlight, measures the pages the showcase ships and the dev
 * server's reaction to edits, prints the figures and writes them to <work>/results.md (and .json).
 *
 * Settings: BENCH_SIZES=100,1000,5000 (pages), BENCH_RUNS=3 (builds per size and project; the
 * median counts), BENCH_PROJECTS=trellis,floor,starlight (which projects build the folders),
 * BENCH_API=250,500 (operations of the generated spec; 600 is 500 operations + 100 webhooks;
 * 0 to skip), BENCH_PARTS=builds,api,weight,dev (what to run), BENCH_DEV_SIZES=1000,5000 (pages of
 * the dev server's folders), BENCH_SHARD_PAGES=5000 and BENCH_SHARDS=4 (the folder built whole, then
 * in shards and merged), BENCH_WORK (scratch folder).
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { apiCase, apiPageHtml } from './api-pages.ts';
import { coldBuild } from './builds.ts';
import { measureSize, prepareProjects, projectNames, type ProjectName, type SizeResult } from './compare.ts';
import { measureDev, type DevTimings } from './dev-timing.ts';
import { measureShards } from './shards.ts';
import { cpuSeconds, kilobytes, megabytes, ratio, seconds } from './format.ts';
import { generateDocsFolder } from './generate/docs-folder.ts';
import { measurePageWeights, type Weight } from './page-weight.ts';
import { summarize, type Summary } from './summary.ts';
import { workDir } from './work-dir.ts';
import type { Measured } from './measure.ts';

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
const parts = new Set(list(process.env.BENCH_PARTS, 'builds,api,weight,dev,shards'));
const devSizes = list(process.env.BENCH_DEV_SIZES, '1000,5000').map(Number);
const devEdits = 10;
const shardPages = Number(process.env.BENCH_SHARD_PAGES ?? 5000);
const shardCount = Number(process.env.BENCH_SHARDS ?? 4);
const chosenProjects = new Set(list(process.env.BENCH_PROJECTS, 'trellis,floor,starlight'));
for (const name of chosenProjects) {
	if (!(projectNames as readonly string[]).includes(name))
		throw new Error(`BENCH_PROJECTS: unknown project "${name}" (${projectNames.join(', ')})`);
}
// The api, weight and dev parts build with Trellis whatever BENCH_PROJECTS says; only the builds part builds the others.
const projectsToPrepare = new Set<ProjectName>(
	parts.has('builds') ? (projectNames.filter((name) => chosenProjects.has(name)) as ProjectName[]) : [],
);
if (['api', 'weight', 'dev', 'shards'].some((part) => parts.has(part))) projectsToPrepare.add('trellis');

const work = workDir();
const { projects, starlightInstallMs } = prepareProjects(work, projectsToPrepare);
const lines: string[] = [];
const results: Record<string, unknown> = {};

function say(text = ''): void {
	console.log(text);
	lines.push(text);
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const cpuModel = cpus()[0]?.model ?? 'unknown CPU';
say(`Machine: ${cpuModel}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`);
say(`Load average before: ${loadAverage()}`);
say(`Runs per build: ${runs} (median), cold (Astro's caches removed before each)`);
if (starlightInstallMs !== undefined) say(`Starlight installed into ${join(work, 'starlight-root')} in ${seconds(starlightInstallMs)}`);
results.machine = {
	cpuModel,
	cores: cpus().length,
	ramGiB: Math.round(totalmem() / 2 ** 30),
	node: process.version,
	loadBefore: loadAverage(),
};

if (parts.has('builds')) {
	say('\nWall time, and CPU time (user + system, all processes) which other work on the machine barely changes;');
	say('the projects build in turn (floor, Starlight, Trellis, floor, …); the rebuild is Trellis again on the');
	say('unchanged folder with its caches and previous output kept:\n');
	say(
		'| pages | Trellis | floor | Trellis / floor | Trellis ms/page | floor ms/page | Trellis CPU | floor CPU | CPU Trellis / floor | Trellis peak RSS | floor peak RSS | RSS Trellis / floor | Starlight | Trellis / Starlight | Starlight CPU | Starlight peak RSS | Trellis rebuild | rebuild / cold |',
	);
	say('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
	const perPage: Record<number, number> = {};
	const rows: Record<number, SizeResult> = {};
	for (const size of sizes) {
		const folder = generateDocsFolder({ folder: join(work, `docs-${size}`), pageCount: size }).folder;
		const row = await measureSize({ projects, folder, pages: size, outPrefix: join(work, `out-${size}`), runs });
		rows[size] = row;
		const { trellis, floor, starlight } = row.cold;
		if (trellis) perPage[size] = trellis.wallMs / size;
		const wall = (summary: Summary | undefined) => (summary ? seconds(summary.wallMs) : '–');
		const msPerPage = (summary: Summary | undefined) => (summary ? (summary.wallMs / size).toFixed(1) : '–');
		const rss = (summary: Summary | undefined) => (summary ? megabytes(summary.peakRssBytes) : '–');
		say(
			`| ${size} | ${wall(trellis)} | ${wall(floor)} | ${ratio(trellis?.wallMs, floor?.wallMs)} | ${msPerPage(trellis)} | ${msPerPage(floor)} | ${cpuSeconds(trellis)} | ${cpuSeconds(floor)} | ${ratio(trellis?.cpuMs, floor?.cpuMs)} | ${rss(trellis)} | ${rss(floor)} | ${ratio(trellis?.peakRssBytes, floor?.peakRssBytes)} | ${wall(starlight)} | ${ratio(trellis?.wallMs, starlight?.wallMs)} | ${cpuSeconds(starlight)} | ${rss(starlight)} | ${wall(row.rebuild)} | ${ratio(row.rebuild?.wallMs, trellis?.wallMs)} |`,
		);
	}
	results.builds = rows;
	if (perPage[1000] && perPage[5000]) say(`\nPer-page cost at 5,000 pages / at 1,000: ${(perPage[5000] / perPage[1000]).toFixed(2)}x`);
	results.perPageCpuMs = Object.fromEntries(
		Object.entries(rows).map(([size, row]) => [
			size,
			row.cold.trellis?.cpuMs === undefined ? undefined : row.cold.trellis.cpuMs / Number(size),
		]),
	);
}

const trellisRoot = projects.trellis?.root;

if (parts.has('api') && apiSizes.length > 0 && trellisRoot) {
	say('\nOpenAPI spec (operations + one webhook per five operations, as pages of an API tab, beside 20 MDX pages;');
	say('600 is the 600-operation case: 500 operations + 100 webhooks). API page HTML: bytes of the operation and');
	say("webhook pages' index.html, uncompressed:\n");
	say('| operations | webhooks | pages built | build | CPU | CPU ms per API page | peak RSS | API page HTML mean | API page HTML max |');
	say('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
	const rows: Record<number, Summary & { html: ReturnType<typeof apiPageHtml> }> = {};
	for (const size of apiSizes) {
		const { operations, webhooks } = apiCase(size);
		const generated = generateDocsFolder({ folder: join(work, `api-${size}`), pageCount: 20, operations, webhooks });
		const outDir = join(work, `out-api-${size}`);
		const measured = [];
		for (let run = 0; run < runs; run++) measured.push(await coldBuild({ root: trellisRoot, docsDir: generated.folder, outDir }));
		const summary = summarize(measured, outDir);
		const html = apiPageHtml(outDir, generated.pages, operations + webhooks);
		rows[size] = { ...summary, html };
		const perPage = summary.cpuMs === undefined ? '–' : (summary.cpuMs / (operations + webhooks)).toFixed(1);
		const label = size === operations ? `${operations}` : `${operations} (the ${size} case)`;
		say(
			`| ${label} | ${webhooks} | ${summary.pages} | ${seconds(summary.wallMs)} | ${cpuSeconds(summary)} | ${perPage} | ${megabytes(summary.peakRssBytes)} | ${kilobytes(html.meanBytes)} | ${kilobytes(html.maxBytes)} |`,
		);
	}
	results.api = rows;
}

if (parts.has('weight') && trellisRoot) {
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

if (parts.has('dev') && trellisRoot) {
	const devResults: ({ size: number } & DevTimings)[] = [];
	results.dev = devResults;
	for (const size of devSizes) {
		const source = join(work, `docs-${size}`);
		const docsDir = join(work, `dev-${size}`);
		// The dev server gets a copy: its edits must not change the folder the builds measure.
		generateDocsFolder({ folder: source, pageCount: size });
		cpSync(source, docsDir, { recursive: true });
		const dev = await measureDev({ root: trellisRoot, docsDir, pagePath: 'guides/topic-0/page-0', edits: devEdits });
		say(
			`\n\`astro dev\` on the ${size}-page folder: first page ${seconds(dev.firstPageMs)}, page edit shown in ${Math.round(dev.pageEditMs)} ms, docs.json edit shown in ${Math.round(dev.configEditMs)} ms (median of ${devEdits} edits); resident ${megabytes(dev.residentBytes)} after them, peak ${megabytes(dev.peakBytes)}`,
		);
		devResults.push({ size, ...dev });
	}
}

if (parts.has('shards') && trellisRoot) {
	const docsDir = generateDocsFolder({ folder: join(work, `docs-${shardPages}`), pageCount: shardPages }).folder;
	const timings = await measureShards({ root: trellisRoot, docsDir, work, count: shardCount });
	const walls = timings.shards.map((shard) => shard.wallMs);
	const longest = Math.max(...walls);
	const sum = walls.reduce((total, wall) => total + wall, 0);
	say(
		`\nThe ${shardPages}-page folder built whole, then in ${shardCount} shards (one after another, each from nothing cached), then merged:\n`,
	);
	say('| build | wall | CPU | peak RSS |');
	say('| --- | ---: | ---: | ---: |');
	const row = (label: string, measured: Measured) =>
		say(`| ${label} | ${seconds(measured.wallMs)} | ${cpuSeconds(measured)} | ${megabytes(measured.peakRssBytes)} |`);
	row('whole', timings.single);
	for (const [index, shard] of timings.shards.entries()) row(`shard ${index + 1}/${shardCount}`, shard);
	row('`trellis merge`', timings.merge);
	say(
		`\nShards: sum ${seconds(sum)}, longest ${seconds(longest)} (${ratio(longest, timings.single.wallMs)} of the whole build); ` +
			`on ${shardCount} machines, the longest shard and the merge: ${seconds(longest + timings.merge.wallMs)} (${ratio(longest + timings.merge.wallMs, timings.single.wallMs)}). ` +
			(timings.differing.length === 0
				? 'The merged site is byte for byte the whole build.'
				: `The merged site differs from the whole build in ${timings.differing.length} files: ${timings.differing.slice(0, 10).join(', ')}`),
	);
	const figures = ({ wallMs, cpuMs, peakRssBytes }: Measured) => ({ wallMs, cpuMs, peakRssBytes });
	results.shards = {
		pages: shardPages,
		count: shardCount,
		single: figures(timings.single),
		shards: timings.shards.map(figures),
		merge: figures(timings.merge),
		differing: timings.differing,
	};
}

say(`\nLoad average after: ${loadAverage()}`);
results.loadAfter = loadAverage();
writeFileSync(join(work, 'results.md'), `${lines.join('\n')}\n`);
writeFileSync(join(work, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${join(work, 'results.md')} and results.json`);
