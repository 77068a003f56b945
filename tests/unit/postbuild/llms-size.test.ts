import { describe, expect, test } from 'vitest';
import { fitLlmsTxt, type LlmsParts } from '../../../src/postbuild/llms-size.ts';

/** A site of `count` pages in two groups, each with a description of 200 characters. */
function site(count: number): LlmsParts {
	return {
		head: ['# Orchard', '', '> Fruit trees.', ''],
		entries: Array.from({ length: count }, (_, index) => ({
			link: `[Page ${index}](/page-${index}.md)`,
			description: `About page ${index}. `.padEnd(200, 'x'),
			group: index < count / 2 ? 'Guides' : 'Reference',
		})),
		tail: ['## Optional', '', '- [Blog](https://orchard.example/blog)'],
		fullHref: '/llms-full.txt',
	};
}

describe('llms.txt within its size bound', () => {
	test('a file under the bound keeps every page with its whole description', () => {
		const text = fitLlmsTxt(site(10));
		expect(text).toContain(`- [Page 9](/page-9.md): ${'About page 9. '.padEnd(200, 'x')}\n`);
		expect(text).not.toContain('left out');
	});

	test('a file over the bound shortens the descriptions first, every page still listed', () => {
		const full = fitLlmsTxt(site(40)).length;
		const text = fitLlmsTxt(site(40), full - 1000);
		expect(text.length).toBeLessThanOrEqual(full - 1000);
		expect(text).toContain('- [Page 39](/page-39.md): About page 39.');
		expect(text).toContain('…');
		expect(text).not.toContain('left out');
		expect(text).toContain('## Optional');
	});

	test('when even no descriptions do not fit, the last pages are left out and a note says which', () => {
		const text = fitLlmsTxt(site(40), 1000);
		expect(text.length).toBeLessThanOrEqual(1000);
		expect(text).toContain('- [Page 0](/page-0.md)\n');
		expect(text).not.toContain('[Page 39]');
		expect(text).not.toContain('About page');
		const left = 40 - [...text.matchAll(/^- \[Page/gm)].length;
		expect(
			text.endsWith(
				`> ${left} of 40 pages are left out to keep this file under 1,000 characters: Reference (${left}). Every page is in [llms-full.txt](/llms-full.txt).\n`,
			),
		).toBe(true);
		expect(text).toContain('## Optional');
	});
});
