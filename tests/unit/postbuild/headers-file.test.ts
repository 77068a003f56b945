import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { addSiteHeader } from '../../../src/postbuild/headers-file.ts';

const folders: string[] = [];
afterEach(() => {
	for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function outDir(headers?: string): string {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-headers-'));
	folders.push(folder);
	if (headers !== undefined) writeFileSync(join(folder, '_headers'), headers);
	return folder;
}

const read = (folder: string) => readFileSync(join(folder, '_headers'), 'utf8');

test("the build's headers for one pattern make one rule", () => {
	const folder = outDir();
	expect(addSiteHeader(folder, '/*', 'Link', '</llms.txt>; rel="llms-txt"')).toBe(true);
	expect(addSiteHeader(folder, '/*', 'Content-Security-Policy', "default-src 'self'")).toBe(true);
	expect(read(folder)).toBe('/*\n  Link: </llms.txt>; rel="llms-txt"\n  Content-Security-Policy: default-src \'self\'\n');
});

test("the folder's own rules are kept; a header they set already is left as it is", () => {
	const own = '/images/*\n  Cache-Control: max-age=3600\n/*\n  content-security-policy: default-src *\n';
	const folder = outDir(own);
	expect(addSiteHeader(folder, '/*', 'Content-Security-Policy', "default-src 'self'")).toBe(false);
	expect(addSiteHeader(folder, '/docs/*', 'Link', '</docs/llms.txt>')).toBe(true);
	expect(read(folder)).toBe(`${own}/docs/*\n  Link: </docs/llms.txt>\n`);
});

test('a header goes at the end of the block of its pattern, before the next block', () => {
	const folder = outDir('/*\n  X-Frame-Options: DENY\n/fonts/*\n  Cache-Control: immutable');
	addSiteHeader(folder, '/*', 'Link', '</llms.txt>');
	expect(read(folder)).toBe('/*\n  X-Frame-Options: DENY\n  Link: </llms.txt>\n/fonts/*\n  Cache-Control: immutable\n');
});
