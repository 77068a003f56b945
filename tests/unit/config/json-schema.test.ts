import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsJsonSchema, docsJsonSchemaText } from '../../../src/config/json-schema.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');

describe('docs.schema.json', () => {
	it('is the committed output of the zod schema (run `npm run schema` after changing it)', () => {
		expect(readFileSync(resolve(projectRoot, 'docs.schema.json'), 'utf8')).toBe(docsJsonSchemaText());
	});

	it('is referenced by the showcase docs.json', () => {
		const config = JSON.parse(readFileSync(resolve(projectRoot, 'docs.json'), 'utf8')) as { $schema?: string };
		expect(config.$schema).toBe('./docs.schema.json');
	});

	type ObjectSchema = {
		required: string[];
		properties: Record<string, { description?: string; enum?: string[]; properties?: Record<string, { default?: unknown }> }>;
	};
	const [legacy, current] = (docsJsonSchema() as { anyOf: ObjectSchema[] }).anyOf;

	it('describes both formats: the legacy one first, then the current one', () => {
		expect(legacy!.required).toEqual(['name', 'navigation']);
		expect(current!.required).toEqual(['theme', 'name', 'colors', 'navigation']);
		expect(current!.properties.theme!.enum).toEqual(['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia']);
		for (const property of ['navbar', 'footer', 'appearance', 'banner', 'contextual', 'variables', 'errors', 'api', 'seo']) {
			expect(current!.properties[property], property).toBeDefined();
		}
	});

	it('describes every top-level property of the seed table, with defaults for editors', () => {
		const schema = legacy!;
		const seedProperties = [
			'name',
			'navigation',
			'logo',
			'favicon',
			'colors',
			'topbarLinks',
			'topbarCtaButton',
			'versions',
			'anchors',
			'topAnchor',
			'tabs',
			'api',
			'openapi',
			'footerSocials',
			'feedback',
			'modeToggle',
			'backgroundImage',
		];
		for (const property of seedProperties) {
			expect(schema.properties[property], property).toBeDefined();
			expect(schema.properties[property]!.description, property).toBeTruthy();
		}
		expect(schema.required).toEqual(['name', 'navigation']);
		expect(schema.properties.topAnchor!.properties!.name!.default).toBe('Documentation');
		expect(schema.properties.modeToggle!.properties!.isHidden!.default).toBe(false);
	});
});
