import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse, stringify } from 'yaml';
import { specLocation } from '../../openapi/spec-identity.ts';
import { operationSlice } from '../../openapi/operation-slice.ts';
import type { ApiPageModel } from '../../openapi/types.ts';
import { isHttpUrl } from '../../urls/urls.ts';
import type { PostBuildContext } from '../context.ts';
import { fence } from './markdown-text.ts';

/**
 * `markdown.schema` (on unless false): the Markdown copy of an operation's
 * page ends with the part of its OpenAPI file that describes it, as YAML, for agents. Each file is
 * read once per build, as written (its `$ref`s kept).
 */
export function openapiSections(context: PostBuildContext): (model: ApiPageModel) => string | undefined {
	const config = context.site.config;
	if (config.markdown?.schema === false) return () => undefined;
	const configRoot = dirname(context.site.configFile);
	const documents = new Map<string, Record<string, unknown> | undefined>();
	const documentOf = (source: string) => {
		if (!documents.has(source)) documents.set(source, readDocument(specLocation(source, configRoot)));
		return documents.get(source);
	};
	return (model) => {
		if (model.kind === 'schema' || model.origin === 'mdx' || isHttpUrl(model.specId)) return undefined;
		const document = documentOf(model.specId);
		const slice = document && operationSlice(document, { method: model.method, path: model.path, webhook: model.kind === 'webhook' });
		if (!slice) return undefined;
		// On the fence's line: no backtick or line break may end it early.
		const label = `${model.specId} ${model.kind === 'webhook' ? 'webhook' : model.method.toLowerCase()} ${model.path}`.replace(
			/[`\r\n]/g,
			' ',
		);
		return `## OpenAPI\n\n${fence(stringify(slice, { lineWidth: 0, aliasDuplicateObjects: false }).trimEnd(), `yaml ${label}`)}`;
	};
}

function readDocument(file: string): Record<string, unknown> | undefined {
	try {
		const text = readFileSync(file, 'utf8');
		const value: unknown = file.endsWith('.json') ? JSON.parse(text) : parse(text);
		return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
	} catch {
		// The file was read and checked before the build; gone or changed since, the section is left out.
		return undefined;
	}
}
