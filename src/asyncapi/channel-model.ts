import type {
	AsyncAPIDocumentInterface,
	BindingsInterface,
	ChannelInterface,
	ChannelParameterInterface,
	MessageInterface,
	OperationInterface,
	ServerInterface,
} from '@asyncapi/parser';
import { exampleOf } from '../openapi/example.ts';
import { specMarkdownToHtml } from '../openapi/markdown.ts';
import { schemaToField, type SchemaOptions } from '../openapi/schema-model.ts';
import type { FieldNode } from '../openapi/types.ts';
import { plainJson } from './plain-json.ts';
import type { BindingModel, ChannelMessageModel, ChannelOperationModel, ChannelPageModel, ChannelServerModel } from './types.ts';

/**
 * The page model of every channel of a parsed document, in the document's order. AsyncAPI 3 and
 * 2.x documents read the same through the parser's one interface; what differs (the actions,
 * 3's `title` and `summary` of a channel) is read from what each version has.
 */
export function channelModels(document: AsyncAPIDocumentInterface, source: string): ChannelPageModel[] {
	const options: SchemaOptions = { maintainOrder: false, schemaNames: schemaNamesOf(document) };
	const specTitle = document.info().title() || source;
	return document
		.channels()
		.all()
		.map((channel) => channelModel(channel, source, specTitle, options));
}

function channelModel(channel: ChannelInterface, source: string, specTitle: string, options: SchemaOptions): ChannelPageModel {
	const own = channel.json() as Record<string, unknown>;
	const title = text(own['title']) ?? channel.id();
	const summary = text(own['summary']);
	const descriptionHtml = specMarkdownToHtml(channel.description());
	const address = channel.address() ?? undefined;
	const channelMessages = channel.messages().all();
	const messages = channelMessages.map((message, index) => messageModel(message, index, options));
	// An operation's messages are the channel's own (the same objects once references are resolved).
	const idOf = new Map<unknown, string>(channelMessages.map((message, index) => [message.json(), messages[index]!.id]));
	const operations = channel
		.operations()
		.all()
		.map((operation) => operationModel(operation, idOf));
	const servers = channel.servers().all().map(serverModel);
	return {
		source,
		specTitle,
		id: channel.id(),
		...(address ? { address } : {}),
		title,
		...(summary ? { summary } : {}),
		...(descriptionHtml ? { descriptionHtml } : {}),
		servers,
		parameters: channel
			.parameters()
			.all()
			.map((parameter) => parameterField(parameter, options)),
		operations,
		messages,
		bindings: bindingModels(channel.bindings()),
		marker: markerOf(servers, operations),
	};
}

/** The names of the document's component schemas, by object: a repeated or recursive schema is named by them. */
function schemaNamesOf(document: AsyncAPIDocumentInterface): Map<object, string> {
	const names = new Map<object, string>();
	for (const schema of document.components().schemas().all()) {
		const json: unknown = schema.json();
		if (typeof json === 'object' && json !== null) names.set(json, schema.id());
	}
	return names;
}

function serverModel(server: ServerInterface): ChannelServerModel {
	const descriptionHtml = specMarkdownToHtml(server.description());
	const version = server.protocolVersion();
	return {
		name: server.id(),
		url: serverUrl(server),
		protocol: server.protocol(),
		variables: server
			.variables()
			.all()
			.map((variable) => {
				const description = variable.description();
				return {
					name: variable.id(),
					default: variable.defaultValue() ?? '',
					...(variable.hasAllowedValues() ? { enum: variable.allowedValues().map(String) } : {}),
					...(description ? { description } : {}),
				};
			}),
		...(version ? { protocolVersion: version } : {}),
		...(descriptionHtml ? { descriptionHtml } : {}),
	};
}

/**
 * A server's address with its protocol: AsyncAPI 3 gives `host` and `pathname`; 2.x a `url` that
 * often leaves the scheme out (`broker.example.com:8883`), which the protocol then gives.
 */
function serverUrl(server: ServerInterface): string {
	const written = (server.json() as Record<string, unknown>)['url'];
	const address = typeof written === 'string' ? written : `${server.host()}${server.pathname() ?? ''}`;
	return /^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `${server.protocol()}://${address}`;
}

const directions: Record<ChannelOperationModel['action'], string> = {
	send: 'The application sends these messages on the channel',
	receive: 'The application receives these messages from the channel',
	publish: 'Clients publish these messages to the application',
	subscribe: 'Clients subscribe to these messages from the application',
};

function operationModel(operation: OperationInterface, idOf: ReadonlyMap<unknown, string>): ChannelOperationModel {
	const action = operation.action();
	const summary = operation.summary();
	const descriptionHtml = specMarkdownToHtml(operation.description());
	const messageIds = operation
		.messages()
		.all()
		.flatMap((message) => {
			const id = idOf.get(message.json()) ?? message.id();
			return id ? [id] : [];
		});
	return {
		id: operation.id() ?? action,
		action,
		direction: directions[action],
		...(summary ? { summary } : {}),
		...(descriptionHtml ? { descriptionHtml } : {}),
		messageIds,
		bindings: bindingModels(operation.bindings()),
	};
}

function messageModel(message: MessageInterface, index: number, options: SchemaOptions): ChannelMessageModel {
	const payloadSchema: unknown = message.payload()?.json();
	const headersSchema: unknown = message.headers()?.json();
	const descriptionHtml = specMarkdownToHtml(message.description());
	const name = message.name();
	const title = message.title();
	const summary = message.summary();
	const contentType = message.contentType();
	const given = message.examples().all();
	const examples = given.map((example, position) => {
		const exampleSummary = example.summary();
		const payload = example.payload();
		const headers = example.headers();
		return {
			name: example.name() ?? `Example ${position + 1}`,
			...(exampleSummary ? { summary: exampleSummary } : {}),
			...(payload !== undefined ? { payload: jsonText(payload) } : {}),
			...(headers !== undefined ? { headers: jsonText(headers) } : {}),
			generated: false,
		};
	});
	// Without an example of its own, a message shows one made from its payload's schema.
	if (examples.length === 0 && payloadSchema !== undefined) {
		examples.push({ name: 'Example', payload: jsonText(exampleOf(payloadSchema)), generated: true });
	}
	return {
		id: message.id() ?? name ?? `message-${index + 1}`,
		...(name ? { name } : {}),
		...(title ? { title } : {}),
		...(summary ? { summary } : {}),
		...(descriptionHtml ? { descriptionHtml } : {}),
		...(contentType ? { contentType } : {}),
		...(payloadSchema !== undefined ? { payload: schemaToField('payload', payloadSchema, false, options) } : {}),
		...(headersSchema !== undefined ? { headers: schemaToField('headers', headersSchema, false, options) } : {}),
		examples,
		bindings: bindingModels(message.bindings()),
	};
}

/**
 * A parameter of the channel's address (`{roomId}`): AsyncAPI 3 describes it directly (enum,
 * default, examples), 2.x with a schema. Always required: the address has no value without it.
 */
function parameterField(parameter: ChannelParameterInterface, options: SchemaOptions): FieldNode {
	const schema: unknown = parameter.schema()?.json();
	const own = parameter.json() as Record<string, unknown>;
	const node = schemaToField(parameter.id(), schema ?? { type: 'string', ...pick(own, ['enum', 'default']) }, true, options);
	const description = specMarkdownToHtml(parameter.description());
	if (description) node.description = description;
	const examples = own['examples'];
	if (node.example === undefined && Array.isArray(examples) && examples.length > 0) node.example = plainJson(examples[0]);
	if (parameter.location()) node.constraints = [...node.constraints, `from ${parameter.location()!}`];
	return node;
}

function bindingModels(bindings: BindingsInterface): BindingModel[] {
	return bindings.all().map((binding) => ({ protocol: binding.protocol(), json: jsonText(binding.json()) }));
}

/**
 * The marker beside the page in the sidebar: the protocol of the channel's first server (`WS` for
 * WebSocket), else which way its messages go for a reader (`PUB`: clients publish, `SUB`: they
 * subscribe), else `ASYNC`.
 */
function markerOf(servers: readonly ChannelServerModel[], operations: readonly ChannelOperationModel[]): string {
	const protocol = servers[0]?.protocol.toLowerCase();
	if (protocol)
		return /^wss?$/.test(protocol)
			? 'WS'
			: protocol
					.toUpperCase()
					.replace(/[^A-Z0-9]/g, '')
					.slice(0, 6) || 'ASYNC';
	const toApplication = operations.some((operation) => operation.action === 'receive' || operation.action === 'publish');
	const fromApplication = operations.some((operation) => operation.action === 'send' || operation.action === 'subscribe');
	if (toApplication !== fromApplication) return toApplication ? 'PUB' : 'SUB';
	return 'ASYNC';
}

function jsonText(value: unknown): string {
	return JSON.stringify(plainJson(value) ?? null, null, 2);
}

function text(value: unknown): string | undefined {
	return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function pick(object: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
	return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
}
