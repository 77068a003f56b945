import { createReadStream } from 'node:fs';
import { isFile } from '../files/is-file.ts';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { folderFiles } from '../files/folder-files.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import { outputFolderIgnore, outputFolderPatterns } from '../files/output-folder.ts';
import { mintignoreFilter } from '../page-files/mintignore.ts';

/**
 * File types a Mintlify folder serves as they are, at their path (Mintlify's page "Files"): images,
 * video, audio, data, stylesheets, scripts and fonts, and the documents, data and archives of its
 * larger plans.
 */
const staticExtensions: Record<string, string> = {
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.svg': 'image/svg+xml',
	'.ico': 'image/x-icon',
	'.mp4': 'video/mp4',
	'.webm': 'video/webm',
	'.mp3': 'audio/mpeg',
	'.wav': 'audio/wav',
	'.json': 'application/json',
	'.yaml': 'application/yaml',
	'.yml': 'application/yaml',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.ttf': 'font/ttf',
	'.otf': 'font/otf',
	'.eot': 'application/vnd.ms-fontobject',
	'.pdf': 'application/pdf',
	'.txt': 'text/plain; charset=utf-8',
	'.xml': 'application/xml',
	'.csv': 'text/csv; charset=utf-8',
	'.zip': 'application/zip',
};

/** The config of the folder: read by the build, not served (its other JSON and YAML files are). */
const configFiles = ['docs.json', 'mint.json'];

/** Mintlify serves no file larger than this (its page "Files"): such a file is left out, with a warning. */
export const largestServedFile = 20 * 1024 * 1024;

/**
 * Serves, in dev, the static files of a Mintlify folder, where images sit beside the pages
 * rather than in a `public/` folder. The build copies them with `copyFolderAssets`.
 */
export function folderAssetsPlugin(root: string): Plugin {
	return {
		name: 'trellis:folder-assets',
		configureServer(server) {
			const ignored = mintignoreFilter(root);
			server.middlewares.use((request, response, next) => {
				let path: string;
				try {
					path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
				} catch {
					return next();
				}
				const type = staticExtensions[extname(path).toLowerCase()];
				// Only files of the folder that the build copies: never through a symbolic link that leads
				// out of it, nor from its dot-folders, node_modules or what .mintignore names.
				const relative = path.replace(/^\/+/, '');
				const segments = relative.split('/');
				const hidden =
					segments.some((segment) => segment.startsWith('.') || segment === 'node_modules') ||
					configFiles.includes(relative) ||
					ignored(relative);
				const found = type && !hidden ? resolveInFolder(path, root) : undefined;
				if (!type || !found || !('file' in found) || !isFile(found.file)) return next();
				const file = found.file;
				response.setHeader('Content-Type', type);
				createReadStream(file).pipe(response);
			});
		},
	};
}

/**
 * Copies a Mintlify folder's static files into the built site; pages stay out, and so do files
 * that `.mintignore` names. A file reached through a symbolic link of the folder is copied as the
 * file it points to: the site holds no link (links that lead out of the folder are left out,
 * src/files/folder-links.ts). The output folder (`publishedDir`, which the build writes into
 * `outDir` beside it) stays out when it is inside the folder. Returns the files left out for their size.
 */
export async function copyFolderAssets(
	root: string,
	{ outDir, publishedDir }: { outDir: string; publishedDir: string },
): Promise<{ tooLarge: string[] }> {
	const patterns = Object.keys(staticExtensions).map((extension) => `**/*${extension}`);
	const ignored = mintignoreFilter(root);
	const files = folderFiles(root, patterns, {
		caseSensitiveMatch: false,
		ignore: ['**/node_modules/**', '**/.*/**', ...outputFolderIgnore, ...outputFolderPatterns(root, publishedDir), ...configFiles],
	}).filter((file) => !ignored(file));
	const tooLarge: string[] = [];
	await Promise.all(
		files.map(async (file) => {
			if ((await stat(join(root, file))).size > largestServedFile) {
				tooLarge.push(file);
				return;
			}
			await mkdir(dirname(join(outDir, file)), { recursive: true });
			await copyFile(join(root, file), join(outDir, file));
		}),
	);
	return { tooLarge: tooLarge.sort() };
}
