import { docsFolder } from '../docs-folder.ts';
import { showsProgress, say } from '../output.ts';
import { settingsEnv } from '../settings.ts';
import { withTemporaryBuild } from '../temporary-build.ts';
import { countPages } from '../site-files.ts';

/**
 * `trellis validate`: the strictest build (no LENIENT, broken links fail) into a temporary folder,
 * which is removed afterwards. The engine checks the config, pages, snippets, OpenAPI files and
 * links while it builds, and lists every problem at once; a failed build is the exit code 1.
 */
export async function runValidate(options: { dir?: string }): Promise<number> {
	const folder = docsFolder(options.dir);
	const { LENIENT: _lenient, LINK_CHECK: _linkCheck, ...rest } = process.env;
	const env = settingsEnv({}, rest);
	const pages = await withTemporaryBuild({ folder, env, progress: showsProgress() }, (outDir) => countPages(outDir));
	say(`Valid: ${pages} pages built, no errors`);
	return 0;
}
