import { loadConfig } from '../../config/load-config.ts';
import { formatProblems } from '../../problems/format.ts';
import { hasErrors } from '../../problems/problem.ts';
import { lowContrast } from '../a11y/contrast.ts';
import { missingAltText } from '../a11y/alt-text.ts';
import { docsFolder } from '../docs-folder.ts';
import { say } from '../output.ts';

/**
 * `trellis a11y`: the colour contrast of the configured palette and the images and videos of
 * the pages without a text alternative. Exit code 1 when either finds something.
 */
export async function runA11y(options: { dir?: string }): Promise<number> {
	const folder = docsFolder(options.dir);
	const loaded = loadConfig(folder);
	if (!loaded.config) {
		process.stderr.write(`${formatProblems(loaded.problems)}\n`);
		return 1;
	}
	const problems = [...lowContrast(loaded.config, loaded.file), ...missingAltText(folder)];
	if (!hasErrors(problems)) {
		say('No accessibility problems found: the palette reads at WCAG AA, and every image and video has a text alternative');
		return 0;
	}
	process.stderr.write(`${formatProblems(problems)}\n`);
	return 1;
}
