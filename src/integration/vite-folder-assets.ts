import { createReadStream } from 'node:fs';
import { isFile } from '../files/is-file.ts';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { folderFiles } from '../files/folder-files.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import { outputFolderIgnore } from '../page-files/page-glob.ts';

/** File types a Mintlify folder serves as they are: images, media, fonts, documents. */
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
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.pdf': 'application/pdf',
	'.txt': 'text/plain; charset=utf-8',
	'.zip': 'application/zip',
};

/**
 * Serves, in dev, the static files of a Mintlify folder, where images sit beside the pages
 * rather than in a `public/` folder. The build copies them with `copyFolderAssets`.
 */
export function folderAssetsPlugin(root: string): Plugin {
	return {
		name: 'trellis:folder-assets',
		configureServer(server) {
			server.middlewares.use((request, response, next) => {
				let path: string;
				try {
					path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
				} catch {
					return next();
				}
				const type = staticExtensions[extname(path).toLowerCase()];
				// Only files of the folder: never through a symbolic link that leads out of it.
				const found = type ? resolveInFolder(path, root) : undefined;
				if (!type || !found || !('file' in found) || !isFile(found.file)) return next();
				const file = found.file;
				response.setHeader('Content-Type', type);
				createReadStream(file).pipe(response);
			});
		},
	};
}

/**
 * Copies a Mintlify folder's static files into the built site; pages, config and specs stay out.
 * A file reached through a symbolic link of the folder is copied as the file it points to: the
 * site holds no link (links that lead out of the folder are left out, src/files/folder-links.ts).
 */
export async function copyFolderAssets(root: string, outDir: string): Promise<void> {
	const patterns = Object.keys(staticExtensions).map((extension) => `**/*${extension}`);
	const files = folderFiles(root, patterns, {
		caseSensitiveMatch: false,
		ignore: ['**/node_modules/**', '**/.*/**', ...outputFolderIgnore],
	});
	await Promise.all(
		files.map(async (file) => {
			await mkdir(dirname(join(outDir, file)), { recursive: true });
			await copyFile(join(root, file), join(outDir, file));
		}),
	);
}
