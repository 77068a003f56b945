import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds a header sent with every path under `pattern` to the site's `_headers` (Netlify, Cloudflare
 * Pages), in the block of that pattern when the file has one, so that the build's headers read as
 * one rule. The docs folder's own file, copied to the output, is kept: a header it sets already is
 * left as it is (returns false).
 */
export function addSiteHeader(outDir: string, pattern: string, name: string, value: string): boolean {
	const file = join(outDir, '_headers');
	const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
	if (new RegExp(`^\\s+${name}:`, 'im').test(existing)) return false;
	const lines = existing === '' ? [] : existing.replace(/\n$/, '').split('\n');
	const blockStart = lines.indexOf(pattern);
	if (blockStart === -1) {
		lines.push(pattern, `  ${name}: ${value}`);
	} else {
		// The block's header lines are the indented ones after its pattern.
		let end = blockStart + 1;
		while (end < lines.length && /^\s+\S/.test(lines[end]!)) end += 1;
		lines.splice(end, 0, `  ${name}: ${value}`);
	}
	writeFileSync(file, `${lines.join('\n')}\n`);
	return true;
}
