import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { lookOf } from '../../../src/theme/looks.ts';

/**
 * The `trellis` command run in this process (`main(args)` of src/cli/main.ts) for what it decides
 * before building anything: its flags, help, and the mistakes in how it is called, each with its
 * exit code and exact output. The installed command, spawned under the machine's Node, is
 * tests/cli/. This file runs in a process of its own (vitest.config.ts): it changes the working
 * folder and the environment, as a user's shell gives them.
 */

const fixtures = resolve(import.meta.dirname, '../../fixtures/cli');
const copies: string[] = [];

afterAll(() => {
	for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of a folder of tests/fixtures/cli, in a temporary folder. */
function copyOf(name: string): string {
	const parent = mkdtempSync(join(tmpdir(), 'trellis-main-'));
	copies.push(parent);
	cpSync(join(fixtures, name), join(parent, name), { recursive: true });
	return join(parent, name);
}

/** The settings a user's shell may hold; none is set unless a test gives it. */
const settingVariables = ['DOCS_DIR', 'LENIENT', 'LINK_CHECK', 'SITE_URL', 'BASE_PATH', 'ANALYTICS', 'SHARD', 'CI'];

/** Runs `trellis <args>` in `cwd`, with `env` added: its exit code and what it wrote. */
async function trellis(args: string[], cwd: string, env: Record<string, string> = {}) {
	const saved = { cwd: process.cwd(), env: { ...process.env } };
	const written = { stdout: '', stderr: '' };
	const spies = (['stdout', 'stderr'] as const).map((name) =>
		vi.spyOn(process[name], 'write').mockImplementation((chunk: string | Uint8Array) => {
			written[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
			return true;
		}),
	);
	process.chdir(cwd);
	for (const key of settingVariables) delete process.env[key];
	Object.assign(process.env, env);
	try {
		// Loaded anew: the command reads its working folder when it is loaded, as a process started there.
		vi.resetModules();
		const { main } = await import('../../../src/cli/main.ts');
		const code = await main(args);
		return { code, ...written };
	} finally {
		for (const spy of spies) spy.mockRestore();
		process.chdir(saved.cwd);
		for (const key of Object.keys(process.env)) if (!(key in saved.env)) delete process.env[key];
		Object.assign(process.env, saved.env);
	}
}

describe('mistakes in how trellis is called', () => {
	test('a folder without docs.json', async () => {
		const folder = join(copyOf('good'), 'guides');
		const run = await trellis(['build'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toBe(
			`error: ${folder}: no docs.json or mint.json in this folder\n  fix: run trellis in the folder that holds your docs.json, pass it with --dir <folder>, or start one with \`trellis new\`\n`,
		);
	});

	test('a wrong value of a setting, as a flag and as a variable', async () => {
		const folder = copyOf('good');
		const run = await trellis(['build', '--link-check', 'warning'], folder, { BASE_PATH: 'docs' });
		expect(run.code).toBe(1);
		expect(run.stderr).toContain('error: --link-check warning: not a value of --link-check. Expected "warn"');
		expect(run.stderr).toContain('  fix: did you mean --link-check warn?');
		expect(run.stderr).toContain('error: BASE_PATH=docs: not a value of BASE_PATH. Expected a path from the site root');
		expect(run.stderr).toContain('  fix: did you mean BASE_PATH=/docs?');
		expect(existsSync(join(folder, 'dist'))).toBe(false);
	});

	test('an output folder inside the docs folder, where the next build would read it', async () => {
		const folder = copyOf('good');
		const run = await trellis(['build', '--out', 'guides/site'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toContain(`error: --out guides/site: a folder inside the docs folder ${folder}`);
		expect(existsSync(join(folder, 'guides/site'))).toBe(false);
	});

	test('an unknown command, with the one meant', async () => {
		const run = await trellis(['biuld'], copyOf('good'));
		expect(run.code).toBe(2);
		expect(run.stderr).toBe("error: unknown command 'biuld'\n  fix: did you mean build? (trellis --help lists the commands and flags)\n");
	});

	test('an unknown flag and a bad port', async () => {
		const folder = copyOf('good');
		const flag = await trellis(['dev', '--prot', '3000'], folder);
		expect(flag.code).toBe(2);
		expect(flag.stderr).toBe(
			"error: unknown option '--prot'\n  fix: did you mean --port? (trellis dev --help lists the commands and flags)\n",
		);
		const port = await trellis(['dev', '--port', 'abc'], folder);
		expect(port.code).toBe(2);
		expect(port.stderr).toContain('"abc" is not a port number: give a whole number from 1 to 65535, such as 4321');
	});

	test('a shard that is not one of the split, and a merge of folders no shard wrote', async () => {
		const folder = copyOf('good');
		const shard = await trellis(['build', '--shard', '4/3'], folder);
		expect(shard.code).toBe(1);
		expect(shard.stderr).toBe(
			'error: --shard 4/3: not a value of --shard. Expected the shard to build and the number of shards, such as "2/3" (the second of three)\n',
		);
		const merge = await trellis(['merge', 'nowhere', '.'], folder);
		expect(merge.code).toBe(1);
		expect(merge.stderr).toBe(
			[
				`error: ${join(folder, 'nowhere')}: no such folder`,
				'  fix: give the folders that `trellis build --shard i/n --out <folder>` wrote',
				`error: ${folder} holds no trellis-shard.json: it is not the output of \`trellis build --shard i/n\``,
				'  fix: build each shard with --shard (or SHARD=i/n) and give its output folder',
				'',
			].join('\n'),
		);
		expect(existsSync(join(folder, 'dist'))).toBe(false);
	});

	test('SHARD is read by builds only: a command that makes the whole site leaves it aside', async () => {
		const run = await trellis(['export', '--site-url', 'nope'], copyOf('good'), { SHARD: 'wrong' });
		expect(run.stderr).not.toContain('SHARD');
		expect(run.stderr).toContain('--site-url nope');
	});

	test('preview with nothing built says how to build', async () => {
		const run = await trellis(['preview'], copyOf('good'));
		expect(run.code).toBe(1);
		expect(run.stderr).toContain('error: dist: no built site here\n  fix: build it first: trellis build');
	});

	test('a --files pattern of broken-links that names no page', async () => {
		const folder = copyOf('links');
		const run = await trellis(['broken-links', '--files', 'guides/**'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toBe(
			`error: --files guides/**: no .mdx or .md page in ${folder} matches\n  fix: give paths from the docs folder, such as --files "guides/**" or --files index.mdx\n`,
		);
	});

	test('a sitemap check-move cannot read is named, with what to give instead', async () => {
		const folder = copyOf('moving');
		const run = await trellis(['check-move', '--sitemap', 'old/sitemap.xml'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toContain(
			`error: --sitemap old/sitemap.xml: ENOENT: no such file or directory, open '${join(folder, 'old/sitemap.xml')}'`,
		);
		expect(run.stderr).toContain("  fix: give the old site's sitemap.xml, as a file or as its URL");
	});
});

describe('trellis mcp', () => {
	test('a folder with no site built, or that is neither a docs folder nor a built site, says what to give', async () => {
		const folder = copyOf('good');
		const unbuilt = await trellis(['mcp'], folder);
		expect(unbuilt.code).toBe(1);
		expect(unbuilt.stderr).toBe('error: dist: no site built here\n  fix: build it first: trellis build, then run trellis mcp again\n');
		expect(unbuilt.stdout).toBe('');
		const named = await trellis(['mcp', 'good'], join(folder, '..'));
		expect(named.stderr).toBe(
			'error: good/dist: no site built here\n  fix: build it first: trellis build --dir good, then run trellis mcp again\n',
		);
		const neither = await trellis(['mcp', 'images'], folder);
		expect(neither.code).toBe(1);
		expect(neither.stderr).toBe(
			'error: images: neither a docs folder (no docs.json or mint.json) nor a site trellis build wrote\n  fix: name the folder that holds your docs.json, or the output folder of trellis build: trellis mcp <folder>\n',
		);
		const missing = await trellis(['mcp', 'nowhere'], folder);
		expect(missing.stderr).toBe(
			`error: ${join(folder, 'nowhere')}: no such folder\n  fix: name a docs folder, or the folder trellis build wrote: trellis mcp <folder>\n`,
		);
	});

	test('flags used wrongly', async () => {
		const folder = copyOf('good');
		const host = await trellis(['mcp', '--host', '0.0.0.0'], folder);
		expect(host.code).toBe(2);
		expect(host.stderr).toBe(
			'error: --host without --http: over stdio there is no address to listen on\n  fix: add --http <port>, or leave out --host\n',
		);
		const port = await trellis(['mcp', '--http', 'abc'], folder);
		expect(port.code).toBe(2);
		expect(port.stderr).toContain('"abc" is not a port number: give a whole number from 1 to 65535, such as 4321');
		const twice = await trellis(['mcp', '.', '--dir', '.'], folder);
		expect(twice.code).toBe(2);
		expect(twice.stderr).toBe('error: a folder and --dir given both\n  fix: name the folder once: trellis mcp <folder>\n');
	});
});

describe('trellis --help', () => {
	test('lists every command', async () => {
		const run = await trellis(['--help'], copyOf('good'));
		expect(run.code).toBe(0);
		for (const command of ['dev', 'build', 'merge', 'preview', 'validate', 'broken-links', 'a11y', 'upgrade', 'new', 'export', 'mcp']) {
			expect(run.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
		}
	});

	test('lists the flags of a command', async () => {
		const run = await trellis(['broken-links', '--help'], copyOf('good'));
		expect(run.code).toBe(0);
		for (const flag of ['--dir <folder>', '--files <glob...>', '--check-anchors', '--check-redirects']) expect(run.stdout).toContain(flag);
	});
});

describe('trellis a11y', () => {
	test('finds a low-contrast palette and images and videos without a text alternative', async () => {
		const folder = copyOf('a11y');
		const run = await trellis(['a11y', '--dir', folder], join(folder, '..'));
		expect(run.code).toBe(1);
		expect(run.stderr).toContain(
			'docs.json colors.primary #fde047 on the light background #ffffff (background.color.light): contrast 1.32:1, WCAG AA asks 4.5:1 for text\n  fix: choose a darker colors.primary, such as',
		);
		expect(run.stderr).toContain('a11y/index.mdx:6:1 image /images/leaf.png has no alt text');
		expect(run.stderr).toContain('a11y/index.mdx:10:1 <video> has no text alternative');
		// The <img> of line 8 has its alt text.
		expect(run.stderr).not.toContain('index.mdx:8:');
		expect(run.stderr).toContain('3 errors, 0 warnings');
	});

	test('passes a readable palette with described images', async () => {
		const run = await trellis(['a11y'], copyOf('good'));
		expect(run.code).toBe(0);
		expect(run.stdout).toContain('No accessibility problems found');
	});
});

/**
 * What the pages of a docs folder render from: the site model the engine reads, and the look it
 * draws. Left out: the name of the config file, and the legacy settings a legacy config keeps
 * beside the converted ones, which the engine reads only into the model and the look.
 */
async function siteModelOf(folder: string) {
	const { site, problems } = await loadSite(resolveDocsPaths(folder, folder), false);
	expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
	const { configFile: _configFile, config, ...model } = site!;
	const { legacy: _legacy, ...settings } = config;
	return { ...model, config: settings, look: lookOf(config) };
}

describe('trellis upgrade', () => {
	test('rewrites a mint.json in the current format, keeps a backup, and the engine reads the folder as before', async () => {
		const folder = copyOf('legacy');
		const original = readFileSync(join(folder, 'mint.json'), 'utf8');
		const legacyModel = await siteModelOf(folder);

		const run = await trellis(['upgrade'], folder);
		expect(run.code, run.stderr).toBe(0);
		expect(run.stdout).toContain('Upgraded mint.json to the current docs.json format (the old file is kept as mint.json.backup):');
		expect(run.stdout).toContain('  topbarLinks -> navbar.links');
		expect(run.stdout).toContain('  modeToggle -> appearance');
		expect(existsSync(join(folder, 'mint.json'))).toBe(false);
		expect(readFileSync(join(folder, 'mint.json.backup'), 'utf8')).toBe(original);
		const checked = validateConfigText(join(folder, 'docs.json'), readFileSync(join(folder, 'docs.json'), 'utf8'));
		expect(checked.problems).toEqual([]);
		expect(checked.upgraded).toBeUndefined();
		expect(checked.config?.navigation).toBeDefined();
		// The engine reads a legacy config through the converter that wrote docs.json: the same site,
		// page for page (config, navigation, pages, API pages), so the same HTML.
		const currentModel = await siteModelOf(folder);
		expect(currentModel.pages['v1/old-setup']).toBeDefined();
		expect(currentModel).toEqual(legacyModel);

		const again = await trellis(['upgrade'], folder);
		expect(again.code).toBe(0);
		expect(again.stdout).toBe(`${join(folder, 'docs.json')} is already in the current format: nothing to upgrade\n`);
	});
});

describe('trellis new', () => {
	test('starts a folder, and refuses one that is not empty', async () => {
		const parent = join(copyOf('good'), '..');
		const made = await trellis(['new', 'my-docs'], parent);
		expect(made.code, made.stderr).toBe(0);
		expect(made.stdout).toContain('Next: cd my-docs && trellis dev');
		const folder = join(parent, 'my-docs');
		const again = await trellis(['new', 'my-docs'], parent);
		expect(again.code).toBe(1);
		expect(again.stderr).toContain(`error: ${folder}: the folder is not empty (docs.json, index.mdx, quickstart.mdx, …)`);
	});
});
