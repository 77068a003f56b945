import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../../src/problems/format.ts';
import type { Problem } from '../../../src/problems/problem.ts';
import { compatReport } from '../../../src/report/compat-report.ts';

/**
 * A warning said the same in many places (an icon or a prop used across the site) is said once,
 * with its places; errors stay one by one.
 */

const icon = (file: string, line: number): Problem => ({
	severity: 'warning',
	file: `/docs/${file}`,
	line,
	message: '<Card> icon "window" is not among Font Awesome\'s free icons: Tabler\'s "window" stands in for it',
	hint: 'name a free icon',
	code: 'icon-stand-in',
});
const refused = (line: number): Problem => ({ severity: 'error', file: '/docs/a.mdx', line, message: 'refused', code: 'x' });

describe('repeated warnings', () => {
	it('are printed once, at their first place, with the others after (all up to ten, else five and how many more)', () => {
		const problems = [icon('b.mdx', 2), icon('a.mdx', 9), icon('c.mdx', 1)];
		expect(formatProblems(problems, '/docs')).toBe(
			[
				'warning: a.mdx:9 <Card> icon "window" is not among Font Awesome\'s free icons: Tabler\'s "window" stands in for it',
				'  fix: name a free icon',
				'  also at b.mdx:2, c.mdx:1 (3 places)',
				'0 errors, 3 warnings',
			].join('\n'),
		);
		const many = [...'cdefghijklmn'].map((name) => icon(`${name}.mdx`, 1));
		expect(formatProblems(many, '/docs').split('\n')[2]).toBe(
			'  also at d.mdx:1, e.mdx:1, f.mdx:1, g.mdx:1, h.mdx:1 and 6 more (12 places)',
		);
	});

	it('are one entry of the report with every other place, and still counted one by one', () => {
		const report = compatReport({
			problems: [icon('b.mdx', 2), icon('a.mdx', 9), refused(1), refused(3)],
			docsRoot: '/docs',
			lenient: true,
			result: 'built',
		});
		expect(report.problems.map((problem) => [problem.file, problem.line, problem.alsoAt])).toEqual([
			['a.mdx', 1, undefined],
			['a.mdx', 3, undefined],
			['a.mdx', 9, ['b.mdx:2']],
		]);
		expect([report.counts.errors, report.counts.warnings]).toEqual([2, 2]);
	});

	it('differ by setting: the same message for two settings is two findings', () => {
		const at = (jsonPath: string): Problem => ({ ...icon('docs.json', 1), jsonPath });
		expect(formatProblems([at('navbar.links[0].icon'), at('footer.socials.x')], '/docs').split('\n')).toHaveLength(5);
	});
});
