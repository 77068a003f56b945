import { createReadStream, existsSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';
import { globSync } from 'tinyglobby';
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
				const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
				const type = staticExtensions[extname(path).toLowerCase()];
				const file = normalize(join(root, path));
				if (!type || !file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
				response.setHeader('Content-Type', type);
				createReadStream(file).pipe(response);
			});
		},
	};
}

/** Copies a Mintlify folder's static files into the built site; pages, config and specs stay out. */
export async function copyFolderAssets(root: string, outDir: string): Promise<void> {
	const patterns = Object.keys(staticExtensions).map((extension) => `**/*${extension}`);
	const files = globSync(patterns, {
		cwd: root,
		caseSensitiveMatch: false,
		ignore: ['**/node_modules/**', '**/.*/**', ...outputFolderIgnore],
	});
	await Promise.all(files.map((file) => cp(join(root, file), join(outDir, file))));
}
