import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtFileOf } from './built-files.ts';

const robotsMeta = /<meta name="robots" content="[^"]*"\s*\/?>/;

/**
 * Pages that failed while rendering were written with the head of a page that works: their
 * robots tag is set to noindex afterwards, as for pages that failed before rendering (search
 * engines get only pages built from their source).
 */
export function markNoindex(outDir: string, hrefs: Iterable<string>): void {
	for (const href of hrefs) {
		const file = builtFileOf(outDir, href);
		if (!existsSync(file)) continue;
		const html = readFileSync(file, 'utf8');
		const tag = '<meta name="robots" content="noindex">';
		const marked = robotsMeta.test(html) ? html.replace(robotsMeta, tag) : html.replace(/<head>/, `<head>${tag}`);
		writeFileSync(file, marked);
	}
}
