import type { FieldNode, ServerVariables } from '../openapi/types.ts';

/** What an AsyncAPI channel page shows: plain, serialisable data, computed once per build. */

/** A server a channel is on. */
export interface ChannelServerModel {
	name: string;
	/** Where clients connect: `wss://chat.example.com/v1`, its variables as written (`wss://{region}.example.com`). */
	url: string;
	protocol: string;
	/** The variables of `url`, as OpenAPI's servers have them (a default of `''` when the spec gives none). */
	variables: ServerVariables['variables'];
	protocolVersion?: string;
	descriptionHtml?: string;
}

/** Protocol-specific settings (`bindings`) of a channel, an operation or a message, as JSON text. */
export interface BindingModel {
	protocol: string;
	json: string;
}

export interface ChannelOperationModel {
	id: string;
	/** As the spec says it: `send` / `receive` (AsyncAPI 3), `publish` / `subscribe` (2.x). */
	action: 'send' | 'receive' | 'publish' | 'subscribe';
	/** Which way the messages go, in words: "The application sends", "Clients publish". */
	direction: string;
	summary?: string;
	descriptionHtml?: string;
	/** The ids of the channel's messages this operation carries. */
	messageIds: string[];
	bindings: BindingModel[];
}

interface MessageExampleModel {
	name: string;
	summary?: string;
	/** JSON text of the example's payload and headers. */
	payload?: string;
	headers?: string;
	/** Made from the payload's schema: the spec gives no example. */
	generated: boolean;
}

export interface ChannelMessageModel {
	id: string;
	name?: string;
	title?: string;
	summary?: string;
	descriptionHtml?: string;
	contentType?: string;
	/** The payload's fields: its root schema, with its fields in `children`. */
	payload?: FieldNode;
	headers?: FieldNode;
	examples: MessageExampleModel[];
	bindings: BindingModel[];
}

/** Everything a channel page shows. */
export interface ChannelPageModel {
	/** The spec as the config or the page names it. */
	source: string;
	specTitle: string;
	/** The channel's key in `channels`. */
	id: string;
	/** Where messages go (AsyncAPI 3 `address`, the key itself in 2.x). */
	address?: string;
	title: string;
	summary?: string;
	descriptionHtml?: string;
	servers: ChannelServerModel[];
	parameters: FieldNode[];
	operations: ChannelOperationModel[];
	messages: ChannelMessageModel[];
	bindings: BindingModel[];
	/** The sidebar's marker: the protocol (`WS`, `MQTT`), or `PUB`/`SUB`. */
	marker: string;
}
