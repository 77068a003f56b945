import { stopRequested } from '../stop-signal.ts';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isBuiltSite, readBuiltSite, type BuiltSite } from '../../mcp/built-site.ts';
import { folderSiteFiles } from '../../mcp/folder-site-files.ts';
import { httpSiteFiles, isSiteAddress, siteRootOf } from '../../mcp/http-site-files.ts';
import type { SiteFiles } from '../../mcp/site-files.ts';
import { docsServer, docsServices } from '../../mcp/docs-server.ts';
import { serveMcpOverHttp } from '../../mcp/http-server.ts';
import { siteIndexFile } from '../../postbuild/site-index-schema.ts';
import { folderOf } from '../docs-folder.ts';
import { CliError } from '../errors.ts';
import { ensurePortFree } from '../port.ts';
import { shownPath } from '../shown-path.ts';
import { trellisVersion } from '../../settings/trellis-version.ts';

export interface McpOptions {
	/** The folder given as the argument: a docs folder, or a site `trellis build` wrote; or the address of a published site. */
	folder?: string;
	dir?: string;
	/** Serve over Streamable HTTP on this port rather than over stdio. */
	http?: number;
	/** The address the HTTP server listens on (127.0.0.1 when not given). */
	host?: string;
}

/** The config file names of a docs folder. */
const configFileNames = ['docs.json', 'mint.json'];

/**
 * The files of the built site a `trellis mcp` call means: a published site when an address is
 * given; else the folder given (or the current one) when it is a site `trellis build` wrote, or
 * the `dist/` of the docs folder it is.
 */
function siteFilesFor(options: Pick<McpOptions, 'folder' | 'dir'>): SiteFiles {
	if (options.folder !== undefined && options.dir !== undefined) {
		throw new CliError({ message: 'a folder and --dir given both', fix: 'name the folder once: trellis mcp <folder>' }, 2);
	}
	const given = options.folder ?? options.dir;
	if (given !== undefined && isSiteAddress(given)) {
		const root = siteRootOf(given);
		if ('error' in root) {
			throw new CliError(
				{ message: root.error, fix: 'give the http(s) address of the site, such as trellis mcp https://docs.example.com' },
				2,
			);
		}
		return httpSiteFiles(root);
	}
	const folder = folderOf(given);
	if (!existsSync(folder) || !statSync(folder).isDirectory()) {
		throw new CliError({
			message: `${folder}: no such folder`,
			fix: 'name a docs folder, or the folder trellis build wrote: trellis mcp <folder>',
		});
	}
	const isDocsFolder = configFileNames.some((name) => existsSync(join(folder, name)));
	const outDir = isBuiltSite(folder) || !isDocsFolder ? folder : join(folder, 'dist');
	if (!isBuiltSite(outDir)) {
		const build = given === undefined ? 'trellis build' : `trellis build --dir ${given}`;
		if (isDocsFolder) {
			throw new CliError({
				message: `${shownPath(outDir)}: no site built here`,
				fix: `build it first: ${build}, then run trellis mcp again`,
			});
		}
		if (existsSync(join(folder, 'index.html'))) {
			throw new CliError({
				message: `${shownPath(folder)}: a built site without ${siteIndexFile}: an older trellis, or another tool, built it`,
				fix: 'build it again with this trellis: trellis build',
			});
		}
		throw new CliError({
			message: `${shownPath(folder)}: neither a docs folder (no docs.json or mint.json) nor a site trellis build wrote`,
			fix: 'name the folder that holds your docs.json, or the output folder of trellis build: trellis mcp <folder>',
		});
	}
	return folderSiteFiles(outDir);
}

async function builtSiteFor(options: Pick<McpOptions, 'folder' | 'dir'>): Promise<BuiltSite> {
	const site = await readBuiltSite(siteFilesFor(options));
	if ('problem' in site) throw new CliError({ message: site.problem, fix: site.fix });
	return site;
}

/** The site as messages name it: a folder from here, or an address. */
const shownSite = (files: SiteFiles) => (files.origin ? files.location : shownPath(files.location));

/**
 * `trellis mcp`: a Model Context Protocol server over the built site, for the agents of the
 * machine (stdio: the agent starts it) or beside the site (`--http`), until it is stopped.
 * Over stdio, standard output is the protocol's: what the command says goes to standard error.
 */
export async function runMcp(options: McpOptions): Promise<number> {
	if (options.host !== undefined && options.http === undefined) {
		throw new CliError(
			{ message: '--host without --http: over stdio there is no address to listen on', fix: 'add --http <port>, or leave out --host' },
			2,
		);
	}
	const site = await builtSiteFor(options);
	// A server answers the next call whatever went wrong with one: said, not fatal.
	process.on('unhandledRejection', (reason) =>
		process.stderr.write(`error: ${reason instanceof Error ? reason.message : String(reason)}\n`),
	);
	const services = docsServices(site);
	const version = trellisVersion();
	// The search index loads while the client connects.
	services.search.open().catch(() => {});
	const stopped = stopRequested();
	if (options.http === undefined) {
		const server = docsServer(services, version);
		const closed = new Promise<void>((resolve) => {
			server.server.onclose = resolve;
			// The client ends the session by closing the server's input.
			process.stdin.once('end', resolve);
		});
		await server.connect(new StdioServerTransport());
		process.stderr.write(`MCP server of ${shownSite(site.files)} (${site.index.name}) over stdio\n`);
		await Promise.race([stopped, closed]);
		await server.close();
		return 0;
	}
	await ensurePortFree(options.http, '--http');
	const http = await serveMcpOverHttp(() => docsServer(services, version), { host: options.host ?? '127.0.0.1', port: options.http });
	process.stdout.write(`MCP server of ${shownSite(site.files)} (${site.index.name}) at ${http.url}\n`);
	await stopped;
	await http.close();
	return 0;
}
