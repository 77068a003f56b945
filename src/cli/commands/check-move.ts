import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkMove, type MoveCheck } from '../../move-check/check-move.ts';
import { builtSite } from '../../move-check/new-site.ts';
import { crawledPage, sitemapAddresses } from '../../move-check/old-site.ts';
import { readPage, type ReadPage } from '../../move-check/page-reading.ts';
import { addRedirects } from '../../move-check/write-redirects.ts';
import { docsFolder } from '../docs-folder.ts';
import { CliError } from '../errors.ts';
import { heldBack } from '../capture.ts';
import { say } from '../output.ts';
import { startFolder } from '../start-folder.ts';
import { withTemporaryBuild } from '../temporary-build.ts';
import type { CommandEnvironment } from '../environment.ts';
import { buildSettings } from '../settings.ts';

export interface CheckMoveOptions {
	dir?: string;
	sitemap: string;
	crawl?: string;
	basePath?: string;
	writeRedirects?: boolean;
}

/**
 * `trellis check-move`: whether every address of the old site (its sitemap.xml) and every
 * `#anchor` of its saved pages (`--crawl`) still leads somewhere on the site the folder builds
 * now; with `--write-redirects`, the redirects of the pages that moved go into the config.
 */
export async function runCheckMove(options: CheckMoveOptions, environment: CommandEnvironment): Promise<number> {
	const folder = docsFolder(options.dir);
	const crawl = options.crawl === undefined ? undefined : resolve(startFolder, options.crawl);
	if (crawl !== undefined && !existsSync(crawl)) {
		throw new CliError({
			message: `--crawl ${options.crawl}: no such folder`,
			fix: "give the folder a crawler saved the old site's pages in (wget --mirror)",
		});
	}
	const sitemap = /^https?:\/\//i.test(options.sitemap) ? options.sitemap : resolve(startFolder, options.sitemap);
	const basePath = options.basePath ?? environment.settings.BASE_PATH ?? '';
	let addresses;
	try {
		addresses = await sitemapAddresses(sitemap, basePath);
	} catch (error) {
		throw new CliError({
			message: `--sitemap ${options.sitemap}: ${error instanceof Error ? error.message : String(error)}`,
			fix: "give the old site's sitemap.xml, as a file or as its URL",
		});
	}
	if (addresses.length === 0) {
		throw new CliError({
			message: `--sitemap ${options.sitemap}: no page addresses in it${basePath ? ` under ${basePath}` : ''}`,
			fix: 'give the sitemap.xml of the old site (a <urlset> of <url><loc> entries, or a sitemap index)',
		});
	}
	const oldPages = new Map<string, ReadPage>();
	for (const address of crawl ? addresses : []) {
		const html = crawledPage(crawl!, address);
		if (html !== undefined) oldPages.set(address.path, readPage(html));
	}
	// The new site at the root of its host, as the old addresses are read; its problems are not this command's.
	const { BASE_PATH: _base, SITE_URL: _site, ...rest } = environment.settings;
	const settings = { ...buildSettings({}, rest), lenient: true, linkCheck: 'off' } as const;
	const built = await heldBack(() =>
		withTemporaryBuild({ folder, settings, progress: false }, (outDir) => checkMove(addresses, oldPages, builtSite(outDir))),
	);
	if (!built.result) {
		process.stderr.write(built.output);
		throw built.error;
	}
	return report(built.result, { folder, crawled: oldPages.size, writeRedirects: options.writeRedirects === true });
}

function report(
	check: MoveCheck,
	{ folder, crawled, writeRedirects }: { folder: string; crawled: number; writeRedirects: boolean },
): number {
	const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;
	say(
		`Checked ${plural(check.addresses, 'address')} of the old site` +
			(crawled > 0
				? ` and ${plural(check.anchors, 'anchor')} of its ${plural(crawled, 'saved page')}`
				: ' (no saved pages: anchors not checked)') +
			'.',
	);
	const lines: string[] = [];
	if (check.lostAddresses.length > 0) {
		lines.push(`${plural(check.lostAddresses.length, 'address')} neither served nor redirected:`);
		for (const lost of check.lostAddresses) {
			lines.push(
				`  ${lost.path}: ${lost.reason}` +
					(lost.movedTo
						? `; moved to ${lost.movedTo.path}? (${lost.movedTo.because})`
						: '; no page of the new site has its title or name: add a redirect to the page that covers it now'),
			);
		}
	}
	if (check.lostAnchors.length > 0) {
		lines.push(`${plural(check.lostAnchors.length, 'anchor')} lost:`);
		for (const lost of check.lostAnchors) {
			const what = lost.text ? ` ("${lost.text.length > 60 ? `${lost.text.slice(0, 57)}...` : lost.text}")` : '';
			lines.push(
				`  ${lost.address}${what}: no such anchor on ${lost.landsOn.replace(/#.*$/, '')}` +
					(lost.now
						? `; its text has #${lost.now} now: write {#${lost.address.split('#')[1]}} at the end of that heading to keep the old one`
						: ''),
			);
		}
	}
	const moves = check.lostAddresses.flatMap((lost) => (lost.movedTo ? [{ source: lost.path, destination: lost.movedTo.path }] : []));
	if (writeRedirects && moves.length > 0) {
		const configFile = ['docs.json', 'mint.json'].map((name) => join(folder, name)).find((file) => existsSync(file))!;
		const added = addRedirects(configFile, moves);
		lines.push(
			`${plural(added.length, 'redirect')} added to ${configFile}:`,
			...added.map((move) => `  ${move.source} -> ${move.destination}`),
		);
	} else if (moves.length > 0)
		lines.push(`Run again with --write-redirects to add the ${plural(moves.length, 'redirect')} found to the config.`);
	if (lines.length === 0) {
		say('Nothing lost: every old address and anchor leads to a page of the new site.');
		return 0;
	}
	process.stderr.write(`${lines.join('\n')}\n`);
	const unresolved = check.lostAnchors.length > 0 || check.lostAddresses.some((lost) => !lost.movedTo) || !writeRedirects;
	return unresolved ? 1 : 0;
}
