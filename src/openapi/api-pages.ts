import { didYouMean } from '../problems/suggest.ts';
import type { DocsConfig } from '../config/site-config.ts';
import type { NavigationGroupInput } from '../config/schema/navigation.ts';
import { isExternalUrl, normalisePrefix } from '../urls/urls.ts';
import { isApiPage, missingTextProblems, type PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import { buildOperationModel, buildSchemaModel } from './build-api-model.ts';
import {
	entriesOf,
	entryLabel,
	parseApiReference,
	parseSchemaReference,
	resolveApiReference,
	specsNamed,
	type ApiEntry,
} from './entries.ts';
import { exampleSettingsOf } from './example-settings.ts';
import { apiSettingsOf } from './api-settings.ts';
import { tagGroupLabel } from './extensions.ts';
import { operationPagePath, unusedPath } from './page-urls.ts';
import { mdxEndpointModel, playgroundOf } from './mdx-endpoint.ts';
import { type LoadedSpec } from './load-specs.ts';
import { specKey } from './spec-identity.ts';
import type { ApiPageModel } from './types.ts';
import { apiReferenceInvalid, problemAt } from '../problems/catalogue.ts';

export function asList(value: string | string[] | undefined): string[] {
	return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The parts of a config that may name OpenAPI files. */
export type SpecNamingConfig = Pick<DocsConfig, 'api' | 'navigation' | 'legacy'>;

/** One place where the config names a spec: as written, and where (`anchors[0].openapi`). */
export interface SpecMention {
	source: string;
	path: (string | number)[];
}

/**
 * Every place the config names a spec, in the config's order: `api.openapi`, the legacy format's
 * tabs and anchors, then every level of the navigation. A file may be named in several places,
 * and differently (`spec.yaml`, `/spec.yaml`): `specSources` and `loadSpecs` make it one spec.
 */
export function specMentions(config: SpecNamingConfig): SpecMention[] {
	// A path, `{ source }`, or a list of either.
	const at = (value: unknown, path: (string | number)[]): SpecMention[] => {
		if (typeof value === 'string') return value ? [{ source: value, path }] : [];
		if (Array.isArray(value)) return value.flatMap((item, index) => (Array.isArray(item) ? [] : at(item, [...path, index])));
		const source = value && typeof value === 'object' ? (value as { source?: unknown }).source : undefined;
		return typeof source === 'string' && source ? [{ source, path: [...path, 'source'] }] : [];
	};
	const legacy = config.legacy?.navigation;
	const inList = (key: 'tabs' | 'anchors') => (legacy?.[key] ?? []).flatMap((item, index) => at(item.openapi, [key, index, 'openapi']));
	return [
		...at(config.api?.openapi, ['api', 'openapi']),
		...inList('tabs'),
		...inList('anchors'),
		// A legacy config's navigation is made from its tabs and anchors, named above where they are written.
		...(legacy ? [] : navigationMentions(config.navigation, ['navigation'], at)),
	];
}

/** `openapi` on every level and group of a current-format navigation. */
function navigationMentions(
	value: unknown,
	path: (string | number)[],
	at: (value: unknown, path: (string | number)[]) => SpecMention[],
): SpecMention[] {
	if (Array.isArray(value)) return value.flatMap((item, index) => navigationMentions(item, [...path, index], at));
	if (!value || typeof value !== 'object') return [];
	return Object.entries(value).flatMap(([key, child]) =>
		key === 'openapi' ? at(child, [...path, key]) : navigationMentions(child, [...path, key], at),
	);
}

/** Every spec the config names, once each however often and however it is written: its first spelling. */
export function specSources(config: SpecNamingConfig): string[] {
	const byKey = new Map<string, string>();
	for (const { source } of specMentions(config)) if (!byKey.has(specKey(source))) byKey.set(specKey(source), source);
	return [...byKey.values()];
}

/**
 * The pages an `openapi` on a tab or an anchor generates: one per operation and webhook, under
 * the section's path, grouped by first tag. `x-excluded` leaves an operation out; `x-hidden`
 * builds its page but keeps it out of the navigation.
 */
export function generateSectionPages(
	config: DocsConfig,
	specs: readonly LoadedSpec[],
	existing: ReadonlyMap<string, PageFile>,
): {
	pages: PageFile[];
	groups: NavigationGroupInput[];
} {
	const pages: PageFile[] = [];
	const groups: NavigationGroupInput[] = [];
	const taken = new Set(existing.keys());
	for (const section of [...(config.legacy?.navigation.tabs ?? []), ...(config.legacy?.navigation.anchors ?? [])]) {
		if (!section.openapi || isExternalUrl(section.url)) continue;
		const prefix = normalisePrefix(section.url);
		const byTag = new Map<string, string[]>();
		// In the section's order; a file it names twice (`["spec.yaml", "/spec.yaml"]`) has its pages once.
		const ofSection = new Set(
			asList(section.openapi).flatMap((source) => specs.filter((spec) => specKey(spec.source) === specKey(source))),
		);
		for (const spec of ofSection) {
			for (const entry of entriesOf(spec)) {
				if (entry.operation['x-excluded'] === true) continue;
				const tag = entry.operation.tags?.[0] ?? (entry.kind === 'webhook' ? 'Webhooks' : 'Endpoints');
				// `x-mint.href` names the page's address; otherwise Mintlify's (./page-urls.ts), the section's folder as its directory.
				const path = unusedPath(xMintOf(entry).href ?? operationPagePath(prefix, entry), taken);
				taken.add(path);
				pages.push(generatedPage(path, entry));
				const label = tagGroupLabel(spec, tag);
				byTag.set(label, [...(byTag.get(label) ?? []), path]);
			}
		}
		for (const [tag, paths] of byTag) groups.push({ group: tag, pages: paths });
	}
	return { pages, groups };
}

/** The first line of a Markdown description, as plain text for the page's meta description. */
function plainFirstLine(markdown: string | undefined): string | undefined {
	const line = markdown
		?.split('\n')[0]
		?.replace(/[*_`#>]|\[([^\]]*)\]\([^)]*\)/g, (_match, text: string | undefined) => text ?? '')
		.trim();
	return line || undefined;
}

/** What a page showing an entry is called: its summary (else method and path), and its description. */
function entryText(entry: ApiEntry): { title: string; description?: string } {
	const description = plainFirstLine(entry.operation.description);
	return { title: entry.operation.summary ?? entryLabel(entry), ...(description ? { description } : {}) };
}

export function generatedPage(path: string, entry: ApiEntry): PageFile {
	const { title: specTitle, description: specDescription } = entryText(entry);
	const metadata = xMintOf(entry).metadata;
	const title = metadata.title ?? specTitle;
	const description = metadata.description ?? specDescription;
	return {
		path,
		file: entry.spec.location,
		href: `/${path}`,
		title,
		frontmatter: {
			title,
			...(description ? { description } : {}),
			...(metadata.sidebarTitle ? { sidebarTitle: metadata.sidebarTitle } : {}),
			...(metadata.tag ? { tag: metadata.tag } : {}),
			...(metadata.icon ? { icon: metadata.icon } : {}),
			openapi: `${entry.spec.source} ${entryLabel(entry)}`,
			...(entry.operation['x-hidden'] === true || metadata.hidden === true ? { hidden: true } : {}),
			...(entry.operation.deprecated === true || metadata.deprecated === true ? { deprecated: true } : {}),
			...(metadata.noindex === true ? { noindex: true } : {}),
		},
		components: [],
		generated: true,
	};
}

/** The frontmatter keys an operation's `x-mint.metadata` may set on its page, and their kinds. */
const metadataKeys = {
	title: 'string',
	sidebarTitle: 'string',
	description: 'string',
	tag: 'string',
	icon: 'string',
	hidden: 'boolean',
	deprecated: 'boolean',
	noindex: 'boolean',
} as const;

type XMintMetadata = { [Key in keyof typeof metadataKeys]?: (typeof metadataKeys)[Key] extends 'string' ? string : boolean };

/** An operation's `x-mint`: the address of its page (`href`) and what its page's frontmatter says (`metadata`). */
export function xMintOf(entry: ApiEntry): { href?: string; metadata: XMintMetadata } {
	const extension = entry.operation['x-mint'];
	if (!extension || typeof extension !== 'object') return { metadata: {} };
	const { href, metadata } = extension as { href?: unknown; metadata?: unknown };
	const given = metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : {};
	const kept = Object.fromEntries(
		Object.entries(metadataKeys).flatMap(([key, kind]) => (typeof given[key] === kind && given[key] !== '' ? [[key, given[key]]] : [])),
	);
	const path = typeof href === 'string' ? normaliseHref(href) : undefined;
	return { ...(path ? { href: path } : {}), metadata: kept as XMintMetadata };
}

/**
 * `/en/API-Reference/x/` -> `en/api-reference/x`, in lower case and without what follows the
 * last `.` of its last part (`/reference/v1.2` is `reference/v1`), as Mintlify reads it;
 * undefined for a link elsewhere or out of the folder.
 */
function normaliseHref(href: string): string | undefined {
	if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
	const path = href
		.replace(/[?#].*$/, '')
		.replace(/^\/+|\/+$/g, '')
		.toLowerCase()
		.replace(/\.[^./]*$/, '');
	return path && !path.split('/').some((segment) => segment === '..' || segment === '.' || segment === '') ? path : undefined;
}

/**
 * The API model of every page whose frontmatter names an operation, a webhook or a schema.
 * `sources` are the specs the site tried to read: those the config names, or those found in the
 * docs folder when it names none.
 */
export function buildApiModels(
	pages: Iterable<PageFile>,
	specs: readonly LoadedSpec[],
	config: DocsConfig,
	sources: readonly string[] = specSources(config),
): {
	models: Record<string, ApiPageModel>;
	problems: Problem[];
} {
	const models: Record<string, ApiPageModel> = {};
	const problems: Problem[] = [];
	// A page that can only be of a spec that could not be read is not checked: the spec's own
	// problem says why. One that names no file is checked against the specs that could be.
	const read = new Set(specs.map((spec) => specKey(spec.source)));
	const unread = sources.some((source) => !read.has(specKey(source)));
	const ofUnreadSpec = (file: string | undefined) => unread && specsNamed(specs, file).length === 0;
	const settings = exampleSettingsOf(config);
	const apiSettings = apiSettingsOf(config);
	for (const page of pages) {
		const { openapi, 'openapi-schema': schemaReference, api } = page.frontmatter;
		if (openapi) {
			const reference = parseApiReference(openapi);
			if (!reference) {
				problems.push(
					pageProblem(
						page,
						'openapi',
						`openapi: ${JSON.stringify(openapi)} is not of the form "METHOD /path", "WEBHOOK name" or "file METHOD /path"`,
						'e.g. openapi: "GET /plants" or openapi: "WEBHOOK /plant/webhook"',
					),
				);
				continue;
			}
			const resolved = resolveApiReference(specs, reference);
			if ('error' in resolved && ofUnreadSpec(reference.file)) continue;
			if ('error' in resolved) problems.push(pageProblem(page, 'openapi', `openapi: ${resolved.error}`, resolved.hint));
			else
				models[page.path] = { ...buildOperationModel(resolved.entry, apiSettings, settings), playground: playgroundOf(page, apiSettings) };
		} else if (schemaReference) {
			const reference = parseSchemaReference(schemaReference);
			const spec = reference ? specWithSchema(specs, reference) : undefined;
			if (reference && !spec && ofUnreadSpec(reference.file)) continue;
			if (!reference || !spec) {
				const known = specs.flatMap((candidate) => Object.keys(candidate.document.components?.schemas ?? {}));
				const suggestion = reference ? didYouMean(reference.name, known) : undefined;
				const hint = suggestion
					? `did you mean "${suggestion}"?`
					: known.length
						? `the schemas are: ${known.slice(0, 8).join(', ')}${known.length > 8 ? ', ...' : ''}`
						: undefined;
				problems.push(
					pageProblem(
						page,
						'openapi-schema',
						`openapi-schema: no schema ${JSON.stringify(schemaReference)} in ${specs.map((candidate) => candidate.source).join(', ') || 'any OpenAPI file'}`,
						hint,
					),
				);
			} else {
				models[page.path] = buildSchemaModel(spec, reference.name, spec.document.components!.schemas![reference.name], apiSettings);
			}
		} else if (api) {
			const endpoint = mdxEndpointModel(page, apiSettings, settings);
			if ('model' in endpoint) models[page.path] = endpoint.model;
			problems.push(...endpoint.problems);
		}
	}
	return { models, problems };
}

function specWithSchema(specs: readonly LoadedSpec[], reference: { file?: string; name: string }): LoadedSpec | undefined {
	return specsNamed(specs, reference.file).find((candidate) => candidate.document.components?.schemas?.[reference.name]);
}

/** Title and description of what an API page's frontmatter names, and whether its operation is deprecated; undefined when it names nothing. */
function apiText(page: PageFile, specs: readonly LoadedSpec[]): { title: string; description?: string; deprecated?: true } | undefined {
	const { openapi, 'openapi-schema': schemaReference } = page.frontmatter;
	if (openapi) {
		const reference = parseApiReference(openapi);
		const resolved = reference ? resolveApiReference(specs, reference) : undefined;
		if (!resolved || !('entry' in resolved)) return undefined;
		return { ...entryText(resolved.entry), ...(resolved.entry.operation.deprecated === true ? { deprecated: true } : {}) };
	}
	const reference = schemaReference ? parseSchemaReference(schemaReference) : undefined;
	const spec = reference ? specWithSchema(specs, reference) : undefined;
	if (!reference || !spec) return undefined;
	const schema = spec.document.components!.schemas![reference.name] as { title?: unknown; description?: unknown };
	const description = plainFirstLine(typeof schema.description === 'string' ? schema.description : undefined);
	return { title: typeof schema.title === 'string' ? schema.title : reference.name, ...(description ? { description } : {}) };
}

/**
 * API pages may leave out their title and description, as pages generated from a spec do on
 * the hosted platform: they take the operation's summary and description (a schema's title or
 * name, and description). Pages still without one are warned about, as other pages are. A page
 * whose frontmatter does not say `deprecated` is deprecated when its operation is, as Mintlify
 * marks it in the sidebar.
 */
export function withApiText(
	pages: ReadonlyMap<string, PageFile>,
	specs: readonly LoadedSpec[],
): {
	pages: Map<string, PageFile>;
	problems: Problem[];
} {
	const result = new Map(pages);
	const problems: Problem[] = [];
	for (const page of pages.values()) {
		if (page.generated || !isApiPage(page.frontmatter)) continue;
		const { frontmatter } = page;
		const text = frontmatter.title && frontmatter.description && frontmatter.deprecated !== undefined ? undefined : apiText(page, specs);
		const filled = {
			...frontmatter,
			...(!frontmatter.title && text ? { title: text.title } : {}),
			...(!frontmatter.description && text?.description ? { description: text.description } : {}),
			...(frontmatter.deprecated === undefined && text?.deprecated ? { deprecated: true } : {}),
		};
		problems.push(...missingTextProblems(page.file, page.path, filled));
		if (
			filled.title !== frontmatter.title ||
			filled.description !== frontmatter.description ||
			filled.deprecated !== frontmatter.deprecated
		) {
			result.set(page.path, { ...page, title: filled.title ?? page.title, frontmatter: filled });
		}
	}
	return { pages: result, problems };
}

function pageProblem(page: PageFile, key: string, message: string, hint: string | undefined): Problem {
	const place = { file: page.file, ...(page.generated ? {} : { line: page.frontmatterLines?.[key] ?? 1 }) };
	return problemAt(apiReferenceInvalid, place, { message, hint });
}
