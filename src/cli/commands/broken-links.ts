import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { folderFiles } from '../../files/folder-files.ts';
import { checkLinks, formatBrokenLinks, type BrokenLink } from '../../postbuild/link-check.ts';
import { docsFolder } from '../docs-folder.ts';
import { CliError } from '../errors.ts';
import { heldBack } from '../capture.ts';
import { say } from '../output.ts';
import { withTemporaryBuild } from '../temporary-build.ts';
import type { CommandEnvironment } from '../environment.ts';
import { buildSettings } from '../settings.ts';

export interface BrokenLinksOptions {
	dir?: string;
	files?: string[];
	checkAnchors?: boolean;
	checkRedirects?: boolean;
}

/** The reason the link check gives to a link whose page exists but whose #anchor does not. */
const anchorReason = /^no element with id /;

/**
 * `trellis broken-links`: the engine's link check (src/postbuild/link-check.ts) on a lenient build
 * made in a temporary folder, so that problems of other kinds do not stop it and only links are
 * reported. Anchors and redirects are checked when asked.
 */
export async function runBrokenLinks(options: BrokenLinksOptions, environment: CommandEnvironment): Promise<number> {
	const folder = docsFolder(options.dir);
	const only = options.files ? pagesOfFiles(folder, options.files) : undefined;
	// The site at the root, so that every link reads as the docs write it.
	const { BASE_PATH: _base, SITE_URL: _site, ...rest } = environment.settings;
	const settings = { ...buildSettings({}, rest), lenient: true, linkCheck: 'off' } as const;
	const built = await heldBack(() =>
		withTemporaryBuild({ folder, settings, progress: false }, (outDir) =>
			linksToReport(checkLinks({ outDir, base: '/' }), { ...options, redirects: redirectPages(outDir), only }),
		),
	);
	if (!built.result) {
		process.stderr.write(built.output);
		throw built.error;
	}
	return report(built.result);
}

/**
 * The broken links the command reports of those the link check found: anchors and the links of
 * redirect pages only when asked for, only the pages of `--files` when given, each link once.
 */
export function linksToReport(
	found: readonly BrokenLink[],
	choice: {
		checkAnchors?: boolean | undefined;
		checkRedirects?: boolean | undefined;
		redirects: ReadonlySet<string>;
		only?: ReadonlySet<string> | undefined;
	},
): BrokenLink[] {
	// A redirect page links to its target three times (refresh, canonical, the link to click): said once.
	const seen = new Set<string>();
	return found.filter((link) => {
		const wanted =
			(choice.checkAnchors || !anchorReason.test(link.reason)) &&
			(choice.checkRedirects || !choice.redirects.has(link.source)) &&
			(!choice.only || choice.only.has(link.source));
		const key = `${link.source} ${link.target} ${link.reason}`;
		return wanted && !seen.has(key) && Boolean(seen.add(key));
	});
}

function report(broken: BrokenLink[]): number {
	if (broken.length === 0) {
		say('No broken links');
		return 0;
	}
	process.stderr.write(`${broken.length} broken link${broken.length === 1 ? '' : 's'}:\n${formatBrokenLinks(broken)}\n`);
	return 1;
}

/** The site paths of the pages whose files match `patterns` (from the docs folder), `guides/setup.mdx` being `/guides/setup`. */
export function pagesOfFiles(folder: string, patterns: string[]): Set<string> {
	const files = folderFiles(folder, patterns, { ignore: ['**/node_modules/**'] });
	const pages = files.filter((file) => /\.mdx?$/.test(file));
	if (pages.length === 0) {
		throw new CliError({
			message: `--files ${patterns.join(' ')}: no .mdx or .md page in ${folder} matches`,
			fix: 'give paths from the docs folder, such as --files "guides/**" or --files index.mdx',
		});
	}
	return new Set(pages.map((file) => `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1')));
}

/** The site paths of the redirect pages the build wrote (src/postbuild/redirects.ts): a page that only refreshes to another. */
function redirectPages(outDir: string): Set<string> {
	const pages = new Set<string>();
	for (const file of globSync('**/index.html', { cwd: outDir })) {
		if (readFileSync(join(outDir, file), 'utf8').includes('<meta http-equiv="refresh"'))
			pages.add(`/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1'));
	}
	return pages;
}
