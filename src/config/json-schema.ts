import { z } from 'zod';
import { docsConfigSchema } from './schema/index.ts';

/** The JSON Schema of docs.json, for editor completion and checks; generated from the zod schema. */
export function docsJsonSchema(): Record<string, unknown> {
	const schema = z.toJSONSchema(docsConfigSchema, {
		io: 'input',
		target: 'draft-2020-12',
		unrepresentable: 'any',
	});
	return { ...schema, title: 'Trellis docs.json' };
}

export function docsJsonSchemaText(): string {
	return `${JSON.stringify(docsJsonSchema(), null, '\t')}\n`;
}
