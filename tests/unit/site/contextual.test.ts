import { describe, expect, test } from 'vitest';
import { contextualMenu } from '../../../src/site/contextual.ts';
import { contextualNotices, pageContextualNotices } from '../../../src/site/contextual-notices.ts';
import { mcpServerOf } from '../../../src/site/mcp-server.ts';
import { pageMarkdownMarker } from '../../../src/browser/assistant-links.ts';
import type { Frontmatter } from '../../../src/page-files/frontmatter-schema.ts';

const server = mcpServerOf({ name: 'Plant Store', mcp: { url: 'https://docs.example.com/mcp' } })!;

describe("the contextual menu's MCP options", () => {
	test('copy the server address and its add-mcp command, and link Cursor and VS Code as Mintlify links them', () => {
		expect(server.name).toBe('plant-store-docs');
		const menu = contextualMenu({ options: ['mcp', 'add-mcp', 'cursor', 'vscode'] }, '/guides/soil', undefined, server)!;
		expect(menu.links.map((link) => link.copyText ?? link.href)).toEqual([
			'https://docs.example.com/mcp',
			'npx add-mcp https://docs.example.com/mcp',
			'cursor://anysphere.cursor-deeplink/mcp/install?name=plant-store-docs&config=eyJ1cmwiOiJodHRwczovL2RvY3MuZXhhbXBsZS5jb20vbWNwIn0%3D',
			'https://vscode.dev/redirect/mcp/install?name=plant-store-docs&config=%7B%22type%22%3A%22http%22%2C%22url%22%3A%22https%3A%2F%2Fdocs.example.com%2Fmcp%22%7D',
		]);
		const cursor = new URL(menu.links[2]!.href!);
		expect(JSON.parse(Buffer.from(cursor.searchParams.get('config')!, 'base64').toString())).toEqual({
			url: 'https://docs.example.com/mcp',
		});
	});

	test('are left out without a server, and named in the report with the fix', () => {
		expect(contextualMenu({ options: ['mcp', 'cursor'] }, '/a', undefined, undefined)).toBeUndefined();
		const notices = contextualNotices({ contextual: { options: ['copy', 'mcp', 'assistant', 'download-pdf'] } }, (path) => ({
			file: 'docs.json',
			jsonPath: path.join('.'),
		}));
		expect(notices.map((notice) => [notice.jsonPath, notice.message])).toEqual([
			['contextual.options.1', 'contextual option "mcp" is not in the menu: the config names no MCP server to install'],
			[
				'contextual.options.2',
				`contextual option "assistant" is not in the menu: Mintlify's hosted assistant is not part of a static site`,
			],
			['contextual.options.3', `contextual option "download-pdf" is not in the menu: Mintlify's servers make the PDF`],
		]);
		expect(notices[0]!.hint).toContain('"mcp": { "url"');
		expect(
			contextualNotices({ contextual: { options: ['mcp'] }, mcp: { url: 'https://docs.example.com/mcp' } }, () => ({ file: 'docs.json' })),
		).toEqual([]);
	});
});

describe("a page's own menu", () => {
	test('its options a static site leaves out are named in the report too, at the line of its contextual', () => {
		const page = (file: string, options: NonNullable<Frontmatter['contextual']>['options'], line?: number) => ({
			file,
			frontmatter: { contextual: { options } },
			...(line === undefined ? {} : { frontmatterLines: { title: 2, contextual: line } }),
		});
		const pages = [
			page('/docs/guides/soil.mdx', ['copy', 'devin', 'vscode', { title: 'Ask', href: 'https://ask.example.com/?server=$mcp' }], 4),
			page('/docs/quickstart.mdx', ['copy', 'view']),
			{ file: '/docs/plain.mdx', frontmatter: {} },
		];
		const notices = pageContextualNotices(pages, {});
		expect(notices.map((notice) => [notice.file, notice.line, notice.message])).toEqual([
			[
				'/docs/guides/soil.mdx',
				4,
				'contextual option "devin" is not in the menu: Devin takes no page from a link Trellis knows how to make',
			],
			['/docs/guides/soil.mdx', 4, 'contextual option "vscode" is not in the menu: the config names no MCP server to install'],
			['/docs/guides/soil.mdx', 4, 'contextual option "Ask" is not in the menu: its link names $mcp, and the config names no MCP server'],
		]);
		// With a server, only what needs Mintlify's.
		expect(pageContextualNotices(pages, { mcp: { url: 'https://docs.example.com/mcp' } }).map((notice) => notice.message)).toEqual([
			'contextual option "devin" is not in the menu: Devin takes no page from a link Trellis knows how to make',
		]);
		// Without its line, at the top of the page.
		expect(pageContextualNotices([page('/docs/a.mdx', ['assistant'])], {})[0]).toMatchObject({ file: '/docs/a.mdx', line: 1 });
	});
});

describe('a custom option', () => {
	test('fills $path, $mcp, and $page: the Markdown copy address without script, the marker the browser fills with the Markdown', () => {
		const menu = contextualMenu(
			{
				options: [
					{ title: 'Share', href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: 'Read: $page' }] } },
					{ title: 'Ask', href: 'https://ask.example.com/?server=$mcp&path=$path' },
				],
			},
			'/guides/soil',
			undefined,
			server,
		)!;
		const [share, ask] = menu.links;
		expect(share!.href).toBe('https://x.com/intent/tweet?text=Read%3A%20%2Fguides%2Fsoil.md');
		expect(share!.pageTemplate).toBe(`https://x.com/intent/tweet?text=Read%3A%20${pageMarkdownMarker}`);
		expect(ask!.href).toBe('https://ask.example.com/?server=https://docs.example.com/mcp&path=/guides/soil');
		expect(ask!.pageTemplate).toBeUndefined();
	});
});

describe('where the menu goes', () => {
	test('where contextual.display says, else where the theme puts it', () => {
		expect(contextualMenu({ options: ['copy'] }, '/a', undefined, undefined, 'toc')!.placement).toBe('toc');
		expect(contextualMenu({ options: ['copy'], display: 'header' }, '/a', undefined, undefined, 'toc')!.placement).toBe('header');
		expect(contextualMenu({ options: ['copy'] }, '/a', undefined, undefined)!.placement).toBe('header');
	});
});
