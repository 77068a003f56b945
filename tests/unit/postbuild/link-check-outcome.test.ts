import { describe, expect, test } from 'vitest';
import { linkCheckOutcome } from '../../../src/postbuild/index.ts';
import type { BrokenLink } from '../../../src/postbuild/link-check.ts';

/**
 * What a build does with the broken links its pass over the HTML found, for each LINK_CHECK
 * value: the build with the default value (fail) is tests/build/publishing.test.ts.
 */

const broken: BrokenLink[] = [
	{ source: '/', target: '/nope', reason: 'no such page or file' },
	{ source: '/', target: '/other#missing-heading', reason: 'no element with id "missing-heading" on that page' },
];

function outcome(settings: Parameters<typeof linkCheckOutcome>[1], links: BrokenLink[] = broken) {
	const said: string[] = [];
	const result = linkCheckOutcome((text) => said.push(text), settings, links);
	return { ...result, said };
}

describe('what the build does with broken links', () => {
	test('by default they fail the build, listed with the fix', () => {
		const { failed, said } = outcome({ linkCheck: 'fail', lenient: false });
		expect(failed).toBe(true);
		expect(said).toEqual([
			[
				'error: 2 broken links (page -> link):',
				'  / -> /nope: no such page or file',
				'  / -> /other#missing-heading: no element with id "missing-heading" on that page',
				'  fix the links, or set LINK_CHECK=warn to only warn about them.',
			].join('\n'),
			'Build failed: broken links.',
		]);
	});

	test('with LINK_CHECK=warn the build goes on with the same list as a warning', () => {
		const { failed, said, broken: kept } = outcome({ linkCheck: 'warn', lenient: false });
		expect(failed).toBe(false);
		expect(kept).toEqual(broken);
		expect(said).toHaveLength(1);
		expect(said[0]).toBe(
			[
				'warning: 2 broken links (page -> link):',
				'  / -> /nope: no such page or file',
				'  / -> /other#missing-heading: no element with id "missing-heading" on that page',
				'  LINK_CHECK=warn: the build goes on.',
			].join('\n'),
		);
	});

	test('a lenient build warns too, and says why', () => {
		const { failed, said } = outcome({ linkCheck: 'fail', lenient: true });
		expect(failed).toBe(false);
		expect(said[0]).toMatch(/^warning: 2 broken links/);
		expect(said[0]).toMatch(/LENIENT=1: the build goes on\.$/);
	});

	test('with LINK_CHECK=off nothing is reported, and the build says the check was skipped', () => {
		const { failed, said, broken: kept } = outcome({ linkCheck: 'off', lenient: false });
		expect(failed).toBe(false);
		expect(kept).toEqual([]);
		expect(said).toEqual(['link check skipped (LINK_CHECK=off)']);
	});

	test('one broken link is counted in the singular; none says nothing', () => {
		expect(outcome({ linkCheck: 'warn', lenient: false }, broken.slice(0, 1)).said[0]).toMatch(/^warning: 1 broken link \(page -> link\):/);
		expect(outcome({ linkCheck: 'fail', lenient: false }, [])).toEqual({ broken: [], failed: false, said: [] });
	});
});
