import { encodingOf, type PlaygroundBody } from '../browser/playground/form-node.ts';
import { asJsonData } from './json-data.ts';
import { formModelOf, type FormModelOptions } from './form-model.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec's own example of a media type (`example`, else the first of `examples` with a value), if it gives one. */
function ownExample(media: Record<string, unknown>): unknown {
	if ('example' in media) return asJsonData(media.example);
	const named = isObject(media.examples)
		? Object.values(media.examples).find((example) => isObject(example) && 'value' in example)
		: undefined;
	return isObject(named) ? asJsonData(named.value) : undefined;
}

/**
 * Each media type of a request body as the playground sends it: JSON, multipart and urlencoded
 * bodies with their form (files only where a multipart form can send them), a binary body as
 * one file, any other text as typed. A body starts with the spec's own example; without one,
 * the page starts the form from its fields' values (src/browser/playground/form-node.ts).
 */
export function playgroundBodiesOf(
	media: readonly [mediaType: string, media: Record<string, unknown>][],
	options: Omit<FormModelOptions, 'files'>,
): PlaygroundBody[] {
	return media.map(([mediaType, object]): PlaygroundBody => {
		const encoding = encodingOf(mediaType);
		const initial = ownExample(object);
		if (encoding === 'binary') return { mediaType, encoding };
		if (encoding === 'text') return { mediaType, encoding, ...(typeof initial === 'string' ? { initial } : {}) };
		const form = formModelOf(object.schema ?? {}, { ...options, files: encoding === 'multipart' });
		return { mediaType, encoding, form, ...(initial !== undefined ? { initial } : {}) };
	});
}
