import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, test } from 'vitest';
import { mcpServerCard, writeMcpDiscovery } from '../../../../src/postbuild/agent-files/mcp-discovery.ts';
import { folderSkills, readSkill, writeSkills } from '../../../../src/postbuild/agent-files/skills.ts';
import type { SiteIndex } from '../../../../src/postbuild/site-index-schema.ts';

const folders: string[] = [];
const folder = () => {
	const made = mkdtempSync(join(tmpdir(), 'trellis-agent-files-'));
	folders.push(made);
	return made;
};
afterEach(() => {
	for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

const index: SiteIndex = {
	format: 1,
	name: 'Plant Store',
	base: '/',
	versions: [],
	sections: [],
	operations: [{ kind: 'operation', method: 'GET', path: '/plants', page: '/api/list', spec: '/openapi.json', served: true }],
} as unknown as SiteIndex;

describe('skill files', () => {
	test("a folder's skill.md and .mintlify/skills are served at /skill.md and under both discovery folders, with indexes whose digests match", () => {
		const docs = folder();
		writeFileSync(join(docs, 'skill.md'), '---\nname: Plant Store\ndescription: Sell plants.\n---\n\n# Plants\n');
		mkdirSync(join(docs, '.mintlify/skills/care'), { recursive: true });
		writeFileSync(join(docs, '.mintlify/skills/care/SKILL.md'), '---\nname: care\ndescription: Care for plants.\n---\n');
		mkdirSync(join(docs, '.mintlify/skills/broken'), { recursive: true });
		writeFileSync(join(docs, '.mintlify/skills/broken/SKILL.md'), '# no front matter\n');
		const { skills, problems } = folderSkills(docs, docs);
		expect(skills.map((skill) => skill.name)).toEqual(['plant-store', 'care']);
		expect(problems).toEqual([
			{
				file: '.mintlify/skills/broken/SKILL.md',
				message: 'no front matter with a "name" and a "description"',
				fix: expect.stringContaining('name: my-product'),
			},
		]);
		const out = folder();
		writeSkills(out, skills, '/docs/');
		expect(readFileSync(join(out, 'skill.md'), 'utf8')).toContain('# Plants');
		const agentSkills = JSON.parse(readFileSync(join(out, '.well-known/agent-skills/index.json'), 'utf8'));
		expect(agentSkills.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
		for (const entry of agentSkills.skills) {
			expect(entry).toMatchObject({ type: 'skill-md', url: `/docs/.well-known/agent-skills/${entry.name}/SKILL.md` });
			const text = readFileSync(join(out, `.well-known/agent-skills/${entry.name}/SKILL.md`));
			expect(entry.digest).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
		}
		expect(JSON.parse(readFileSync(join(out, '.well-known/skills/index.json'), 'utf8'))).toEqual({
			skills: [
				{ name: 'plant-store', description: 'Sell plants.', files: ['SKILL.md'] },
				{ name: 'care', description: 'Care for plants.', files: ['SKILL.md'] },
			],
		});
		expect(readFileSync(join(out, '.well-known/skills/care/SKILL.md'), 'utf8')).toContain('Care for plants.');
	});

	test('a description longer than the spec allows is refused with the limit', () => {
		const read = readSkill(`---\nname: x\ndescription: ${'a'.repeat(1025)}\n---\n`, 'skill.md');
		expect(read).toEqual({
			file: 'skill.md',
			message: 'its description has 1025 characters',
			fix: 'shorten it to 1,024 characters at most',
		});
	});
});

describe("the MCP server's discovery files", () => {
	test("are Mintlify's discovery document and server cards, whose tools are valid MCP tools", () => {
		const out = folder();
		writeMcpDiscovery(out, { url: 'https://docs.example.com/mcp', name: 'plant-store-docs' }, index, '1.2.3');
		expect(JSON.parse(readFileSync(join(out, '.well-known/mcp.json'), 'utf8'))).toEqual({
			version: '1.2.3',
			transport: 'http',
			url: 'https://docs.example.com/mcp',
			servers: [{ name: 'public', url: 'https://docs.example.com/mcp', transport: 'http', authentication: 'none' }],
		});
		const card = JSON.parse(readFileSync(join(out, '.well-known/mcp/server-card.json'), 'utf8'));
		expect(card).toMatchObject({
			name: 'plant-store-docs',
			url: 'https://docs.example.com/mcp',
			transport: 'http',
			authentication: 'none',
		});
		expect(card.tools.map((tool: { name: string }) => tool.name)).toEqual([
			'search_docs',
			'read_page',
			'list_navigation',
			'get_api_operation',
		]);
		for (const tool of card.tools) expect(ToolSchema.safeParse(tool).success).toBe(true);
		expect(card.tools[0].inputSchema.required).toEqual(['query']);
		expect(JSON.parse(readFileSync(join(out, '.well-known/mcp/server-cards.json'), 'utf8'))).toEqual({ servers: [card] });
	});

	test('list no API tool for a site without operations', () => {
		const card = mcpServerCard({ url: 'https://d.example.com/mcp', name: 'd' }, { ...index, operations: [] }, '1');
		expect(card.tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'list_navigation']);
	});
});
