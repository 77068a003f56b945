import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { BuiltSite } from '../../../src/mcp/built-site.ts';
import { pagePathOf, readPage } from '../../../src/mcp/pages.ts';
import { folderSiteFiles } from '../../../src/mcp/folder-site-files.ts';

describe('the page a reference names', () => {
	test.each([
		['/quickstart', '/quickstart'],
		['quickstart', '/quickstart'],
		['/quickstart/', '/quickstart'],
		['/quickstart.md', '/quickstart'],
		['/quickstart.mdx', '/quickstart'],
		['/quickstart/index.html', '/quickstart'],
		['/quickstart#install', '/quickstart'],
		['/quickstart?from=search', '/quickstart'],
		['https://docs.example.com/quickstart', '/quickstart'],
		['/', '/'],
		['', '/'],
		['/index.md', '/'],
		['/guides/soil/index', '/guides/soil'],
		['/guides%20and%20more', '/guides and more'],
	])('%j is the page %j', (reference, path) => {
		expect(pagePathOf(reference, '/')).toBe(path);
	});

	test('under a base path, with it or without', () => {
		expect(pagePathOf('/docs/quickstart', '/docs/')).toBe('/quickstart');
		expect(pagePathOf('https://example.com/docs/quickstart.md', '/docs/')).toBe('/quickstart');
		expect(pagePathOf('/docs', '/docs/')).toBe('/');
		expect(pagePathOf('/quickstart', '/docs/')).toBe('/quickstart');
		expect(pagePathOf('/docsy', '/docs/')).toBe('/docsy');
	});

	test.each(['../secret', '/guides/../../secret', '/%2e%2e/secret', '/a/./b', 'file:///etc/passwd', '/a\\..\\b', '/a%00b', '/%E0%A4%A'])(
		'%j names no page',
		(reference) => {
			expect(pagePathOf(reference, '/')).toBeUndefined();
		},
	);
});

describe('reading a page', () => {
	const root = mkdtempSync(join(tmpdir(), 'trellis-mcp-pages-'));
	const outDir = join(root, 'dist');
	mkdirSync(join(outDir, 'guides'), { recursive: true });
	writeFileSync(join(outDir, 'index.md'), '# Home\n');
	writeFileSync(join(outDir, 'guides/soil.md'), '# Soil\n\nLoam.\n');
	// Beside the built folder, and a link from inside it to there.
	writeFileSync(join(root, 'secret.md'), '# Secret\n');
	symlinkSync(join(root, 'secret.md'), join(outDir, 'guides/linked.md'));
	const site: BuiltSite = {
		files: folderSiteFiles(outDir),
		index: {
			format: 1,
			name: 'Test',
			base: '/',
			versions: [],
			sections: [
				{
					entries: [
						{ title: 'Home', path: '/' },
						{ title: 'Soil', path: '/guides/soil' },
					],
				},
			],
			operations: [],
		},
	};
	afterAll(() => rmSync(root, { recursive: true, force: true }));

	test("gives the page's Markdown copy as it is", async () => {
		expect(await readPage(site, '/guides/soil')).toEqual({ path: '/guides/soil', markdown: '# Soil\n\nLoam.\n' });
		expect(await readPage(site, '/')).toEqual({ path: '/', markdown: '# Home\n' });
	});

	test('reads nothing outside the built folder: a way up, or a link that leads out', async () => {
		for (const reference of ['../secret', '/../secret', '/guides/../../secret', '%2e%2e/secret.md', '/guides/linked']) {
			const read = await readPage(site, reference);
			expect(read, reference).not.toHaveProperty('markdown');
		}
	});

	test('a path that is no page says how to find pages, and the closest ones', async () => {
		expect(await readPage(site, '/guides/soli')).toEqual({
			error:
				'No page at "/guides/soli". Closest pages: /guides/soil, /. Find pages with search_docs (by words) or list_navigation (every page of the sidebar), and pass read_page the path they give, such as "/quickstart".',
		});
	});
});
