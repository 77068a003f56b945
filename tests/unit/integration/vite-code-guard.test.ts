import { describe, expect, it } from 'vitest';
import { codeGuardPlugin } from '../../../src/integration/vite-code-guard.ts';

/** The guard of the docs' modules as the bundler calls it: on the server's copy of each, whatever its query. */
function transform(options: { lenient: boolean; consumer: 'server' | 'client' }, code: string, id: string): unknown {
	const plugin = codeGuardPlugin('/docs', options.lenient);
	const context = {
		environment: { config: { consumer: options.consumer } },
		error: (message: string) => {
			throw new Error(message);
		},
	};
	return (plugin.transform as (this: unknown, code: string, id: string) => unknown).call(context, code, id);
}

const reading = 'export const Token = () => process.env.TOKEN;';

describe('the guard of the docs’ modules', () => {
	it('refuses a module that reads the machine, with a query or without, while the site is built', () => {
		for (const id of ['/docs/snippets/token.jsx', '/docs/snippets/token.jsx?raw=0', '/docs/page.mdx?astroContentCollectionEntry=1']) {
			expect(() => transform({ lenient: false, consumer: 'server' }, reading, id), id).toThrow(
				`${id}: refused: "process" is not available to the docs' code`,
			);
		}
	});

	it('leniently, makes it a stand-in that exports the same names, with none of its code', () => {
		const result = transform({ lenient: true, consumer: 'server' }, reading, '/docs/snippets/token.jsx') as { code: string };
		expect(result.code).toContain('export const Token = __trellisUnknown("Token", "its code is refused: \\"process\\" is not available');
		expect(result.code).not.toContain('process.env');
	});

	it('leaves the browser’s copy, Astro’s own modules and files outside the docs as they are', () => {
		expect(transform({ lenient: false, consumer: 'client' }, reading, '/docs/snippets/token.jsx')).toBeUndefined();
		expect(transform({ lenient: false, consumer: 'server' }, reading, '/docs/page.mdx?astroPropagatedAssets')).toBeUndefined();
		expect(transform({ lenient: false, consumer: 'server' }, reading, '/engine/src/components/mdx/index.ts')).toBeUndefined();
	});
});
