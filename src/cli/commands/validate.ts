import { docsFolder } from '../docs-folder.ts';
import { showsProgress, say } from '../output.ts';
import { buildSettings } from '../settings.ts';
import type { CommandEnvironment } from '../environment.ts';
import { withTemporaryBuild } from '../temporary-build.ts';
import { countPages } from '../site-files.ts';

/**
 * `trellis validate`: the strictest build (no LENIENT, broken links fail) into a temporary folder,
 * which is removed afterwards. The engine checks the config, pages, snippets, OpenAPI files and
 * links while it builds, and lists every problem at once; a failed build is the exit code 1.
 */
export async function runValidate(options: { dir?: string }, environment: CommandEnvironment): Promise<number> {
	const folder = docsFolder(options.dir);
	const { LENIENT: _lenient, LINK_CHECK: _linkCheck, ...rest } = environment.settings;
	const settings = buildSettings({}, rest);
	const pages = await withTemporaryBuild({ folder, settings, progress: showsProgress(environment) }, (outDir) => countPages(outDir));
	say(`Valid: ${pages} pages built, no errors`);
	return 0;
}
