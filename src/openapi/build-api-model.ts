import { withoutTrailingSlash, type ApiSettings } from './api-settings.ts';
import type { ApiEntry } from './entries.ts';
import { mediaBody, pickMediaType, requestBodyExample, responseOf } from './body-model.ts';
import { callbacksOf } from './callbacks.ts';
import { exampleOf, type ExampleUse } from './example.ts';
import { defaultExampleSettings, type ExampleSettings } from './example-settings.ts';
import { parameterDefault, xMintContent } from './extensions.ts';
import type { LoadedSpec } from './load-specs.ts';
import { asJsonData } from './json-data.ts';
import { specMarkdownToHtml } from './markdown.ts';
import { authHeaders, defaultSampleLanguages, requestSamples } from './samples.ts';
import { schemaToField, sortFields, type SchemaOptions } from './schema-model.ts';
import { playgroundBodiesOf } from './playground-bodies.ts';
import { schemesOf, securityWaysOf } from './security-requirements.ts';
import type { ApiOperationModel, ApiSchemaModel, BodyModel, CodeSample, ParameterModel, ServerVariables } from './types.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a webhook sample delivers its payload: the reader's own receiver, run locally. */
export const sampleReceiverUrl = 'http://localhost:3000';

/** The URL a webhook's samples and playground deliver to: the local receiver, at the webhook's path or name. */
export function sampleReceiverFor(path: string): string {
	return `${sampleReceiverUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Names of a spec's component schemas by object, for naming alternatives and repeats. */
export function schemaNamesOf(spec: LoadedSpec): Map<object, string> {
	const schemas = spec.document.components?.schemas ?? {};
	return new Map(
		Object.entries(schemas).flatMap(([name, schema]) =>
			typeof schema === 'object' && schema !== null ? [[schema, name] as [object, string]] : [],
		),
	);
}

/** Everything an operation or webhook page shows, from one entry of a spec. */
export function buildOperationModel(
	entry: ApiEntry,
	api: ApiSettings,
	settings: ExampleSettings = defaultExampleSettings,
): ApiOperationModel {
	const options: SchemaOptions = { maintainOrder: api.maintainOrder, schemaNames: schemaNamesOf(entry.spec), pillKeys: api.pillKeys };
	const { operation, spec } = entry;
	const webhook = entry.kind === 'webhook';
	const servers = webhook ? [] : serversOf(entry, api);
	const serverVariables = webhook ? undefined : serverVariablesOf(entry, api);
	const securityWays = securityWaysOf(entry, api);
	const security = schemesOf(securityWays);
	const parameters = parametersOf(entry, options, settings);
	// A webhook's body is sent by the store, as a response is: readOnly fields in, writeOnly ones out.
	const body = webhook
		? bodyOf(operation.requestBody, { ...options, leaveOut: 'writeOnly' }, 'response', settings)
		: bodyOf(operation.requestBody, options, 'request', settings);
	// With `api.examples.defaults: "required"`, a made-up sample body holds only what is required.
	const sampleBody =
		body && settings.requiredOnly
			? requestBodyExample(operation.requestBody, webhook ? 'response' : 'request', { requiredOnly: true })
			: body?.example;
	const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => responseOf(status, response, options));
	// A webhook's sample is a delivery as the sender makes it, with the sender's own credentials.
	const credentials = authHeaders(securityWays[0] ?? []);
	const target = webhook ? sampleReceiverFor(entry.path) : `${servers[0] ?? ''}${pathWithExamples(entry.path, parameters)}`;
	// The config adds languages to the defaults; requestSamples drops repeats (`curl` is `bash`).
	const languages = [...defaultSampleLanguages, ...api.sampleLanguages];
	const samples: CodeSample[] = [
		...customSamples(operation['x-codeSamples'] ?? operation['x-code-samples']),
		// `api.examples.autogenerate: false`: only the samples the spec gives.
		...(settings.autogenerate
			? requestSamples(
					{
						method: entry.method,
						url: target,
						headers: [...credentials.headers, ...requiredParameterValues(parameters, 'header')],
						query: [...credentials.query, ...requiredParameterValues(parameters, 'query')],
						...(body ? { body: sampleBody, mediaType: body.mediaType } : {}),
					},
					languages,
				)
			: []),
	];
	const descriptionHtml = specMarkdownToHtml(operation.description);
	const callbacks = callbacksOf(operation.callbacks, options);
	const contentHtml = specMarkdownToHtml(xMintContent(entry), 'page');
	return {
		kind: entry.kind,
		specId: spec.source,
		method: entry.method,
		path: entry.path,
		title: operation.summary ?? `${webhook ? 'WEBHOOK' : entry.method} ${entry.path}`,
		...(descriptionHtml ? { descriptionHtml } : {}),
		...(contentHtml ? { contentHtml } : {}),
		deprecated: operation.deprecated === true,
		servers,
		...(serverVariables ? { serverVariables } : {}),
		security,
		securityWays,
		parameters,
		...(body ? { body } : {}),
		responses,
		samples,
		// A response with named examples gives one sample each, labelled by the example's summary.
		responseSamples: responses.flatMap((response) =>
			response.bodies.slice(0, 1).flatMap((responseBody) =>
				(responseBody.namedExamples ?? [{ name: '', value: responseBody.example }]).map(({ name, value }) => ({
					label: name ? `${response.status} · ${name}` : response.status,
					lang: 'json',
					source: JSON.stringify(value ?? null, null, 2),
				})),
			),
		),
		...(callbacks.length > 0 ? { callbacks } : {}),
		playground: api.playground,
	};
}

/** A page documenting one schema of `components.schemas`. */
export function buildSchemaModel(spec: LoadedSpec, name: string, schema: unknown, api: ApiSettings): ApiSchemaModel {
	const options: SchemaOptions = { maintainOrder: api.maintainOrder, schemaNames: schemaNamesOf(spec), pillKeys: api.pillKeys };
	const field = schemaToField(name, schema, false, options);
	const description = field.description;
	return {
		kind: 'schema',
		specId: spec.source,
		name,
		...(description ? { descriptionHtml: description } : {}),
		schema: field,
		example: exampleOf(schema),
	};
}

/** A server of a spec, as far as the model reads it. */
interface SpecServer {
	url: string;
	variables?: Record<string, { default: string; enum?: unknown; description?: unknown }>;
}

function specServersOf(entry: ApiEntry): SpecServer[] {
	return (
		(entry.operation.servers as SpecServer[] | undefined) ??
		(entry.pathItem.servers as SpecServer[] | undefined) ??
		entry.spec.document.servers ??
		[]
	);
}

/** A server's URL with its variables at their defaults. */
function withDefaults(server: SpecServer): string {
	return withoutTrailingSlash(server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole));
}

function serversOf(entry: ApiEntry, api: ApiSettings): string[] {
	return api.servers ?? specServersOf(entry).map(withDefaults);
}

/** The variables of the servers that have some, by their URL at the defaults (none when the config names the base URL). */
function serverVariablesOf(entry: ApiEntry, api: ApiSettings): Record<string, ServerVariables> | undefined {
	if (api.servers) return undefined;
	const withVariables = specServersOf(entry).filter((server) => Object.keys(server.variables ?? {}).length > 0);
	if (withVariables.length === 0) return undefined;
	return Object.fromEntries(
		withVariables.map((server) => [
			withDefaults(server),
			{
				template: withoutTrailingSlash(server.url),
				variables: Object.entries(server.variables ?? {}).map(([name, variable]) => ({
					name,
					default: String(variable.default),
					...(Array.isArray(variable.enum) ? { enum: variable.enum.map(String) } : {}),
					...(typeof variable.description === 'string' ? { description: variable.description } : {}),
				})),
			},
		]),
	);
}

function parametersOf(entry: ApiEntry, options: SchemaOptions, settings: ExampleSettings): ParameterModel[] {
	const byKey = new Map<string, Record<string, unknown>>();
	for (const parameter of [
		...(Array.isArray(entry.pathItem.parameters) ? entry.pathItem.parameters : []),
		...(entry.operation.parameters ?? []),
	]) {
		if (isObject(parameter)) byKey.set(`${parameter.in}:${parameter.name}`, parameter);
	}
	const order = ['path', 'query', 'header', 'cookie'];
	const parameters = [...byKey.values()].map((parameter): ParameterModel => {
		const field = schemaToField(
			String(parameter.name),
			parameter.schema ?? {},
			parameter.required === true || parameter.in === 'path',
			options,
		);
		const description = specMarkdownToHtml(typeof parameter.description === 'string' ? parameter.description : undefined);
		const example = 'example' in parameter ? asJsonData(parameter.example) : field.example;
		// `api.examples.prefill`: the input starts with the spec's value for it, x-default first.
		const initial = settings.prefill
			? [asJsonData(parameterDefault(parameter)), example, field.default].find((value) => value !== undefined && value !== null)
			: undefined;
		return {
			...field,
			location: parameter.in as ParameterModel['location'],
			...(description ? { description } : {}),
			...(parameter.deprecated === true ? { deprecated: true } : {}),
			...('example' in parameter ? { example: asJsonData(parameter.example) } : {}),
			sample: 'example' in parameter ? asJsonData(parameter.example) : (field.example ?? exampleOf(parameter.schema)),
			...(initial !== undefined ? { initial } : {}),
		};
	});
	const sorted = options.maintainOrder ? parameters : sortFields(parameters);
	return sorted.sort((a, b) => order.indexOf(a.location) - order.indexOf(b.location));
}

function bodyOf(requestBody: unknown, options: SchemaOptions, use: ExampleUse, settings: ExampleSettings): BodyModel | undefined {
	if (!isObject(requestBody) || !isObject(requestBody.content)) return undefined;
	const media = pickMediaType(requestBody.content);
	if (!media) return undefined;
	const body = mediaBody(media[0], media[1], requestBody.required === true, options, use, requestBody.description);
	const others = Object.entries(requestBody.content).filter(
		(entry): entry is [string, Record<string, unknown>] => entry[0] !== media[0] && isObject(entry[1]),
	);
	// The form starts with the spec's own example of the body, else with its fields' defaults and
	// examples (with `api.examples.prefill`, each field's x-default first).
	const playground = playgroundBodiesOf([media, ...others], {
		leaveOut: use === 'request' ? 'readOnly' : 'writeOnly',
		prefill: settings.prefill,
		...(options.schemaNames ? { schemaNames: options.schemaNames } : {}),
	});
	return { ...body, playground };
}

/** The required parameters of one place, with their sample values. */
export function requiredParameterValues(parameters: readonly ParameterModel[], location: 'header' | 'query'): [string, string][] {
	return parameters
		.filter((parameter) => parameter.location === location && parameter.required)
		.map((parameter): [string, string] => [parameter.name, sampleValue(parameter)]);
}

/** A parameter's value in a sample: the spec's example, else a placeholder. */
function sampleValue(parameter: ParameterModel): string {
	return parameter.sample === undefined || parameter.sample === null ? `<${parameter.name}>` : String(parameter.sample);
}

/** `/plants/{id}` with the example of each path parameter filled in. */
export function pathWithExamples(path: string, parameters: ParameterModel[]): string {
	return path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
		const parameter = parameters.find((candidate) => candidate.location === 'path' && candidate.name === name);
		return parameter?.sample !== undefined && parameter.sample !== null ? encodeURIComponent(String(parameter.sample)) : whole;
	});
}

/** `x-codeSamples` of an operation, shown as the spec gives them. */
function customSamples(value: unknown): CodeSample[] {
	if (!Array.isArray(value)) return [];
	return value.flatMap((sample): CodeSample[] => {
		if (!isObject(sample) || typeof sample.source !== 'string') return [];
		const lang = typeof sample.lang === 'string' ? sample.lang : 'text';
		return [{ label: typeof sample.label === 'string' ? sample.label : lang, lang: lang.toLowerCase(), source: sample.source }];
	});
}
