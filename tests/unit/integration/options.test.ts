import { describe, expect, it } from 'vitest';
import { optionsFromEnvironment } from '../../../src/integration/index.ts';

/** What the engine is given from the environment: the folder and the five settings, nothing else of it. */
describe('the options of a build from the environment', () => {
	it('are the folder and the settings, typed, and nothing else of the environment', () => {
		const env = {
			DOCS_DIR: '../docs',
			SITE_URL: 'https://docs.example.com',
			BASE_PATH: '/docs',
			LENIENT: 'true',
			LINK_CHECK: 'warn',
			ANALYTICS: 'on',
			HOME: '/home/ci',
			DEPLOY_TOKEN: 'secret',
		};
		expect(optionsFromEnvironment(env)).toEqual({
			docsDir: '../docs',
			site: 'https://docs.example.com',
			base: '/docs',
			lenient: true,
			linkCheck: 'warn',
			analytics: true,
		});
		expect(optionsFromEnvironment({ PATH: '/usr/bin' })).toEqual({
			docsDir: undefined,
			lenient: false,
			linkCheck: 'fail',
		});
		// ANALYTICS=off is handed on as such: unset, the command decides.
		expect(optionsFromEnvironment({ ANALYTICS: 'off' })).toMatchObject({ analytics: false });
	});

	it('carry the values that are not values of their setting, for the build to name them', () => {
		expect(optionsFromEnvironment({ LINK_CHECK: 'warning', LENIENT: 'yes' })).toEqual({
			docsDir: undefined,
			mistakes: [
				expect.objectContaining({ variable: 'LINK_CHECK', value: 'warning', fix: 'did you mean LINK_CHECK=warn?' }),
				expect.objectContaining({ variable: 'LENIENT', value: 'yes', fix: 'did you mean LENIENT=1?' }),
			],
		});
	});
});
