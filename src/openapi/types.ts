/** What the API pages are built from: plain, serialisable data, computed once per build. */

import type { PlaygroundBody } from '../browser/playground/form-node.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'TRACE';

/** One field of a schema, as a reader sees it: name, type, rules, and its own fields. */
export interface FieldNode {
	name: string;
	/** Type names: `string`, `integer`, `object`, `array<string>`, `null`... */
	types: string[];
	required: boolean;
	description?: string;
	format?: string;
	enum?: unknown[];
	default?: unknown;
	example?: unknown;
	/** Rules as short phrases: `>= 1`, `length <= 64`, `pattern ^[a-z]+$`. */
	constraints: string[];
	deprecated?: boolean;
	readOnly?: boolean;
	writeOnly?: boolean;
	/** Pills before the name (`x-mint.pre`) and after it (`api.params.post` keys, then `x-mint.post`). */
	pre?: string[];
	post?: string[];
	/** Fields of an object, or of the items of an array of objects. */
	children: FieldNode[];
	/** Alternatives of `oneOf` / `anyOf`, each with its own fields. */
	alternatives?: {
		kind: 'oneOf' | 'anyOf';
		discriminator?: string;
		options: { title: string; node: FieldNode }[];
	};
	/** The schema is the same as one of its parents: shown once, marked here. */
	recursive?: string;
	/** A large schema already shown elsewhere on the page: not repeated, named here. */
	sameAs?: string;
	/** For an array of scalars: the allowed values and rules of its items. */
	items?: { enum?: unknown[]; constraints: string[] };
}

export interface ParameterModel extends FieldNode {
	location: 'path' | 'query' | 'header' | 'cookie';
	/** The value request samples use: the spec's example, else one made from the schema. */
	sample?: unknown;
	/** The value the playground's input starts with; none leaves it empty. */
	initial?: unknown;
	/** The input's placeholder, when it is not the example. */
	placeholder?: string;
}

export interface BodyModel {
	mediaType: string;
	description?: string;
	required: boolean;
	/** The root schema: its fields in `children`, or its own type for a scalar body. */
	schema: FieldNode;
	example: unknown;
	/** The media type's named examples (`examples`), when it has several: each shown as a sample of its own. */
	namedExamples?: { name: string; value: unknown }[];
	/** Each media type of a request body as the playground sends it, with its form: the first is the one documented. */
	playground?: PlaygroundBody[];
}

export interface ResponseModel {
	status: string;
	description: string;
	headers: FieldNode[];
	bodies: BodyModel[];
}

export interface SecurityModel {
	/** e.g. `bearer`, `basic`, `apiKey` */
	kind: 'bearer' | 'basic' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'other';
	name: string;
	/** Where the credential goes and what it looks like: `Authorization: Bearer <token>`. */
	header?: string;
	query?: string;
	cookie?: string;
	description?: string;
	/** For the playground: the prefix of the input, e.g. `Bearer`. */
	inputPrefix?: string;
	/** The credential the playground's input starts with (a scheme's `x-default`). */
	defaultValue?: string;
	/** OAuth 2's flows the playground can run, and OpenID Connect's scopes. */
	flows?: OAuthFlows;
	/** OpenID Connect's discovery document: the playground reads the flows' URLs from it. */
	openIdConnectUrl?: string;
}

/** The OAuth 2 flows a static page can run, with the scopes it asks for. */
export interface OAuthFlows {
	clientCredentials?: { tokenUrl: string };
	authorizationCode?: { authorizationUrl: string; tokenUrl: string };
	scopes: string[];
}

export interface CodeSample {
	label: string;
	lang: string;
	source: string;
}

/** One input of the playground for a body property. */
export interface PlaygroundField {
	name: string;
	/** `string`, `number`, `integer`, `boolean`, `object` or `array`: how the input's text is sent. */
	type: string;
	required: boolean;
	initial?: unknown;
	placeholder?: string;
}

/** Everything an operation or webhook page shows. */
/** A server URL with `{variables}` (OpenAPI's server variables), and what each may be. */
export interface ServerVariables {
	/** The URL as the spec writes it, without a trailing slash: `https://{region}.api.example.com/v2`. */
	template: string;
	variables: { name: string; default: string; enum?: string[]; description?: string }[];
}

export interface ApiOperationModel {
	kind: 'operation' | 'webhook';
	specId: string;
	method: HttpMethod;
	/** The path, or the webhook's name. */
	path: string;
	title: string;
	descriptionHtml?: string;
	/** `x-mint.content`, as safe HTML: shown before what is generated. */
	contentHtml?: string;
	/**
	 * `mdx`: an endpoint described by an MDX page (frontmatter `api:`), whose parameters are the
	 * page's own `<ParamField>`s: the page shows them, the model gives the playground its inputs.
	 */
	origin?: 'mdx';
	/** An MDX endpoint's body fields: one playground input each, sent as a JSON object. */
	bodyFields?: PlaygroundField[];
	deprecated: boolean;
	/** The base URLs, each with its variables at their defaults. */
	servers: string[];
	/** The variables of the servers that have some, by base URL as `servers` gives it: the playground asks for their values. */
	serverVariables?: Record<string, ServerVariables>;
	/** Every scheme the operation accepts, once each: what the page documents. */
	security: SecurityModel[];
	/**
	 * The ways a request may be authorised (the spec's requirement objects): the reader chooses
	 * one, whose schemes all go together. An empty way sends no credential.
	 */
	securityWays: SecurityModel[][];
	parameters: ParameterModel[];
	body?: BodyModel;
	responses: ResponseModel[];
	samples: CodeSample[];
	/** Example responses, by status. */
	responseSamples: CodeSample[];
	/** The requests the API sends back while or after handling this one (the operation's `callbacks`). */
	callbacks?: CallbackModel[];
	playground: 'show' | 'simple' | 'hide';
}

/**
 * One request of an operation's `callbacks`: what the API sends to a URL the caller gave, as a
 * webhook is sent (readOnly fields in, writeOnly ones out), and what it expects back.
 */
export interface CallbackModel {
	/** The callback's name in the spec: `orderUpdated`. */
	name: string;
	/** The runtime expression of the URL it is sent to: `{$request.body#/callbackUrl}`. */
	expression: string;
	method: HttpMethod;
	summary?: string;
	descriptionHtml?: string;
	deprecated: boolean;
	body?: BodyModel;
	responses: ResponseModel[];
}

/** A page that documents one schema of `components.schemas`. */
export interface ApiSchemaModel {
	kind: 'schema';
	specId: string;
	name: string;
	descriptionHtml?: string;
	schema: FieldNode;
	example: unknown;
}

export type ApiPageModel = ApiOperationModel | ApiSchemaModel;
