import { z } from 'zod';
import { docsConfigSchema } from './schema/index.ts';
import { currentConfigSchema } from './schema/current/index.ts';

/**
 * The JSON Schema of docs.json, for editor completion and checks; generated from the zod schemas
 * of both formats: the legacy one (a list of groups as navigation) or the current one (a theme
 * and a navigation object), so that an editor completes either.
 */
export function docsJsonSchema(): Record<string, unknown> {
	const schema = z.toJSONSchema(z.union([docsConfigSchema, currentConfigSchema]), {
		io: 'input',
		target: 'draft-2020-12',
		unrepresentable: 'any',
	});
	return { ...schema, title: 'Trellis docs.json' };
}

export function docsJsonSchemaText(): string {
	return `${JSON.stringify(docsJsonSchema(), null, '\t')}\n`;
}
