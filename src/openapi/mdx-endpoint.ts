import { playgroundModes, type ApiSettings } from './api-settings.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import type { MdxParamField } from '../page-files/param-fields.ts';
import type { Problem } from '../problems/problem.ts';
import { pathWithExamples, requiredParameterValues } from './build-api-model.ts';
import { securityFromConfig } from './security-requirements.ts';
import { httpMethods } from './entries.ts';
import { exampleOf } from './example.ts';
import type { ExampleSettings } from './example-settings.ts';
import { authHeaders, defaultSampleLanguages, requestSamples } from './samples.ts';
import type { ApiOperationModel, BodyModel, FieldNode, HttpMethod, ParameterModel, PlaygroundField, SecurityModel } from './types.ts';
import { apiEndpointInvalid, problemAt } from '../problems/catalogue.ts';

/** A page's `playground:` mode, else the config's. */
export function playgroundOf(page: PageFile, api: ApiSettings): ApiOperationModel['playground'] {
	const own = page.frontmatter.playground;
	return own ? playgroundModes[own] : api.playground;
}

/**
 * The model of an endpoint described by an MDX page: frontmatter `api: "POST https://host/users/{id}"`
 * (or a path, on the base URL of `api.mdx.server`), `authMethod`
 * over the config's auth, and the page's `<ParamField>`s as the playground's inputs and the
 * samples' parameters. The page itself shows the fields; the model gives the endpoint bar, the
 * playground and the samples.
 */
export function mdxEndpointModel(
	page: PageFile,
	api: ApiSettings,
	settings: ExampleSettings,
): { model: ApiOperationModel; problems: [] } | { problems: Problem[] } {
	const written = page.frontmatter.api ?? '';
	const parsed = parseEndpoint(written, api.mdx.servers);
	if ('error' in parsed) return { problems: [endpointProblem(page, parsed.error, parsed.hint)] };
	const { method, servers, path } = parsed;
	const fields = page.paramFields ?? [];
	const security = securityOf(page, api.mdx.auth);
	const parameters = [
		...fields.filter((field) => field.location !== 'body').map((field) => parameterOf(field, settings)),
		...undocumentedPathParameters(path, fields, settings),
	];
	const bodyFields = fields.filter((field) => field.location === 'body');
	const body = bodyFields.length > 0 ? bodyOf(bodyFields, false) : undefined;
	const credentials = authHeaders(security);
	// An author's `<RequestExample>` is the page's sample, as `x-codeSamples` is an operation's.
	const generate = settings.autogenerate && !page.components.includes('RequestExample');
	const samples = generate
		? requestSamples(
				{
					method,
					url: `${servers[0]}${pathWithExamples(path, parameters)}`,
					headers: [...credentials.headers, ...requiredParameterValues(parameters, 'header')],
					query: [...credentials.query, ...requiredParameterValues(parameters, 'query')],
					...(body ? { body: settings.requiredOnly ? bodyOf(bodyFields, true).example : body.example, mediaType: body.mediaType } : {}),
				},
				[...defaultSampleLanguages, ...api.sampleLanguages],
			)
		: [];
	return {
		model: {
			kind: 'operation',
			origin: 'mdx',
			specId: page.path,
			method,
			path,
			title: page.title,
			deprecated: page.frontmatter.deprecated === true,
			servers,
			security,
			securityWays: security.length > 0 ? [security] : [],
			parameters,
			...(body ? { body } : {}),
			...(bodyFields.length > 0 ? { bodyFields: bodyFields.map((field) => playgroundField(field, settings)) } : {}),
			responses: [],
			samples,
			responseSamples: [],
			playground: playgroundOf(page, api),
		},
		problems: [],
	};
}

type Endpoint = { method: HttpMethod; servers: string[]; path: string } | { error: string; hint: string };

/** `POST https://api.example.com/users/{id}` or `GET /users` (on the configured servers). */
function parseEndpoint(written: string, configured: string[]): Endpoint {
	const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(written);
	const method = match?.[1]!.toUpperCase() as HttpMethod | undefined;
	if (!match || !method || !httpMethods.includes(method)) {
		return {
			error: `api: ${JSON.stringify(written)} is not of the form "METHOD URL"`,
			hint: `write the method and the URL, e.g. api: "POST https://api.example.com/users/{id}"; the methods are ${httpMethods.join(', ')}`,
		};
	}
	const target = match[2]!;
	// The URL is split as written: a URL parser would encode the braces of `{id}`.
	const absolute = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?$/i.exec(target);
	if (absolute) return { method, servers: [absolute[1]!], path: absolute[2] ?? '/' };
	if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) {
		return {
			error: `api: ${JSON.stringify(target)} is not an http(s) URL or a path`,
			hint: 'e.g. api: "GET https://api.example.com/users"',
		};
	}
	if (/[?#]/.test(target)) {
		return {
			error: `api: ${JSON.stringify(target)} has a query or fragment`,
			hint: 'give the path only, and document query parameters with <ParamField query="name">',
		};
	}
	if (configured.length === 0) {
		return {
			error: `api: the path ${JSON.stringify(target)} has no base URL`,
			hint: 'set "api": {"mdx": {"server": "https://api.example.com"}} in docs.json ("api": {"baseUrl": ...} in mint.json), or write the full URL',
		};
	}
	return { method, servers: configured, path: target.startsWith('/') ? target : `/${target}` };
}

/** `authMethod` of the page, else the config's auth (`api.mdx.auth`, or the legacy `api.auth`); `none` is none. */
function securityOf(page: PageFile, auth: ApiSettings['mdx']['auth']): SecurityModel[] {
	const method = page.frontmatter.authMethod ?? auth?.method;
	if (!method || method === 'none') return [];
	// The config's parameter name is of its own method: another method of the page's has its own default.
	return [securityFromConfig(method === auth?.method ? { ...auth, method } : { method })];
}

/** `number` from `type="number"`; `array` from `string[]` or `array<string>`. */
function baseType(type: string | undefined): string {
	const written = (type ?? 'string').trim().toLowerCase();
	if (written.endsWith('[]') || written.startsWith('array')) return 'array';
	return written.split(/[\s|<]/)[0] || 'string';
}

/** A value as its type reads it: `default="10"` of a number is 10. */
function typedValue(value: unknown, type: string): unknown {
	if (typeof value !== 'string') return value;
	if ((type === 'number' || type === 'integer') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
	if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
	return value;
}

/** A field's value in samples: its default, else its initial value or placeholder, else a stand-in of its type. */
function sampleOf(field: MdxParamField): unknown {
	const type = baseType(field.type);
	const given = field.default ?? field.initialValue ?? field.placeholder;
	return given !== undefined ? typedValue(given, type) : exampleOf({ type });
}

function fieldNode(field: MdxParamField): FieldNode {
	return {
		name: field.name,
		types: [field.type ?? 'string'],
		required: field.required,
		constraints: [],
		children: [],
		...(field.default !== undefined ? { default: field.default } : {}),
	};
}

/** A path, query, header or cookie field; its input starts with its initial value (with `api.examples.prefill`, its default too). */
function parameterOf(field: MdxParamField, settings: ExampleSettings): ParameterModel {
	const type = baseType(field.type);
	const initial = field.initialValue ?? (settings.prefill ? field.default : undefined);
	return {
		...fieldNode(field),
		location: field.location as ParameterModel['location'],
		...(field.default !== undefined || field.initialValue !== undefined || field.placeholder !== undefined
			? { sample: sampleOf(field) }
			: {}),
		...(initial !== undefined ? { initial: typedValue(initial, type) } : {}),
		...placeholderOf(field),
	};
}

function placeholderOf(field: MdxParamField): { placeholder?: string } {
	const shown = field.placeholder ?? (field.default === undefined ? undefined : String(field.default));
	return shown ? { placeholder: shown } : {};
}

/** A `{name}` of the path that no `<ParamField path="name">` documents still needs a value. */
function undocumentedPathParameters(path: string, fields: readonly MdxParamField[], settings: ExampleSettings): ParameterModel[] {
	const documented = new Set(fields.filter((field) => field.location === 'path').map((field) => field.name));
	return [...path.matchAll(/\{([^}]+)\}/g)]
		.map((match) => match[1]!)
		.filter((name, index, names) => !documented.has(name) && names.indexOf(name) === index)
		.map((name) => parameterOf({ location: 'path', name, required: true }, settings));
}

/** The JSON body the page's body fields make; `requiredOnly` leaves out the optional ones. */
function bodyOf(fields: readonly MdxParamField[], requiredOnly: boolean): BodyModel {
	const kept = requiredOnly ? fields.filter((field) => field.required) : fields;
	const required = fields.some((field) => field.required);
	return {
		mediaType: 'application/json',
		required,
		schema: { name: 'body', types: ['object'], required, constraints: [], children: fields.map(fieldNode) },
		example: Object.fromEntries(kept.map((field) => [field.name, sampleOf(field)])),
	};
}

/** A body field's input: its initial value (with `api.examples.prefill`, its default too). */
function playgroundField(field: MdxParamField, settings: ExampleSettings): PlaygroundField {
	const type = baseType(field.type);
	const initial = field.initialValue ?? (settings.prefill ? field.default : undefined);
	return {
		name: field.name,
		type,
		required: field.required,
		...(initial !== undefined ? { initial: typedValue(initial, type) } : {}),
		...placeholderOf(field),
	};
}

function endpointProblem(page: PageFile, message: string, hint: string): Problem {
	return problemAt(apiEndpointInvalid, { file: page.file, line: page.frontmatterLines?.api ?? 1 }, { message, hint });
}
