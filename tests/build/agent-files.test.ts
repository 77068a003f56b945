import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, test } from 'vitest';
import { readBuiltSite } from '../../src/mcp/built-site.ts';
import { folderSiteFiles } from '../../src/mcp/folder-site-files.ts';
import { docsClient } from '../support/mcp-client.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';

/**
 * The files agents look for, in the current-format build, whose docs.json names its MCP server
 * (`mcp.url`) and has no skill file: the made skill.md, the discovery files, the hosts' rules.
 */
let outDir: string;
const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

beforeAll(async () => {
	const build = await sharedBuild(fixtureBuilds.currentFormat);
	expect(build.exitCode, build.stderr).toBe(0);
	outDir = build.outDir;
});

describe('the skill file made for a folder without one', () => {
	test("has the agent-skills spec's front matter, its name its folder's, and says where the Markdown and the MCP server are", () => {
		const text = read('skill.md');
		const block = /^---\n([\s\S]*?)\n---\n/.exec(text);
		const fields = parse(block![1]!) as Record<string, string>;
		expect(fields['name']).toMatch(/^[a-z\d]+(?:-[a-z\d]+)*$/);
		expect(fields['name']!.length).toBeLessThanOrEqual(64);
		expect(fields['description']!.length).toBeGreaterThan(0);
		expect(fields['description']!.length).toBeLessThanOrEqual(1024);
		expect(read(`.well-known/agent-skills/${fields['name']}/SKILL.md`)).toBe(text);
		expect(text).toContain('/llms.txt');
		expect(text).toContain('/openapi.json');
		expect(text).toContain('https://mcp.greenhouse.example.com/mcp');
	});
});

describe("the MCP server's discovery", () => {
	test('the server card lists the tools the server lists, as it lists them', async () => {
		const card = JSON.parse(read('.well-known/mcp/server-card.json'));
		expect(JSON.parse(read('.well-known/mcp.json')).url).toBe('https://mcp.greenhouse.example.com/mcp');
		const site = await readBuiltSite(folderSiteFiles(outDir));
		if ('problem' in site) throw new Error(site.problem);
		const { client, close } = await docsClient(site);
		try {
			const { tools } = await client.listTools();
			// The same tools, but for the JSON Schema dialect the server names its tasks setting and the fields it leaves unset.
			const listed = tools.map(({ inputSchema: { $schema: _dialect, ...inputSchema }, execution: _execution, ...tool }) => ({
				...tool,
				inputSchema,
			}));
			expect(card.tools).toEqual(JSON.parse(JSON.stringify(listed)));
		} finally {
			await close();
		}
	});

	test("the hosts' rules: /.well-known/mcp served from mcp.json, a Link header, Markdown on request on Vercel", () => {
		expect(read('_redirects')).toContain('/.well-known/mcp /.well-known/mcp.json 200\n');
		expect(read('_headers')).toContain('</.well-known/mcp/server-card.json>; rel="mcp-server-card"');
		const vercel = JSON.parse(read('vercel.json'));
		expect(vercel.rewrites).toEqual([{ source: '/.well-known/mcp', destination: '/.well-known/mcp.json' }]);
		const negotiation = vercel.redirects.filter((rule: { has?: unknown }) => rule.has);
		expect(negotiation.map((rule: { source: string; destination: string }) => [rule.source, rule.destination])).toEqual([
			['/', '/index.md'],
			['/:path((?:[^/]+/)*[^/.]+)', '/:path.md'],
		]);
	});
});
