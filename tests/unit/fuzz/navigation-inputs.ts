import fc from 'fast-check';
import type { Frontmatter } from '../../../src/page-files/frontmatter-schema.ts';
import { hrefOfPath, titleFromPath, type PageFile } from '../../../src/page-files/scan-pages.ts';
import { commonMutation, getAt, isJsonObject, pathsOf, setAt, type Json, type Mutation } from './json-mutations.ts';

/**
 * Inputs for the navigation: navigation shapes (tabs, anchors, groups in groups, versions) with
 * page paths that leave the folder, are empty, repeat or name no page; and pages whose
 * frontmatter names versions, hides them or makes them links, safe or not.
 */

/** Page paths a docs folder may have, some also the names of properties every object has. */
const pagePaths = [
	'index',
	'introduction',
	'quickstart',
	'v1/quickstart',
	'guides/setup',
	'guides/index',
	'guides/inventory/tagging',
	'api-reference/plants',
	'changelog/2024',
	'legacy/sdk',
	'constructor',
	'__proto__',
	'toString',
	'guides/hasOwnProperty',
];

/** Entries the schema takes (any non-empty text) that the navigation must refuse or report. */
const oddEntries = [
	'/',
	'.',
	'..',
	'../secret',
	'guides/../../etc/passwd',
	'./introduction',
	'/introduction',
	'introduction.mdx',
	'guides/setup.md',
	'guides//setup',
	'guides/',
	'C:\\docs\\intro',
	'guides\\setup',
	'javascript:alert(1)',
	'https://example.com/page',
	'%2e%2e/secret',
	' ',
	'introduction ',
	'Introduction',
	'__proto__',
	'constructor',
];

/** Values the schema refuses: an empty name, a version or a link that runs code. */
const refused = { entry: '', version: '', url: 'javascript:alert(1)', name: '' };

/** Values a schema-valid shape takes, and, with `refusedToo`, values the schema refuses. */
function parts(refusedToo: boolean) {
	const maybe = <T>(valid: fc.Arbitrary<T>, bad: T): fc.Arbitrary<T> =>
		refusedToo ? fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(bad) }) : valid;
	const entry = maybe(
		fc.oneof(
			{ weight: 6, arbitrary: fc.constantFrom(...pagePaths) },
			{ weight: 3, arbitrary: fc.constantFrom(...oddEntries) },
			{ weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
		),
		refused.entry,
	);
	const versionName = maybe(fc.constantFrom('v1', 'v2', 'v3', 'V1', '1', '__proto__', 'constructor'), refused.version);
	const url = maybe(
		fc.oneof(
			fc.constantFrom(
				'guides',
				'/guides/',
				'api-reference',
				'changelog',
				'legacy',
				'v1',
				'/',
				'../guides',
				'guides/inventory',
				'https://example.com',
				'mailto:team@example.com',
			),
			fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^\s*[a-z][a-z0-9+.-]*:/i.test(text)),
		),
		refused.url,
	);
	const name = maybe(fc.constantFrom('API', 'Guides', 'Changelog'), refused.name);
	return { entry, versionName, url, name };
}

interface GroupShape {
	group: string;
	pages: (string | GroupShape)[];
	version?: string;
	icon?: string;
}

/** A navigation with its tabs, anchors and versions, in place of the showcase's. */
export function navigationShape(refusedToo: boolean) {
	const { entry, versionName, url, name } = parts(refusedToo);
	const group: fc.Memo<GroupShape> = fc.memo((depth) =>
		fc.record(
			{
				group: fc.oneof(fc.constantFrom('Start', 'Guides', '', ' '), fc.string({ maxLength: 10 })),
				pages: fc.array(depth > 1 ? fc.oneof({ weight: 4, arbitrary: entry }, { weight: 1, arbitrary: group(depth - 1) }) : entry, {
					maxLength: 6,
				}),
				version: versionName,
				icon: fc.constantFrom('seedling', 'book'),
			},
			{ requiredKeys: ['group', 'pages'] },
		),
	);
	const version = fc.oneof(
		versionName,
		fc.record(
			{ name: versionName, default: fc.boolean(), url: fc.constantFrom('https://v1.example.com', '/v1') },
			{ requiredKeys: ['name'] },
		),
	);
	const section = fc.record({ name, url, version: versionName, isDefaultHidden: fc.boolean() }, { requiredKeys: ['name', 'url'] });
	return fc.record(
		{
			navigation: fc.array(group(4), { maxLength: 5 }),
			tabs: fc.array(section, { maxLength: 3 }),
			anchors: fc.array(section, { maxLength: 3 }),
			// Unique names, so that a valid shape is mostly valid (two defaults still come, refused).
			versions: fc.uniqueArray(version, { maxLength: 3, selector: (each) => (typeof each === 'string' ? each : each.name) }),
		},
		{ requiredKeys: ['navigation'] },
	);
}

const { entry: entryPath, versionName } = parts(true);

/** Mistakes of a navigation in particular: a page listed twice, a group emptied, a version unknown. */
const navigationMutation: fc.Arbitrary<Mutation> = fc.oneof(
	fc.tuple(fc.nat(), fc.nat()).map<Mutation>(([from, to]) => (root) => {
		const entries = pathsOf(root).filter(
			(path) => path.includes('navigation') && typeof getAt(root, path) === 'string' && path.at(-2) === 'pages',
		);
		const lists = pathsOf(root).filter((path) => path.at(-1) === 'pages' && Array.isArray(getAt(root, path)));
		const entry = entries[from % Math.max(1, entries.length)];
		const list = lists[to % Math.max(1, lists.length)];
		if (!entry || !list) return root;
		const pages = getAt(root, list) as Json[];
		return setAt(root, [...list, pages.length], getAt(root, entry));
	}),
	entryPath.map<Mutation>((entry) => (root, path) => (typeof getAt(root, path) === 'string' ? setAt(root, path, entry) : root)),
	fc.constant<Mutation>((root, path) =>
		isJsonObject(getAt(root, path)) && 'pages' in (getAt(root, path) as object) ? setAt(root, [...path, 'pages'], []) : root,
	),
	versionName.map<Mutation>((name) => (root, path) => (isJsonObject(getAt(root, path)) ? setAt(root, [...path, 'version'], name) : root)),
);

export const showcaseMutation: fc.Arbitrary<Mutation> = fc.oneof(
	{ weight: 3, arbitrary: commonMutation },
	{ weight: 2, arbitrary: navigationMutation },
);

/** Frontmatter as the schema may hand it over, and as code may make it (a link to `javascript:`). */
const frontmatter: fc.Arbitrary<Frontmatter> = fc.record(
	{
		title: fc.string({ maxLength: 12 }),
		sidebarTitle: fc.constantFrom('', 'Short'),
		version: fc.constantFrom('v1', 'v2', 'v3', ''),
		hidden: fc.boolean(),
		url: fc.constantFrom('https://example.com', '/guides/setup', 'javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', ''),
		openapi: fc.constantFrom('GET /plants', 'WEBHOOK x', 'nonsense'),
		hideApiMarker: fc.boolean(),
		tag: fc.constantFrom('NEW', ''),
		deprecated: fc.boolean(),
	},
	{ requiredKeys: [] },
);

/** A page map: some of the known paths, each with random frontmatter. */
export const pageMap: fc.Arbitrary<Map<string, PageFile>> = fc
	.uniqueArray(fc.tuple(fc.oneof(fc.constantFrom(...pagePaths), fc.string({ minLength: 1, maxLength: 10 })), frontmatter), {
		selector: ([path]) => path,
		maxLength: 10,
	})
	.map(
		(entries) =>
			new Map(
				entries.map(([path, matter]): [string, PageFile] => [
					path,
					{
						path,
						file: `/docs/${path}.mdx`,
						href: hrefOfPath(path),
						title: matter.title || titleFromPath(path),
						frontmatter: matter,
						components: [],
					},
				]),
			),
	);
