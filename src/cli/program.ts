import { Command, InvalidArgumentError, Option } from 'commander';
import { parsePort } from './port.ts';
import type { BuildOptions } from './commands/build.ts';
import { defaultPagesPerProcess, parsePagesPerProcess } from './pages-per-process.ts';
import type { DevOptions } from './commands/dev.ts';
import type { PreviewOptions } from './commands/preview.ts';
import type { BrokenLinksOptions } from './commands/broken-links.ts';
import type { ExportOptions } from './commands/export.ts';
import type { CheckMoveOptions } from './commands/check-move.ts';
import type { McpOptions } from './commands/mcp.ts';
import type { MergeOptions } from './commands/merge.ts';

/** What each command does when called, with the options its flags below give; resolves to the exit code. */
export interface Actions {
	build: (options: BuildOptions) => Promise<number>;
	dev: (options: DevOptions) => Promise<number>;
	preview: (options: PreviewOptions) => Promise<number>;
	validate: (options: { dir?: string }) => Promise<number>;
	brokenLinks: (options: BrokenLinksOptions) => Promise<number>;
	a11y: (options: { dir?: string }) => Promise<number>;
	upgrade: (options: { dir?: string }) => Promise<number>;
	new: (dir: string | undefined) => Promise<number>;
	export: (options: ExportOptions) => Promise<number>;
	checkMove: (options: CheckMoveOptions) => Promise<number>;
	mcp: (options: McpOptions) => Promise<number>;
	merge: (options: MergeOptions) => Promise<number>;
}

/** A flag value checked as it is read, so that commander names the flag in the error. */
function checked<T>(parse: (value: string) => T): (value: string) => T {
	return (value) => {
		try {
			return parse(value);
		} catch (error) {
			throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
		}
	};
}

const dirOption = () => new Option('--dir <folder>', 'the docs folder, holding docs.json or mint.json (default: the current folder)');
const portOption = (port: number) => new Option('--port <number>', 'port to serve on').argParser(checked(parsePort)).default(port);
const settingOptions = {
	siteUrl: () => new Option('--site-url <url>', 'public address of the site, for the sitemap and canonical links (env: SITE_URL)'),
	basePath: () => new Option('--base-path <path>', 'path the site is served under, such as /docs (env: BASE_PATH)'),
	lenient: () => new Option('--lenient', 'problems in the content are warnings; broken pages say what is wrong (env: LENIENT=1)'),
	linkCheck: () =>
		new Option(
			'--link-check <mode>',
			'broken links: "warn" lists them, "off" skips the check; unset, they fail the build (env: LINK_CHECK)',
		),
	shard: () =>
		new Option(
			'--shard <i/n>',
			'render only shard i of n of the pages, such as 2/3; `trellis merge` joins the shards into the site (env: SHARD)',
		),
};

/** The `trellis` command line: its commands, flags and help. */
export function trellisProgram(version: string, actions: Actions, exitCode: (code: number) => void): Command {
	const program = new Command('trellis')
		.description('Build, check and preview a Mintlify-format docs folder (docs.json or mint.json) as a static site.')
		.version(version, '-v, --version', 'print the version of trellis')
		.showSuggestionAfterError(true)
		.helpCommand(true)
		.addHelpText('after', '\nRun a command inside your docs folder, or name the folder with --dir.\nExample: trellis dev --dir ./docs');
	const command = (name: string, description: string) => program.command(name).description(description).addOption(dirOption());
	// Commander calls an action with the options of the flags declared for its command.
	const then =
		<Options>(action: (options: Options) => Promise<number>) =>
		async (options: Options) =>
			exitCode(await action(options));

	command('dev', 'live preview of the docs folder; edits show without a restart')
		.addOption(portOption(4321))
		.option('--no-open', 'do not open the browser')
		.addOption(settingOptions.lenient())
		.addOption(settingOptions.basePath())
		.action(then(actions.dev));
	command('build', 'write the static site (dist/ inside the docs folder, or --out)')
		.addOption(new Option('--out <folder>', 'output folder (default: dist/ in the docs folder)'))
		.addOption(settingOptions.siteUrl())
		.addOption(settingOptions.basePath())
		.addOption(settingOptions.lenient())
		.addOption(settingOptions.linkCheck())
		.addOption(settingOptions.shard())
		.addOption(
			new Option(
				'--pages-per-process <number>',
				'page files one build process compiles at most: a larger site is built in parts and merged (0: one process)',
			)
				.argParser(checked(parsePagesPerProcess))
				.default(defaultPagesPerProcess),
		)
		.action(then(actions.build));
	command('merge', 'join the outputs of `trellis build --shard i/n` into the site one build makes')
		.argument('<shards...>', 'the output folders of every shard')
		.addOption(new Option('--out <folder>', 'output folder (default: dist/ in the docs folder)'))
		.addHelpText('after', '\nThe shards are built with the same docs, trellis and settings; merge runs in a checkout of the same docs.')
		.action(async (shards: string[], options: Omit<MergeOptions, 'shards'>) => exitCode(await actions.merge({ ...options, shards })));
	command('preview', 'serve the site `trellis build` wrote')
		.addOption(new Option('--out <folder>', 'the built site (default: dist/ in the docs folder)'))
		.addOption(portOption(4321))
		.addOption(settingOptions.basePath())
		.action(then(actions.preview));
	command('validate', 'strict check of the config, pages, snippets, OpenAPI files and links; writes no site').action(
		then(actions.validate),
	);
	command('broken-links', 'check the links of the site only')
		.option('--files <glob...>', 'only links on the pages of these files, such as "guides/**"')
		.option('--check-anchors', 'also check #anchors: the heading or element they name exists')
		.option('--check-redirects', 'also check that the redirects of the config lead to pages')
		.action(then(actions.brokenLinks));
	command('check-move', "after a move to Trellis: the old site's addresses and #anchors that lead nowhere now")
		.requiredOption('--sitemap <file-or-url>', "the old site's sitemap.xml: its addresses are checked")
		.option('--crawl <folder>', "the old site's pages as a crawler saved them (wget --mirror): their #anchors are checked too")
		.addOption(
			new Option('--base-path <path>', 'the path the site is served under, such as /docs: taken off the old addresses (env: BASE_PATH)'),
		)
		.option('--write-redirects', 'add a redirect to the config for each page found at a new address')
		.action(then(actions.checkMove));
	command('a11y', 'colour contrast of the configured palette, and images and videos without a text alternative').action(then(actions.a11y));
	command('upgrade', 'rewrite a mint.json or array-navigation docs.json into the current docs.json format (keeps a backup)').action(
		then(actions.upgrade),
	);
	program
		.command('new')
		.description('start a docs folder: a docs.json and a few pages that build')
		.argument('[dir]', 'the folder to create', '.')
		.action(async (dir: string | undefined) => exitCode(await actions.new(dir)));
	command('export', 'build the site and write it as a zip for offline reading')
		.addOption(new Option('--output <file>', 'the zip file to write (default: export.zip in the docs folder)'))
		.addOption(settingOptions.siteUrl())
		.addOption(settingOptions.basePath())
		.addOption(settingOptions.lenient())
		.action(then(actions.export));
	command('mcp', 'serve the built site to AI agents: a Model Context Protocol server (stdio, or HTTP with --http)')
		.argument(
			'[folder]',
			'the docs folder (its dist/ is served), the folder trellis build wrote, or the address of a published site (default: the current folder)',
		)
		.addOption(
			new Option('--http <port>', 'serve over Streamable HTTP at http://127.0.0.1:<port>/mcp instead of stdio').argParser(
				checked(parsePort),
			),
		)
		.addOption(new Option('--host <address>', 'with --http: the address to listen on (default: 127.0.0.1, this machine only)'))
		.action(async (folder: string | undefined, options: Omit<McpOptions, 'folder'>) =>
			exitCode(await actions.mcp({ ...options, ...(folder === undefined ? {} : { folder }) })),
		);
	return program;
}
