import { exampleOf, type ExampleOptions, type ExampleUse } from './example.ts';
import { asJsonData } from './json-data.ts';
import { specMarkdownToHtml } from './markdown.ts';
import { schemaToField, type Schema, type SchemaOptions } from './schema-model.ts';
import type { BodyModel, FieldNode, ResponseModel } from './types.ts';

/** Bodies and responses as a page shows them: of an operation, a webhook or a callback. */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The example of a request body's chosen media type: the spec's own, else one made from its schema. */
export function requestBodyExample(requestBody: unknown, use: ExampleUse, exampleOptions: ExampleOptions): unknown {
	const media = isObject(requestBody) && isObject(requestBody.content) ? pickMediaType(requestBody.content) : undefined;
	return media ? mediaExample(media[1], use, exampleOptions) : undefined;
}

function mediaExample(media: Record<string, unknown>, use: ExampleUse, exampleOptions: ExampleOptions = {}): unknown {
	const examples = isObject(media.examples) ? Object.values(media.examples).find(isObject) : undefined;
	if ('example' in media) return asJsonData(media.example);
	if (examples && 'value' in examples) return asJsonData(examples.value);
	return exampleOf(media.schema ?? {}, use, exampleOptions);
}

/** A media type's named examples with a value (an `externalValue` is not fetched), by summary else name; when there are several. */
function namedExamplesOf(media: Record<string, unknown>): BodyModel['namedExamples'] {
	if (!isObject(media.examples)) return undefined;
	const named = Object.entries(media.examples).flatMap(([name, example]) =>
		isObject(example) && 'value' in example
			? [
					{
						name: typeof example.summary === 'string' && example.summary.trim() ? example.summary.trim() : name,
						value: asJsonData(example.value),
					},
				]
			: [],
	);
	return named.length > 1 ? named : undefined;
}

/** The media type a page documents: the first JSON one, else the first. */
export function pickMediaType(content: Record<string, unknown>): [string, Record<string, unknown>] | undefined {
	const entries = Object.entries(content).filter((entry): entry is [string, Record<string, unknown>] => isObject(entry[1]));
	return entries.find(([type]) => /json/i.test(type)) ?? entries[0];
}

/** One media type of a body: its fields, example and named examples. */
export function mediaBody(
	mediaType: string,
	media: Record<string, unknown>,
	required: boolean,
	options: SchemaOptions,
	use: ExampleUse,
	description?: unknown,
): BodyModel {
	const schema = (media.schema ?? {}) as Schema;
	const example = mediaExample(media, use);
	const namedExamples = namedExamplesOf(media);
	const descriptionHtml = specMarkdownToHtml(typeof description === 'string' ? description : undefined);
	return {
		mediaType,
		required,
		schema: schemaToField('body', schema, required, options),
		example,
		...(namedExamples ? { namedExamples } : {}),
		...(descriptionHtml ? { description: descriptionHtml } : {}),
	};
}

/** One response of an operation: its description, headers and bodies. */
export function responseOf(status: string, response: unknown, options: SchemaOptions): ResponseModel {
	const object = isObject(response) ? response : {};
	const headers: FieldNode[] = Object.entries(isObject(object.headers) ? object.headers : {}).map(([name, header]) => {
		const headerObject = isObject(header) ? header : {};
		const field = schemaToField(name, headerObject.schema ?? {}, headerObject.required === true, options);
		const description = specMarkdownToHtml(typeof headerObject.description === 'string' ? headerObject.description : undefined);
		return description ? { ...field, description } : field;
	});
	const content = isObject(object.content) ? object.content : {};
	const bodies = Object.entries(content)
		.filter((entry): entry is [string, Record<string, unknown>] => isObject(entry[1]))
		.map(([type, media]) => mediaBody(type, media, false, options, 'response'));
	return {
		status,
		description: specMarkdownToHtml(typeof object.description === 'string' ? object.description : undefined) ?? '',
		headers,
		bodies,
	};
}
