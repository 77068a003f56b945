import type { Random } from './random.ts';

/** Words of an imaginary product's docs: enough variety that pages do not compress to nothing. */
const nouns = [
	'workspace',
	'project',
	'token',
	'webhook',
	'invoice',
	'customer',
	'deployment',
	'region',
	'bucket',
	'queue',
	'pipeline',
	'schedule',
	'report',
	'dashboard',
	'member',
	'role',
	'policy',
	'secret',
	'domain',
	'certificate',
	'event',
	'subscription',
	'export',
	'import',
	'cluster',
	'node',
	'snapshot',
	'backup',
	'alert',
	'integration',
];
const verbs = [
	'creates',
	'updates',
	'removes',
	'lists',
	'retries',
	'validates',
	'signs',
	'exports',
	'archives',
	'schedules',
	'rotates',
	'streams',
	'filters',
	'groups',
	'merges',
	'restores',
	'publishes',
	'tracks',
	'limits',
	'caches',
];
const adjectives = [
	'active',
	'pending',
	'shared',
	'private',
	'regional',
	'default',
	'custom',
	'encrypted',
	'paginated',
	'nested',
	'optional',
	'required',
	'deprecated',
	'stable',
	'temporary',
	'recurring',
	'signed',
	'idempotent',
	'read-only',
	'global',
];
const adverbs = ['quickly', 'safely', 'automatically', 'once', 'in order', 'in the background', 'on demand', 'per request'];

export const titleWords = nouns.map((noun) => noun[0]!.toUpperCase() + noun.slice(1));

export function words(r: Random, count: number): string {
	const out: string[] = [];
	for (let i = 0; i < count; i++) out.push(r.pick([...nouns, ...adjectives]));
	return out.join(' ');
}

export function title(r: Random): string {
	const forms = [
		() => `${r.pick(['Manage', 'Create', 'Configure', 'Monitor', 'Secure', 'Export', 'Automate'])} ${r.pick(nouns)}s`,
		() => `${r.pick(titleWords)} ${r.pick(['basics', 'limits', 'lifecycle', 'settings', 'permissions', 'events'])}`,
		() => `Working with ${r.pick(adjectives)} ${r.pick(nouns)}s`,
	];
	return r.pick(forms)();
}

/** One sentence; `link` is a site path another page can be reached at, or none. */
export function sentence(r: Random, link?: string): string {
	const subject = `${r.pick(['The', 'Each', 'A', 'Every'])} ${r.pick(adjectives)} ${r.pick(nouns)}`;
	let text = `${subject} ${r.pick(verbs)} the ${r.pick(nouns)} ${r.pick(adverbs)}`;
	if (r.chance(0.3)) text += `, using \`${r.pick(nouns)}_${r.pick(['id', 'key', 'limit', 'state'])}\``;
	if (r.chance(0.2)) text += ` so that the **${r.pick(nouns)}** stays ${r.pick(adjectives)}`;
	if (link && r.chance(0.5)) text += ` (see [${r.pick(nouns)}s](${link}))`;
	return `${text}.`;
}

export function paragraph(r: Random, links: readonly string[]): string {
	const count = r.int(2, 5);
	const out: string[] = [];
	for (let i = 0; i < count; i++) out.push(sentence(r, links.length > 0 && r.chance(0.3) ? r.pick(links) : undefined));
	return out.join(' ');
}
