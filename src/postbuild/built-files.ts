import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `folder`, as paths relative to it with `/`, in a stable order. */
export function listFiles(folder: string, prefix = ''): string[] {
	const files: string[] = [];
	for (const name of readdirSync(folder).sort()) {
		const path = join(folder, name);
		const relativePath = prefix ? `${prefix}/${name}` : name;
		if (statSync(path).isDirectory()) files.push(...listFiles(path, relativePath));
		else files.push(relativePath);
	}
	return files;
}

/** The built HTML file of a page URL path (`/guides/setup` is `guides/setup/index.html`). */
export function builtFileOf(outDir: string, href: string): string {
	const trimmed = href.replace(/^\/+|\/+$/g, '');
	return trimmed === '' ? join(outDir, 'index.html') : join(outDir, trimmed, 'index.html');
}
