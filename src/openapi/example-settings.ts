import type { DocsConfig } from '../config/site-config.ts';

/**
 * The current format's `api.examples` settings that shape examples and the playground. A legacy
 * config has none of them: its pages keep their samples and playground as they are.
 */
export interface ExampleSettings {
	/** `defaults: "required"`: generated request samples leave out optional body properties. */
	requiredOnly: boolean;
	/** `prefill: true`: every playground input starts with the spec's value (x-default, example or default). */
	prefill: boolean;
	/** `autogenerate: false`: only the samples the author wrote (`x-codeSamples`, `<RequestExample>`). */
	autogenerate: boolean;
}

export const defaultExampleSettings: ExampleSettings = { requiredOnly: false, prefill: false, autogenerate: true };

export function exampleSettingsOf(config: Pick<DocsConfig, 'api'>): ExampleSettings {
	const examples = config.api?.examples;
	return {
		requiredOnly: examples?.defaults === 'required',
		prefill: examples?.prefill === true,
		autogenerate: examples?.autogenerate !== false,
	};
}
