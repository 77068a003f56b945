import { dirname } from 'node:path';
import { mcpServerOf } from '../../site/mcp-server.ts';
import { trellisVersion } from '../../settings/trellis-version.ts';
import type { AgentRoute } from '../../urls/agent-host-rules.ts';
import type { PostBuildContext } from '../context.ts';
import type { SiteIndex } from '../site-index-schema.ts';
import { generatedSkill } from './generated-skill.ts';
import { mcpDiscoveryFiles, writeMcpDiscovery } from './mcp-discovery.ts';
import { agentSkillsIndexFile, folderSkills, readSkill, rootSkill, skillsIndexFile, writeSkills, type Skill } from './skills.ts';

/**
 * Writes the files agents look for: the skill files (the folder's, else one made from the site)
 * and, when the config names the docs' MCP server, its discovery files. Gives the routes the
 * hosts' rules add for them, and the files the `Link` header names.
 */
export function writeAgentFiles(
	context: PostBuildContext,
	index: SiteIndex,
): { routes: AgentRoute[]; linked: { path: string; rel: string }[] } {
	const configRoot = dirname(context.site.configFile);
	const server = mcpServerOf(context.site.config);
	const found = folderSkills(context.pagesRoot ?? configRoot, configRoot);
	for (const problem of found.problems) {
		context.log(`warning: ${problem.file}: a skill file left out of the skills' indexes: ${problem.message}\n  ${problem.fix}`);
	}
	let skills: Skill[] = found.skills;
	if (skills.length === 0) {
		const made = readSkill(generatedSkill(context, index, server), 'skill.md');
		if ('name' in made) skills = [made];
	}
	writeSkills(context.outDir, skills, context.base);
	const routes: AgentRoute[] = [];
	// Several skills and no `skill.md` of the folder's: Mintlify sends `/skill.md` to the index.
	if (skills.length > 1 && !rootSkill(skills)) routes.push({ from: '/skill.md', to: `/${skillsIndexFile}`, status: 302 });
	if (server) {
		writeMcpDiscovery(context.outDir, server, index, trellisVersion());
		routes.push({ from: '/.well-known/mcp', to: `/${mcpDiscoveryFiles.document}`, status: 200 });
	}
	// Named in the `Link` header of every page, as on Mintlify.
	const linked = [
		{ path: '/llms.txt', rel: 'llms-txt' },
		{ path: '/llms-full.txt', rel: 'llms-full-txt' },
		...(server ? [{ path: `/${mcpDiscoveryFiles.card}`, rel: 'mcp-server-card' }] : []),
		{ path: `/${agentSkillsIndexFile}`, rel: 'agent-skills' },
	];
	return { routes, linked };
}
