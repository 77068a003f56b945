import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRandom, type Random } from './random.ts';
import { pageBody } from './mdx-blocks.ts';
import { title, titleWords, sentence } from './prose.ts';
import { openapiSpec } from './openapi.ts';

export interface GeneratedFolder {
	folder: string;
	/** Page paths without extension, as docs.json names them (`guides/setup`). */
	pages: string[];
	/** The MDX files relative to the folder, with their bodies (no frontmatter), for the floor project. */
	bodies: { path: string; title: string; body: string }[];
}

/**
 * Where pages live, by share of the site: tabs (guides, sdks), anchors (tutorials, v1 which
 * belongs to the older version) and the primary tab's get-started pages.
 */
const sections = [
	{ prefix: 'get-started', share: 0.1, version: undefined },
	{ prefix: 'guides', share: 0.4, version: undefined },
	{ prefix: 'sdks', share: 0.2, version: undefined },
	{ prefix: 'tutorials', share: 0.2, version: undefined },
	{ prefix: 'v1', share: 0.1, version: 'v1' },
] as const;

type NavEntry = string | { group: string; version?: string; pages: NavEntry[] };

const diagram = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect x="10" y="10" width="120" height="100" rx="8" fill="#dbeafe"/><rect x="190" y="10" width="120" height="100" rx="8" fill="#dcfce7"/><path d="M130 60h60" stroke="#334155" stroke-width="3"/></svg>\n`;

/** Splits `paths` into nested groups: up to ten pages a group, groups of groups three deep. */
function groupPages(r: Random, paths: string[], depth: number): NavEntry[] {
	if (paths.length <= 10 || depth >= 3) return paths;
	const groupCount = Math.min(8, Math.ceil(paths.length / 10));
	const size = Math.ceil(paths.length / groupCount);
	const entries: NavEntry[] = [];
	for (let i = 0; i < paths.length; i += size) {
		entries.push({ group: `${r.pick(titleWords)} ${entries.length + 1}`, pages: groupPages(r, paths.slice(i, i + size), depth + 1) });
	}
	return entries;
}

/**
 * Writes a Mintlify-format folder of `pageCount` MDX pages (and, with `operations`, an OpenAPI
 * 3.1 spec whose operations and webhooks become the pages of an "API" tab). Same seed, same folder.
 */
export function generateDocsFolder(options: {
	folder: string;
	pageCount: number;
	seed?: number;
	operations?: number;
	webhooks?: number;
}): GeneratedFolder {
	const { folder, pageCount } = options;
	const r = createRandom(options.seed ?? 42);
	rmSync(folder, { recursive: true, force: true });
	mkdirSync(join(folder, 'images'), { recursive: true });
	writeFileSync(join(folder, 'images/diagram.svg'), diagram);
	writeFileSync(join(folder, 'favicon.svg'), diagram);

	const pathsBySection = sections.map((section, index) => {
		const count =
			index === 0
				? pageCount - sections.slice(1).reduce((sum, s) => sum + Math.floor(pageCount * s.share), 0)
				: Math.floor(pageCount * section.share);
		const paths: string[] = [];
		for (let i = 0; i < count; i++) {
			const topic = Math.floor(i / 25);
			paths.push(index === 0 && i === 0 ? 'index' : `${section.prefix}/topic-${topic}/page-${i}`);
		}
		return paths;
	});
	const pages = pathsBySection.flat();

	const bodies: GeneratedFolder['bodies'] = [];
	for (const [index, path] of pages.entries()) {
		// Links to neighbours, as real pages link to related ones; every target exists.
		const links = [pages[(index + 1) % pages.length]!, pages[(index + 7) % pages.length]!, pages[(index * 13) % pages.length]!].map(
			(target) => (target === 'index' ? '/' : `/${target}`),
		);
		const pageTitle = `${title(r)} ${index}`;
		const body = pageBody(r, links);
		const frontmatter = [`title: "${pageTitle}"`, `description: "${sentence(r).replace(/["`*[\]()]/g, '')}"`];
		if (r.chance(0.2)) frontmatter.push(`sidebarTitle: "${title(r)}"`);
		if (r.chance(0.1)) frontmatter.push('mode: "wide"');
		const file = join(folder, `${path}.mdx`);
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, `---\n${frontmatter.join('\n')}\n---\n\n${body}`);
		bodies.push({ path: `${path}.mdx`, title: pageTitle, body });
	}

	const navigation = sections.map((section, index) => ({
		group: section.prefix === 'v1' ? 'Version 1' : `${section.prefix[0]!.toUpperCase()}${section.prefix.slice(1).replace('-', ' ')}`,
		...(section.version ? { version: section.version } : {}),
		pages: groupPages(r, pathsBySection[index]!, 1),
	}));
	const tabs: Record<string, unknown>[] = [
		{ name: 'Guides', url: 'guides' },
		{ name: 'SDKs', url: 'sdks' },
	];
	if (options.operations) {
		writeFileSync(
			join(folder, 'openapi.json'),
			JSON.stringify(
				openapiSpec({ seed: (options.seed ?? 42) + 1, operations: options.operations, webhooks: options.webhooks ?? 0 }),
				null,
				2,
			),
		);
		tabs.push({ name: 'API', url: 'api', openapi: 'openapi.json' });
	}
	const config = {
		name: 'Bench Cloud',
		favicon: '/favicon.svg',
		colors: { primary: '#2563EB', light: '#60A5FA', dark: '#1D4ED8' },
		topbarLinks: [{ name: 'Status', url: 'https://status.example.com' }],
		topbarCtaButton: { type: 'link', name: 'Sign up', url: 'https://app.example.com' },
		versions: ['v2', 'v1'],
		tabs,
		anchors: [
			{ name: 'Tutorials', icon: 'graduation-cap', url: 'tutorials' },
			{ name: 'Version 1', icon: 'box-archive', url: 'v1', version: 'v1' },
			{ name: 'Community', icon: 'discord', iconType: 'brands', url: 'https://discord.example.com' },
		],
		navigation: navigation.filter((group) => group.pages.length > 0),
		...(options.operations ? { openapi: 'openapi.json', api: { baseUrl: 'https://api.example.com', playground: { mode: 'show' } } } : {}),
		footerSocials: { github: 'https://github.com/example/docs' },
	};
	writeFileSync(join(folder, 'docs.json'), `${JSON.stringify(config, null, 2)}\n`);
	return { folder, pages, bodies };
}
