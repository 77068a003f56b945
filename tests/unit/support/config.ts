import { validateConfigText } from '../../../src/config/load-config.ts';
import type { DocsConfig } from '../../../src/config/site-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/** A config as the loader hands it over, from its JSON (a legacy one unless it says otherwise); its errors throw. */
export function loadedConfig(input: unknown, file = '/docs/docs.json'): DocsConfig {
	const loaded = validateConfigText(file, JSON.stringify(input));
	if (!loaded.config) throw new Error(formatProblems(loaded.problems, '/docs'));
	return loaded.config;
}
