/**
 * `npm run corpus`: builds each real docs folder of `../shared/corpus/` leniently, one at a time,
 * and prints per folder the pages in its navigation, the pages built from their source (hidden pages
 * included), those built as a list of their problems, errors, warnings and seconds; then the totals.
 *
 * Usage: npm run corpus [-- NAME...] (folders to build; all by default).
 * CORPUS_DIR overrides where the folders are; CORPUS_STRICT=1 builds strictly instead.
 * Each folder's output and report are kept in <tmp>/trellis-corpus/<name>.log and <name>.report.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { holdBuildLock } from '../tests/support/build-site.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const corpusRoot = resolve(projectRoot, process.env.CORPUS_DIR ?? '../shared/corpus');
const strict = process.env.CORPUS_STRICT === '1';
const work = join(tmpdir(), 'trellis-corpus');

interface FolderResult {
	name: string;
	format: 'current' | 'legacy';
	inNavigation: number;
	built: number;
	failed: number;
	errors: number;
	warnings: number;
	seconds: number;
	/** Why the build stopped, when it did: the first error lines of its output. */
	stopped?: string;
}

/** The report Trellis writes beside the built site (README, "Lenient builds"). */
interface Report {
	counts: { pagesInNavigation: number; pagesBuilt: number; pagesFailed: number; errors: number; warnings: number };
}

function folders(): string[] {
	const wanted = process.argv.slice(2);
	if (!existsSync(corpusRoot)) throw new Error(`no corpus at ${corpusRoot}: set CORPUS_DIR`);
	const all = readdirSync(corpusRoot)
		.filter((name) => statSync(join(corpusRoot, name)).isDirectory() && name !== 'LICENSES')
		.sort();
	const unknown = wanted.filter((name) => !all.includes(name));
	if (unknown.length > 0) throw new Error(`not in the corpus: ${unknown.join(', ')} (it has ${all.join(', ')})`);
	return wanted.length > 0 ? wanted : all;
}

/** The config's format as Mintlify tells it: a `theme`, or `navigation` as an object, is current. */
function formatOf(folder: string): FolderResult['format'] {
	const docsJson = join(folder, 'docs.json');
	if (!existsSync(docsJson)) return 'legacy';
	try {
		const config = JSON.parse(readFileSync(docsJson, 'utf8')) as Record<string, unknown>;
		const navigation = config.navigation;
		return 'theme' in config || (navigation !== null && typeof navigation === 'object' && !Array.isArray(navigation))
			? 'current'
			: 'legacy';
	} catch {
		return 'legacy';
	}
}

function build(name: string): Promise<FolderResult> {
	const folder = join(corpusRoot, name);
	const outDir = join(work, name);
	rmSync(outDir, { recursive: true, force: true });
	const started = performance.now();
	return new Promise((done) => {
		const child = spawn(join(projectRoot, 'node_modules/.bin/astro'), ['build', '--outDir', outDir], {
			cwd: projectRoot,
			env: { ...process.env, DOCS_DIR: folder, LENIENT: strict ? '0' : '1', LINK_CHECK: 'warn', ASTRO_TELEMETRY_DISABLED: '1' },
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.on('close', (code) => {
			const seconds = (performance.now() - started) / 1000;
			writeFileSync(join(work, `${name}.log`), output);
			const reportFile = join(outDir, 'trellis-report.json');
			const result: FolderResult = {
				name,
				format: formatOf(folder),
				inNavigation: 0,
				built: 0,
				failed: 0,
				errors: 0,
				warnings: 0,
				seconds,
			};
			if (code === 0 && existsSync(reportFile)) {
				const { counts } = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
				Object.assign(result, {
					inNavigation: counts.pagesInNavigation,
					built: counts.pagesBuilt,
					failed: counts.pagesFailed,
					errors: counts.errors,
					warnings: counts.warnings,
				});
			} else {
				const summary =
					/Compatibility report \([a-z]+\): (\d+) pages in navigation, (\d+) built, (\d+) failed[^;]*; (\d+) errors?, (\d+) warnings?/.exec(
						output,
					);
				if (summary) {
					const [, inNavigation, built, failed, errors, warnings] = summary.map(Number) as number[];
					Object.assign(result, { inNavigation, built, failed, errors, warnings });
				}
				result.stopped = stopReason(output, code);
			}
			// The report stays beside the log, for a look at what failed.
			if (existsSync(reportFile)) writeFileSync(join(work, `${name}.report.json`), readFileSync(reportFile));
			rmSync(outDir, { recursive: true, force: true });
			done(result);
		});
	});
}

/** The first lines that say why a build stopped: the config's errors first, as they stop it whatever the pages hold. */
function stopReason(output: string, code: number | null): string {
	const lines = output.split('\n').filter((line) => /^(error|\[ERROR\])|Error:|error:/.test(line.trim()));
	const inConfig = (line: string) => /(docs|mint)\.json:/.test(line);
	const ordered = [...lines.filter(inConfig), ...lines.filter((line) => !inConfig(line))];
	return (ordered.slice(0, 3).join(' | ') || `exit code ${code}`).slice(0, 400);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function row(result: Omit<FolderResult, 'stopped' | 'format'> & { format: string }): string {
	return [
		result.name.padEnd(24),
		result.format.padEnd(8),
		pad(result.inNavigation, 6),
		pad(result.built, 6),
		pad(result.failed, 7),
		pad(result.errors, 7),
		pad(result.warnings, 9),
		pad(result.seconds.toFixed(1), 8),
	].join(' ');
}

mkdirSync(work, { recursive: true });
const names = folders();
console.log(`Building ${names.length} folders of ${corpusRoot} ${strict ? 'strictly' : 'leniently'} (logs in ${work})\n`);
console.log(
	`${'folder'.padEnd(24)} ${'format'.padEnd(8)} ${pad('nav', 6)} ${pad('built', 6)} ${pad('problem', 7)} ${pad('errors', 7)} ${pad('warnings', 9)} ${pad('seconds', 8)}`,
);
const results: FolderResult[] = [];
for (const name of names) {
	// Builds in this project share its .astro/ folder: one at a time, with the tests' builds too.
	const release = await holdBuildLock();
	const result = await build(name).finally(release);
	results.push(result);
	console.log(row(result) + (result.stopped ? `  STOPPED: ${result.stopped}` : ''));
}

const sum = (list: FolderResult[], key: 'inNavigation' | 'built' | 'failed' | 'errors' | 'warnings' | 'seconds') =>
	list.reduce((total, result) => total + result[key], 0);
console.log('');
for (const format of ['legacy', 'current'] as const) {
	const group = results.filter((result) => result.format === format);
	if (group.length === 0) continue;
	const stopped = group.filter((result) => result.stopped).length;
	console.log(
		row({
			name: `total ${format} (${group.length})`,
			format: '',
			inNavigation: sum(group, 'inNavigation'),
			built: sum(group, 'built'),
			failed: sum(group, 'failed'),
			errors: sum(group, 'errors'),
			warnings: sum(group, 'warnings'),
			seconds: sum(group, 'seconds'),
		}) + (stopped > 0 ? `  ${stopped} stopped` : ''),
	);
}
process.exitCode = results.some((result) => result.stopped) ? 1 : 0;
