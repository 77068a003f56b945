import { mediaBody, pickMediaType, responseOf } from './body-model.ts';
import { httpMethods } from './entries.ts';
import { specMarkdownToHtml } from './markdown.ts';
import type { SchemaOptions } from './schema-model.ts';
import type { CallbackModel, HttpMethod } from './types.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An operation's `callbacks` (name → URL expression → path item), one request each, in the
 * file's order. The API sends them, as a webhook is sent: the body keeps readOnly fields and
 * leaves out writeOnly ones; the responses are the receiver's, as a webhook's are. What is not an object where the spec wants one is passed over, as
 * the rest of a spec's third-party data is.
 */
export function callbacksOf(callbacks: unknown, options: SchemaOptions): CallbackModel[] {
	if (!isObject(callbacks)) return [];
	return Object.entries(callbacks).flatMap(([name, expressions]) =>
		isObject(expressions)
			? Object.entries(expressions).flatMap(([expression, pathItem]) =>
					isObject(pathItem)
						? Object.entries(pathItem).flatMap(([key, operation]) => {
								const method = key.toUpperCase() as HttpMethod;
								return httpMethods.includes(method) && isObject(operation)
									? [callbackOf(name, expression, method, operation, options)]
									: [];
							})
						: [],
				)
			: [],
	);
}

function callbackOf(
	name: string,
	expression: string,
	method: HttpMethod,
	operation: Record<string, unknown>,
	options: SchemaOptions,
): CallbackModel {
	const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
	const media = requestBody && isObject(requestBody.content) ? pickMediaType(requestBody.content) : undefined;
	const body = media
		? mediaBody(
				media[0],
				media[1],
				requestBody?.required === true,
				{ ...options, leaveOut: 'writeOnly' },
				'response',
				requestBody?.description,
			)
		: undefined;
	const descriptionHtml = specMarkdownToHtml(typeof operation.description === 'string' ? operation.description : undefined);
	const responses = isObject(operation.responses)
		? Object.entries(operation.responses).map(([status, response]) => responseOf(status, response, options))
		: [];
	return {
		name,
		expression,
		method,
		...(typeof operation.summary === 'string' && operation.summary.trim() ? { summary: operation.summary.trim() } : {}),
		...(descriptionHtml ? { descriptionHtml } : {}),
		deprecated: operation.deprecated === true,
		...(body ? { body } : {}),
		responses,
	};
}
