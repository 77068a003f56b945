import { describe, expect, it } from 'vitest';
import { lazyContentModulesPlugin } from '../../../src/integration/vite-lazy-content-modules.ts';

/** Astro's `.astro/content-modules.mjs` of a folder of two pages, as it writes it. */
const written = `
export default new Map([
["../docs/a.mdx", () => import("astro:content-layer-deferred-module?astro%3Acontent-layer-deferred-module=&fileName=..%2Fdocs%2Fa.mdx&astroContentModuleFlag=true")],
["../docs/b \\"q\\".mdx", () => import("astro:content-layer-deferred-module?astro%3Acontent-layer-deferred-module=&fileName=..%2Fdocs%2Fb.mdx&astroContentModuleFlag=true")]]);
`;

const file = '/project/.astro/workspaces/1a2b/.astro/content-modules.mjs';

function transform(code: string, id: string): { code: string } | undefined {
	const plugin = lazyContentModulesPlugin();
	return (plugin.transform as (code: string, id: string) => { code: string } | undefined)(code, id);
}

describe('the content modules of the dev server', () => {
	it('imports a page’s module when it is asked for, not one literal import per page for Vite to resolve up front', async () => {
		const lazy = transform(written, file)!.code;
		expect(lazy).not.toMatch(/import\("/);
		const { default: modules } = (await import(`data:text/javascript,${encodeURIComponent(lazy)}`)) as {
			default: Map<string, () => Promise<unknown>>;
		};
		expect([...modules.keys()]).toEqual(['../docs/a.mdx', '../docs/b "q".mdx']);
		// Asked for by the id Vite's plugins resolve, as the literal import was rewritten to.
		await expect(modules.get('../docs/a.mdx')!()).rejects.toThrow(
			'"/@id/astro:content-layer-deferred-module?astro%3Acontent-layer-deferred-module=&fileName=..%2Fdocs%2Fa.mdx&astroContentModuleFlag=true"',
		);
	});

	it('leaves every other module as it is, and a build’s map too', () => {
		expect(transform('export const a = () => import("./b.js");', '/project/src/a.js')).toBeUndefined();
		expect(lazyContentModulesPlugin().apply).toBe('serve');
	});
});
