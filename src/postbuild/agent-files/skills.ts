import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { frontmatterBlockOf } from '../../markdown/frontmatter.ts';
import { resolveInFolder } from '../../files/folder-paths.ts';
import { isFile } from '../../files/is-file.ts';

/**
 * Skill files (https://agentskills.io/specification) served as Mintlify serves them: the folder's
 * `skill.md` at `/skill.md`, each `.mintlify/skills/<name>/SKILL.md` too, and both listed by the
 * discovery indexes `/.well-known/skills/index.json` (the first format) and
 * `/.well-known/agent-skills/index.json` (agent-skills discovery 0.2.0, with digests).
 */

/** A skill file: its text, and what its front matter names it and says it does. */
export interface Skill {
	/** Its slug: the folder it is served from. */
	name: string;
	description: string;
	text: string;
	/** Where it came from, for what the build says of it. */
	source: string;
}

/** A skill file the build leaves out of the indexes, and why. */
export interface SkillProblem {
	file: string;
	message: string;
	fix: string;
}

/** What the spec allows of a name: lowercase letters, digits and single hyphens, 1 to 64. */
const namePattern = /^[a-z\d]+(?:-[a-z\d]+)*$/;

/** A URL-safe slug of a name, as Mintlify derives the served name. */
const skillSlug = (name: string) =>
	name
		.toLowerCase()
		.replace(/[^a-z\d]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 64);

/** Reads a skill file's front matter: its name and description, or what is wrong with them. */
export function readSkill(text: string, source: string): Skill | SkillProblem {
	const fix = 'start the file with front matter: ---, name: my-product, description: what the skill is for and when to use it, ---';
	const block = frontmatterBlockOf(text);
	let data: unknown;
	try {
		data = block === undefined ? undefined : parse(block.replace(/^\uFEFF?---[ \t]*\r?\n/, '').replace(/---[ \t]*\r?\n?$/, ''));
	} catch (error) {
		return { file: source, message: `its front matter is not YAML: ${error instanceof Error ? error.message : String(error)}`, fix };
	}
	const fields = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
	const { name, description } = fields;
	if (typeof name !== 'string' || typeof description !== 'string' || description.trim() === '') {
		return { file: source, message: 'no front matter with a "name" and a "description"', fix };
	}
	const slug = skillSlug(name);
	if (!namePattern.test(slug)) return { file: source, message: `"name: ${name}" has no letter or digit`, fix };
	if (description.length > 1024) {
		return { file: source, message: `its description has ${description.length} characters`, fix: 'shorten it to 1,024 characters at most' };
	}
	return { name: slug, description, text, source };
}

/**
 * The skills of a docs folder: its `skill.md` (beside its pages) and those of `.mintlify/skills/`
 * (beside its config), in that order; a skill whose name an earlier one has is left out.
 */
export function folderSkills(pagesRoot: string, configRoot: string): { skills: Skill[]; problems: SkillProblem[] } {
	const found: { file: string; source: string }[] = [];
	const root = resolveInFolder('skill.md', pagesRoot);
	if ('file' in root && isFile(root.file)) found.push({ file: root.file, source: 'skill.md' });
	const folder = resolveInFolder('.mintlify/skills', configRoot);
	if ('file' in folder && existsSync(folder.file)) {
		for (const entry of readdirSync(folder.file, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
			// A skill folder may be a link (Mintlify's docs suggest one); it is followed only inside the docs folder.
			const file = resolveInFolder(`.mintlify/skills/${entry.name}/SKILL.md`, configRoot);
			if ('file' in file && isFile(file.file))
				found.push({ file: file.file, source: relative(configRoot, file.file).replaceAll('\\', '/') });
		}
	}
	const skills: Skill[] = [];
	const problems: SkillProblem[] = [];
	for (const { file, source } of found) {
		const read = readSkill(readFileSync(file, 'utf8'), source);
		if ('message' in read) problems.push(read);
		else if (skills.some((skill) => skill.name === read.name)) {
			problems.push({ file: source, message: `a skill named "${read.name}" comes before it`, fix: 'give each skill a name of its own' });
		} else skills.push(read);
	}
	return { skills, problems };
}

/** The file `/skill.md` serves: the folder's own, else its one skill; with several, the hosts' rules send it to the index. */
export function rootSkill(skills: readonly Skill[]): Skill | undefined {
	return skills.find((skill) => skill.source === 'skill.md') ?? (skills.length === 1 ? skills[0] : undefined);
}

/** The skills' index, Mintlify's first format: `/.well-known/skills/index.json`. */
export const skillsIndexFile = '.well-known/skills/index.json';
/** The agent-skills discovery index (0.2.0): `/.well-known/agent-skills/index.json`. */
export const agentSkillsIndexFile = '.well-known/agent-skills/index.json';

/** Writes `/skill.md`, each skill under both discovery folders, and their indexes; `base` is the site's base path (`/`, `/docs/`). */
export function writeSkills(outDir: string, skills: readonly Skill[], base: string): void {
	const write = (path: string, text: string) => {
		const file = join(outDir, path);
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, text);
	};
	const root = rootSkill(skills);
	if (root) write('skill.md', root.text);
	for (const skill of skills) {
		write(`.well-known/skills/${skill.name}/SKILL.md`, skill.text);
		write(`.well-known/agent-skills/${skill.name}/SKILL.md`, skill.text);
	}
	const json = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`;
	write(
		skillsIndexFile,
		json({ skills: skills.map((skill) => ({ name: skill.name, description: skill.description, files: ['SKILL.md'] })) }),
	);
	write(
		agentSkillsIndexFile,
		json({
			$schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
			skills: skills.map((skill) => ({
				name: skill.name,
				type: 'skill-md',
				description: skill.description,
				url: `${base}.well-known/agent-skills/${skill.name}/SKILL.md`,
				digest: `sha256:${createHash('sha256').update(skill.text).digest('hex')}`,
			})),
		}),
	);
}
