import type { BindingModel, ChannelMessageModel, ChannelPageModel } from '../../asyncapi/types.ts';
import { fields, htmlToMarkdown } from './api-to-markdown.ts';
import { code, fence, markdownText } from './markdown-text.ts';

/**
 * The Markdown of an AsyncAPI channel page: what its HTML shows (address, servers, parameters,
 * operations, and each message's headers, payload fields and examples), as plain text.
 */
export function channelToMarkdown(model: ChannelPageModel, link: (href: string) => string, pageDescription?: string): string {
	const parts: string[] = [];
	parts.push(`Channel ${code(model.address ?? model.id)}${model.address && model.address !== model.id ? ` (${code(model.id)})` : ''}`);
	const description = model.descriptionHtml ? htmlToMarkdown(model.descriptionHtml, link) : undefined;
	if (description && description.trim() !== pageDescription?.trim()) parts.push(description);
	if (model.servers.length > 0) {
		parts.push(
			'## Servers',
			model.servers
				.map((server) => {
					const version = server.protocolVersion ? ` ${markdownText(server.protocolVersion)}` : '';
					const about = server.descriptionHtml ? `: ${htmlToMarkdown(server.descriptionHtml, link).replace(/\n+/g, ' ')}` : '';
					return `- ${code(server.url)} (${markdownText(server.name)}, ${markdownText(server.protocol)}${version})${about}`;
				})
				.join('\n'),
		);
	}
	if (model.parameters.length > 0) parts.push('## Parameters', fields(model.parameters, link));
	if (model.operations.length > 0) {
		const nameOf = new Map(model.messages.map((message) => [message.id, messageName(message)]));
		parts.push('## Operations');
		for (const operation of model.operations) {
			parts.push(`### ${code(operation.action)} ${markdownText(operation.summary ?? operation.id)}`);
			const carried = operation.messageIds.map((id) => markdownText(nameOf.get(id) ?? id)).join(', ');
			parts.push(`${operation.direction}${carried ? `: ${carried}` : ''}.`);
			if (operation.descriptionHtml) parts.push(htmlToMarkdown(operation.descriptionHtml, link));
			parts.push(...bindings(operation.bindings));
		}
	}
	if (model.messages.length > 0) {
		parts.push('## Messages');
		for (const message of model.messages) parts.push(...messageMarkdown(message, link));
	}
	if (model.bindings.length > 0) parts.push('## Bindings', ...bindings(model.bindings));
	return parts.filter(Boolean).join('\n\n');
}

function messageName(message: ChannelMessageModel): string {
	return message.title ?? message.name ?? message.id;
}

function messageMarkdown(message: ChannelMessageModel, link: (href: string) => string): string[] {
	const parts = [`### ${markdownText(messageName(message))}`];
	if (message.name && message.name !== messageName(message)) parts.push(`Name: ${code(message.name)}`);
	if (message.summary) parts.push(markdownText(message.summary));
	if (message.descriptionHtml) parts.push(htmlToMarkdown(message.descriptionHtml, link));
	if (message.contentType) parts.push(`Content type: ${code(message.contentType)}`);
	if (message.headers) {
		parts.push('Headers:', fields(message.headers.children.length > 0 ? message.headers.children : [message.headers], link));
	}
	if (message.payload) {
		const type = message.payload.types.join(' | ');
		parts.push(
			`Payload${type === 'object' ? '' : ` (${markdownText(type)})`}:`,
			fields(message.payload.children.length > 0 ? message.payload.children : [message.payload], link),
		);
	}
	for (const example of message.examples) {
		const label = example.generated ? `${example.name} (generated from the schema)` : example.name;
		parts.push(`Example: ${markdownText(label)}${example.summary ? `, ${markdownText(example.summary)}` : ''}`);
		if (example.headers) parts.push(fence(example.headers, 'json headers'));
		if (example.payload) parts.push(fence(example.payload, 'json'));
	}
	parts.push(...bindings(message.bindings));
	return parts;
}

function bindings(list: readonly BindingModel[]): string[] {
	return list.map((binding) => `Bindings (${markdownText(binding.protocol)}):\n\n${fence(binding.json, 'json')}`);
}
