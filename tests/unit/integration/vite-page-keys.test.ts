import { describe, expect, it } from 'vitest';
import { pageKeysPlugin } from '../../../src/integration/vite-page-keys.ts';

/** What the page route keys Astro's incremental build with (src/routes/[...slug].astro). */
describe('page keys', () => {
	it("holds the engine's fingerprint, so that a new engine renders every page again", () => {
		const plugin = pageKeysPlugin('/cache', 'engine-1');
		const id = (plugin.resolveId as (id: string) => string | undefined)('virtual:trellis/page-keys')!;
		const load = plugin.load as (id: string) => string | undefined;
		expect(load(id)).toContain('export const engine = "engine-1";');
		expect((pageKeysPlugin('/cache', 'engine-2').load as (id: string) => string | undefined)(id)).toContain('"engine-2"');
	});
});
