import { describe, expect, it } from 'vitest';
import { navigate } from '../support/navigation-input.ts';

/**
 * Cases the navigation fuzz found (navigation-fuzz.test.ts), kept as plain tests: page paths and
 * version names are the author's text, and some text is also the name of a property every
 * JavaScript object has.
 */
describe('pages and versions named like properties of every object', () => {
	it('a page called __proto__, constructor or toString is placed like any other, and pollutes nothing', () => {
		const pages = ['introduction', '__proto__', 'constructor', 'toString', 'guides/hasOwnProperty'];
		const { model, problems } = navigate({ name: 'Docs', navigation: [{ group: 'Start', pages }] }, pages);
		expect(problems).toEqual([]);
		for (const path of pages) {
			expect(Object.hasOwn(model.pages, path), path).toBe(true);
			expect(model.pages[path]!.href).toBe(`/${path}`);
		}
		const constructorPage = pages[2]!;
		expect(model.pages[constructorPage]!.prevNext['']).toEqual({
			prev: { href: '/__proto__', label: 'Proto' },
			next: { href: '/toString', label: 'ToString' },
		});
		expect(Object.prototype).not.toHaveProperty('prevNext');
		expect(Object).not.toHaveProperty('prevNext');
		// Through JSON, as the pages receive it, the page is still an entry of its own.
		const received = JSON.parse(JSON.stringify(model.pages)) as object;
		expect((Object.getOwnPropertyDescriptor(received, '__proto__')?.value as { path?: string } | undefined)?.path).toBe('__proto__');
	});

	it('a version called __proto__ keeps its neighbours and its version-menu targets', () => {
		const { model } = navigate(
			{
				name: 'Docs',
				versions: ['__proto__', 'v1'],
				navigation: [
					{ group: 'Start', version: '__proto__', pages: ['a', 'b'] },
					{ group: 'Old', version: 'v1', pages: ['v1/a'] },
				],
			},
			['a', 'b', 'v1/a'],
		);
		const placement = model.pages.a!;
		expect(Object.keys(placement.prevNext)).toEqual(['__proto__']);
		expect(Object.hasOwn(placement.prevNext, '__proto__')).toBe(true);
		expect(placement.prevNext.__proto__).toEqual({ next: { href: '/b', label: 'B' } });
		expect(Object.keys(placement.versionTargets)).toEqual(['__proto__', 'v1']);
		expect(placement.versionTargets.v1).toBe('/v1/a');
	});
});
