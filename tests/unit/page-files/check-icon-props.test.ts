import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { formatProblems } from '../../../src/problems/format.ts';

describe('icon props of components', () => {
	it('warns about an icon no set has, with the closest name', () => {
		const { problems } = checkMdx('page.mdx', '<Card title="Plants" icon="seedlin">x</Card>\n\n<Icon icon="leaf" />\n');
		expect(formatProblems(problems)).toBe(
			[
				'warning: page.mdx:1:1 <Card> icon "seedlin" is in neither Font Awesome\'s free icons nor Lucide: a dashed circle stands in for it',
				'  fix: did you mean "seedling"?',
				'0 errors, 1 warning',
			].join('\n'),
		);
	});

	it('accepts image paths, known names in any style, and icons given by expressions', () => {
		const source =
			'<Card title="a" icon="/icons/pot.svg">x</Card>\n\n<Step title="b" icon="lock" iconType="thin">y</Step>\n\n<Icon icon={name} />\n\n<Icon src={name} />\n';
		expect(checkMdx('page.mdx', `export const name = 'leaf'\n\n${source}`).problems).toEqual([]);
	});

	it("reads icon names in the site's library (icons.library)", () => {
		const source = '<Card title="Cacti" icon="cactus">x</Card>\n';
		expect(checkMdx('page.mdx', source).problems.map((problem) => problem.message)).toEqual([
			'<Card> icon "cactus" is not among Font Awesome\'s free icons (Mintlify draws its Pro icons, which a static site cannot ship): Tabler\'s "cactus" stands in for it',
		]);
		expect(checkMdx('page.mdx', source, undefined, { iconLibrary: 'tabler' }).problems).toEqual([]);
	});
});
