import type { ApiPageModel, BodyModel, FieldNode, ParameterModel, ResponseModel } from '../../openapi/types.ts';
import { code, fence, markdownText } from './markdown-text.ts';
import { decodeHtml } from '../../html/escaping.ts';

/**
 * The Markdown of an API page: what its HTML shows (method and path, authentication,
 * parameters, body fields, callbacks, responses and their examples), as plain text.
 */
export function apiToMarkdown(model: ApiPageModel, link: (href: string) => string, pageDescription?: string): string {
	const parts: string[] = [];
	// The spec's description, unless the page already shows it as its own description.
	const description = model.descriptionHtml ? htmlToMarkdown(model.descriptionHtml, link) : undefined;
	const ownDescription = description && description.trim() !== pageDescription?.trim() ? description : undefined;
	if (model.kind === 'schema') {
		parts.push(`Schema ${code(model.name)}`);
		if (ownDescription) parts.push(ownDescription);
		parts.push('## Fields', fields(model.schema.children.length > 0 ? model.schema.children : [model.schema], link));
		if (model.example !== undefined) parts.push('## Example', fence(JSON.stringify(model.example, null, 2), 'json'));
		return parts.filter(Boolean).join('\n\n');
	}
	parts.push(model.kind === 'webhook' ? `Webhook ${code(`${model.method} ${model.path}`)}` : code(`${model.method} ${model.path}`));
	if (model.deprecated) parts.push('**Deprecated.**');
	if (model.servers.length > 0) parts.push(`Servers: ${model.servers.map(code).join(', ')}`);
	if (model.contentHtml) parts.push(htmlToMarkdown(model.contentHtml, link));
	if (ownDescription) parts.push(ownDescription);
	if (model.security.length > 0) {
		parts.push(
			'## Authorization',
			model.security
				.map((scheme) => {
					const where = scheme.header ?? scheme.query ?? scheme.cookie;
					// Shown as written on the page too: plain text, not Markdown.
					const description = scheme.description ? `: ${markdownText(scheme.description)}` : '';
					return `- ${scheme.name} (${scheme.kind})${where ? ` ${code(where)}` : ''}${description}`;
				})
				.join('\n'),
		);
	}
	const locations: [ParameterModel['location'], string][] = [
		['path', 'Path parameters'],
		['query', 'Query parameters'],
		['header', 'Headers'],
		['cookie', 'Cookies'],
	];
	// An MDX endpoint's page documents its own fields: its copy has them once, from the page.
	const ownFields = model.origin !== 'mdx';
	for (const [location, heading] of locations) {
		const parameters = ownFields ? model.parameters.filter((parameter) => parameter.location === location) : [];
		if (parameters.length > 0) parts.push(`## ${heading}`, fields(parameters, link));
	}
	if (ownFields && model.body) parts.push(...body('Body', model.body, link));
	if (ownFields && model.callbacks) {
		parts.push('## Callbacks');
		for (const callback of model.callbacks) {
			const name = markdownText(callback.summary ?? callback.name);
			parts.push(`### ${code(`${callback.method} ${callback.expression}`)} ${name}${callback.deprecated ? ' (deprecated)' : ''}`);
			if (callback.descriptionHtml) parts.push(htmlToMarkdown(callback.descriptionHtml, link));
			if (callback.body) parts.push(...body(null, callback.body, link));
			if (callback.responses.length > 0) parts.push('Responses:', ...responses(callback.responses, '####', link));
		}
	}
	if (model.responses.length > 0) parts.push('## Responses', ...responses(model.responses, '###', link));
	if (model.samples.length > 0) {
		parts.push('## Request examples', ...model.samples.map((sample) => fence(sample.source, `${sample.lang} ${sample.label}`)));
	}
	if (model.responseSamples.length > 0) {
		parts.push('## Response examples', ...model.responseSamples.map((sample) => fence(sample.source, `${sample.lang} ${sample.label}`)));
	}
	return parts.filter(Boolean).join('\n\n');
}

/** Each response under a heading of its own: its status and description, headers and bodies. */
function responses(list: ResponseModel[], heading: string, link: (href: string) => string): string[] {
	return list.flatMap((response) => [
		`${heading} ${response.status}${response.description ? `: ${htmlToMarkdown(response.description, link).replace(/\n+/g, ' ')}` : ''}`,
		...(response.headers.length > 0 ? ['Headers:', fields(response.headers, link)] : []),
		...response.bodies.flatMap((responseBody) => body(null, responseBody, link)),
	]);
}

function body(heading: string | null, model: BodyModel, link: (href: string) => string): string[] {
	const parts: string[] = [];
	const title = `${markdownText(model.mediaType)}${model.required ? ', required' : ''}`;
	parts.push(heading ? `## ${heading} (${title})` : `Body (${title}):`);
	if (model.description) parts.push(htmlToMarkdown(model.description, link));
	parts.push(
		fields(model.schema.children.length > 0 ? model.schema.children : [{ ...model.schema, name: model.schema.name || 'body' }], link),
	);
	return parts;
}

export function fields(nodes: FieldNode[], link: (href: string) => string, indent = ''): string {
	return nodes.map((node) => field(node, link, indent)).join('\n');
}

function field(node: FieldNode, link: (href: string) => string, indent: string): string {
	const details = [
		markdownText(node.types.join(' | ')),
		node.format && markdownText(node.format),
		node.required ? 'required' : undefined,
		node.deprecated ? 'deprecated' : undefined,
	];
	if (node.readOnly) details.push('read-only');
	if (node.writeOnly) details.push('write-only');
	// The field's pills (`x-mint.pre`, `api.params.post`, `x-mint.post`), as its page shows them.
	details.push(...[...(node.pre ?? []), ...(node.post ?? [])].map(markdownText));
	details.push(...node.constraints.map(markdownText));
	if (node.default !== undefined) details.push(`default: ${code(JSON.stringify(node.default))}`);
	if (node.enum) details.push(`one of: ${node.enum.map((value) => code(JSON.stringify(value))).join(', ')}`);
	if (node.items?.enum) details.push(`items one of: ${node.items.enum.map((value) => code(JSON.stringify(value))).join(', ')}`);
	if (node.sameAs) details.push(`same as ${markdownText(node.sameAs)}`);
	if (node.recursive) details.push(`same as ${markdownText(node.recursive)} above`);
	const description = node.description ? `: ${htmlToMarkdown(node.description, link).replace(/\n+/g, ' ')}` : '';
	const lines = [`${indent}- ${code(node.name)} (${details.filter(Boolean).join(', ')})${description}`];
	if (node.children.length > 0) lines.push(fields(node.children, link, `${indent}  `));
	for (const option of node.alternatives?.options ?? []) {
		lines.push(`${indent}  - ${node.alternatives!.kind === 'oneOf' ? 'One of' : 'Any of'}: ${markdownText(option.title)}`);
		if (option.node.children.length > 0) lines.push(fields(option.node.children, link, `${indent}    `));
	}
	return lines.join('\n');
}

/**
 * The small HTML that spec descriptions become (sanitised: formatting, and http(s), mailto or
 * relative links only), back as Markdown, token by token: its text escaped (markdownText) and
 * decoded once, code kept as it is.
 */
export function htmlToMarkdown(html: string, link: (href: string) => string): string {
	const hrefs: string[] = [];
	return html
		.replace(
			/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>|<code>([\s\S]*?)<\/code>|<(\/?)([a-z][a-z0-9]*)([^>]*)>|([^<]+)/gi,
			(_, block?: string, span?: string, closing?: string, tag?: string, attributes?: string, text?: string) => {
				if (block !== undefined) return `\n\n${fence(decodeHtml(block).replace(/\n$/, ''), '')}\n\n`;
				if (span !== undefined) return code(decodeHtml(span));
				if (text !== undefined) return markdownText(decodeHtml(text));
				const name = tag!.toLowerCase();
				if (name === 'strong' || name === 'b') return '**';
				if (name === 'em' || name === 'i') return '*';
				if (name === 'br') return '\n';
				if (name === 'li') return closing ? '\n' : '- ';
				if (name === 'a' && !closing) {
					hrefs.push(decodeHtml(/\shref="([^"]*)"/.exec(attributes ?? '')?.[1] ?? ''));
					return hrefs.at(-1) ? '[' : '';
				}
				if (name === 'a') {
					const href = hrefs.pop();
					return href ? `](${link(href)})` : '';
				}
				return closing && /^(?:p|h[1-6]|ul|ol|blockquote|table|tr)$/.test(name) ? '\n\n' : '';
			},
		)
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}
