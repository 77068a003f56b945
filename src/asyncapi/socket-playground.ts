import { inputText } from '../browser/playground/form-node.ts';
import { decodeHtml } from '../html/escaping.ts';
import type { ChannelMessageModel, ChannelPageModel, ChannelServerModel } from './types.ts';

/** What a channel page's WebSocket playground offers: plain data, drawn by SocketPlayground.astro. */
export interface SocketPlaygroundModel {
	/** The channel's servers a browser can connect to (`ws`, `wss`), their variables to fill. */
	servers: ChannelServerModel[];
	/** The channel's address, its `{parameters}` as written; `''` when it has none. */
	address: string;
	/** An input for each parameter of the address, at its example or default. */
	parameters: { name: string; value: string; description?: string }[];
	/** The messages a client sends on the channel, each with the text the editor starts with. */
	messages: { id: string; label: string; text: string }[];
}

/** A channel's playground, or why it has none: its servers speak other protocols than WebSocket. */
export type ChannelPlayground = { socket: SocketPlaygroundModel } | { otherProtocols: string[] };

const socketProtocols = new Set(['ws', 'wss']);

/**
 * The playground of a channel on a WebSocket server. A channel on none says which protocols its
 * servers speak; one without servers has no playground and says nothing.
 */
export function channelPlayground(channel: ChannelPageModel): ChannelPlayground | undefined {
	if (channel.servers.length === 0) return undefined;
	const servers = channel.servers.filter((server) => socketProtocols.has(server.protocol.toLowerCase()));
	if (servers.length === 0) return { otherProtocols: [...new Set(channel.servers.map((server) => server.protocol.toLowerCase()))] };
	return {
		socket: {
			servers,
			address: channel.address ?? '',
			parameters: channel.parameters.map((parameter) => ({
				name: parameter.name,
				value: inputText(parameter.example ?? parameter.default ?? parameter.enum?.[0]),
				...(parameter.description ? { description: plainText(parameter.description) } : {}),
			})),
			messages: clientMessages(channel).map((message) => ({
				id: message.id,
				label: message.title ?? message.name ?? message.id,
				text: editorText(message.examples[0]?.payload),
			})),
		},
	};
}

/**
 * The messages a client sends: those the application receives (AsyncAPI 3 `receive`) or clients
 * publish (2.x `publish`); every message of the channel when its operations name none of those.
 */
function clientMessages(channel: ChannelPageModel): ChannelMessageModel[] {
	const sent = new Set(
		channel.operations
			.filter((operation) => operation.action === 'receive' || operation.action === 'publish')
			.flatMap((operation) => operation.messageIds),
	);
	const named = channel.messages.filter((message) => sent.has(message.id));
	return named.length > 0 ? named : channel.messages;
}

/**
 * What the message editor starts with, from an example's payload (JSON text): a string as the
 * text itself (a socket sends it unquoted), anything else as the JSON.
 */
export function editorText(payload: string | undefined): string {
	if (payload === undefined) return '';
	try {
		const value: unknown = JSON.parse(payload);
		return typeof value === 'string' ? value : payload;
	} catch {
		return payload;
	}
}

/** A parameter's description as the line under its input: its HTML's text. */
function plainText(html: string): string {
	return decodeHtml(html.replace(/<[^>]*>/g, ''))
		.replace(/\s+/g, ' ')
		.trim();
}
