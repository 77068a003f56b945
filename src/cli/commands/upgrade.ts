import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfig, validateConfigText } from '../../config/load-config.ts';
import { formatProblems } from '../../problems/format.ts';
import { hasErrors } from '../../problems/problem.ts';
import { docsFolder } from '../docs-folder.ts';
import { CliError } from '../errors.ts';
import { say } from '../output.ts';

/**
 * `trellis upgrade`: rewrites a legacy config (mint.json, or docs.json with an array as
 * navigation) as a docs.json in the current format. The old file is kept beside it as
 * `<name>.backup`; the new one is checked against the engine's current-format schema before
 * anything is written.
 */
export async function runUpgrade(options: { dir?: string }): Promise<number> {
	const folder = docsFolder(options.dir);
	const loaded = loadConfig(folder);
	if (!loaded.config || hasErrors(loaded.problems)) {
		process.stderr.write(`${formatProblems(loaded.problems)}\n`);
		throw new CliError({
			message: `${loaded.file}: fix the errors above before upgrading`,
			fix: 'trellis validate lists them with the place of each',
		});
	}
	const upgraded = loaded.upgraded;
	if (!upgraded) {
		say(`${loaded.file} is already in the current format: nothing to upgrade`);
		return 0;
	}
	const backup = `${loaded.file}.backup`;
	if (existsSync(backup)) {
		throw new CliError({
			message: `${backup} exists already: upgrading again would replace that backup`,
			fix: `move ${basename(backup)} elsewhere, then run trellis upgrade again`,
		});
	}
	const text = `${JSON.stringify(upgraded.written, null, 2)}\n`;
	const target = join(folder, 'docs.json');
	const checked = validateConfigText(target, text);
	if (!checked.config || checked.upgraded || hasErrors(checked.problems)) {
		process.stderr.write(`${formatProblems(checked.problems)}\n`);
		throw new CliError({
			message: "the upgraded config does not pass the current format's schema: nothing was written",
			fix: 'please report this, with your config file',
		});
	}
	renameSync(loaded.file, backup);
	writeFileSync(target, text);
	say(`Upgraded ${basename(loaded.file)} to the current docs.json format (the old file is kept as ${basename(backup)}):`);
	for (const change of upgraded.changes) say(`  ${change}`);
	if (upgraded.leftBehind.length > 0) say(`  left behind (no place in the current format): ${upgraded.leftBehind.join(', ')}`);
	return 0;
}
