import { z } from 'zod';
import { sampleLanguageKeys } from './sample-languages.ts';
import { strictObject } from './shared.ts';

export const httpUrl = z.string().regex(/^https?:\/\/\S+$/, {
	error: (issue) => `expected an http(s) URL such as "https://api.example.com", found ${JSON.stringify(issue.input)}`,
});

export const apiSchema = strictObject({
	baseUrl: z
		.union([httpUrl, z.array(httpUrl).min(1)])
		.optional()
		.describe('Base URL of all endpoints; several let the reader choose'),
	auth: strictObject({
		method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional().describe('Authentication strategy of all endpoints'),
		name: z.string().min(1).optional().describe('Name of the authentication parameter; for basic, "usernameName:passwordName"'),
		inputPrefix: z.string().optional().describe('Default prefix of the authentication input'),
	})
		.optional()
		.describe('Authentication of all endpoints'),
	playground: strictObject({
		mode: z
			.enum(['show', 'simple', 'hide'])
			.default('show')
			.describe('show: interactive playground; simple: endpoint only; hide: no playground'),
		disableProxy: z
			.boolean()
			.optional()
			.describe(
				"true sends the playground's requests straight from the browser; otherwise `trellis dev` and `trellis preview` send them through their proxy",
			),
	})
		.prefault({})
		.describe('API playground settings'),
	maintainOrder: z.boolean().optional().describe('Keep the key order of the OpenAPI file on API pages'),
	request: strictObject({
		example: strictObject({
			languages: z
				.array(z.enum(sampleLanguageKeys))
				.optional()
				.describe(
					'Languages of the generated request samples (bash, python, javascript, php, go, java, ruby, typescript, powershell, swift, csharp, kotlin, c, cpp, rust, dart)',
				),
		}).optional(),
	})
		.optional()
		.describe('Request sample settings'),
	paramFields: strictObject({
		expanded: z
			.enum(['all', 'topLevel', 'topLevelOneOfs', 'none'])
			.optional()
			.describe('"all" shows the nested fields of API pages open; otherwise they start closed'),
	})
		.optional()
		.describe('Parameter field settings'),
})
	.prefault({})
	.describe('API page settings');

export type ApiConfig = z.output<typeof apiSchema>;
