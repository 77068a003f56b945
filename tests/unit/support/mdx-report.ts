import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { formatProblems } from '../../../src/problems/format.ts';

const folder = '/docs';

/** The page the check is given: `/docs/page.mdx`. */
export const checkedFile = `${folder}/page.mdx`;

/** The problems of a page written from `lines`, as the build prints them. */
export function mdxReport(lines: string[]): string {
	return formatProblems(checkMdx(checkedFile, lines.join('\n')).problems, folder);
}
