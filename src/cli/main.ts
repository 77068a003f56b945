import { CommanderError } from 'commander';
import { stoppedByProblems } from '../integration/build-stopped.ts';
import { CliError, formatCliError } from './errors.ts';
import { trellisProgram, type Actions } from './program.ts';
import type { CommandEnvironment } from './environment.ts';
import { settingValuesOf } from '../settings/env-settings.ts';
import { trellisVersion } from '../settings/trellis-version.ts';

/**
 * The commands, given what they take of the environment: the one place the command line reads it.
 * Each command's modules load when it runs, so that one (a long-running `trellis mcp`) holds
 * none of the others' (Astro's, for a build).
 */
function actionsIn(environment: CommandEnvironment): Actions {
	return {
		build: async (options) => (await import('./commands/build.ts')).runBuild(options, environment),
		dev: async (options) => (await import('./commands/dev.ts')).runDev(options, environment),
		preview: async (options) => (await import('./commands/preview.ts')).runPreview(options, environment),
		validate: async (options) => (await import('./commands/validate.ts')).runValidate(options, environment),
		brokenLinks: async (options) => (await import('./commands/broken-links.ts')).runBrokenLinks(options, environment),
		a11y: async (options) => (await import('./commands/a11y.ts')).runA11y(options),
		upgrade: async (options) => (await import('./commands/upgrade.ts')).runUpgrade(options),
		new: async (dir) => (await import('./commands/new.ts')).runNew(dir),
		export: async (options) => (await import('./commands/export.ts')).runExport(options, environment),
		checkMove: async (options) => (await import('./commands/check-move.ts')).runCheckMove(options, environment),
		mcp: async (options) => (await import('./commands/mcp.ts')).runMcp(options),
		merge: async (options) => (await import('./commands/merge.ts')).runMerge(options),
	};
}

/** Commander's own error lines ("error: unknown option '--prot'", "(Did you mean --port?)") in the form of the others. */
function commanderMessage(text: string, help: string): string {
	const lines = text.trim().split('\n');
	const meant = /^\(Did you mean (.+)\?\)$/.exec(lines.at(-1) ?? '');
	const what = (meant ? lines.slice(0, -1) : lines).join('\n');
	const list = `${help} lists the commands and flags`;
	return `${what}\n  fix: ${meant ? `did you mean ${meant[1]}? (${list})` : list}\n`;
}

/** Runs the `trellis` command with the arguments after its name; resolves to the exit code. */
export async function main(args: readonly string[]): Promise<number> {
	const version = trellisVersion();
	let code = 0;
	// The notice of Astro's own usage data is not this command's to show.
	process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
	const environment: CommandEnvironment = { settings: settingValuesOf(process.env), ci: process.env['CI'] };
	const program = trellisProgram(version, actionsIn(environment), (exit) => (code = exit));
	program.exitOverride();
	program.configureOutput({ outputError: (text, write) => write(commanderMessage(text, 'trellis --help')) });
	for (const command of program.commands) {
		command.exitOverride();
		command.configureOutput({ outputError: (text, write) => write(commanderMessage(text, `trellis ${command.name()} --help`)) });
	}
	try {
		await program.parseAsync([...args], { from: 'user' });
		return code;
	} catch (error) {
		return failure(error);
	}
}

/** The exit code of a command that ended with `error`, once it is said. */
function failure(error: unknown): number {
	if (error instanceof CommanderError) {
		// Help and version end commander with code 0; its own errors are printed by then.
		return error.exitCode === 0 ? 0 : 2;
	}
	if (error instanceof CliError) {
		process.stderr.write(`${formatCliError(error)}\n`);
		return error.exitCode;
	}
	if (error instanceof Error && error.message === stoppedByProblems) {
		// The build listed its problems.
		process.stderr.write(`${stoppedByProblems}\n`);
		return 1;
	}
	// An error of Astro or of the engine: its message and, when Astro gives one, its hint; no stack.
	const hint = error && typeof error === 'object' && 'hint' in error && typeof error.hint === 'string' ? error.hint : undefined;
	const message = error instanceof Error ? error.message : String(error);
	process.stderr.write(`error: ${message}\n${hint ? `  fix: ${hint}\n` : ''}`);
	return 1;
}
