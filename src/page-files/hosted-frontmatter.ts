import { frontmatterHosted, problemAt } from '../problems/catalogue.ts';
import type { Problem } from '../problems/problem.ts';
import type { Frontmatter } from './frontmatter-schema.ts';

/**
 * Frontmatter settings that only Mintlify's hosted service can honour (its page "Pages"), each with
 * what a reader of the static site misses, so that none is dropped without a word.
 */
const hostedSettings: readonly { setting: string; applies: (frontmatter: Frontmatter) => boolean; missed: string }[] = [
	{
		setting: 'groups',
		applies: (frontmatter) => frontmatter['groups'] !== undefined,
		missed: 'the page is built for every reader, as a static site has no sign-in to restrict it to user groups',
	},
	{
		setting: 'related',
		applies: (frontmatter) => frontmatter['related'] !== undefined,
		missed: 'no "Related topics" section is shown (an add-on of the hosted service)',
	},
	{
		setting: 'mode "assistant"',
		applies: (frontmatter) => frontmatter.mode === 'assistant',
		missed: 'the page shows its own content, centred, where Mintlify shows a chat with its assistant',
	},
];

export function hostedFrontmatterProblems(file: string, frontmatter: Frontmatter, keyLines: Readonly<Record<string, number>>): Problem[] {
	return hostedSettings
		.filter(({ applies }) => applies(frontmatter))
		.map(({ setting, missed }) => problemAt(frontmatterHosted, { file, line: keyLines[setting.split(' ')[0]!] ?? 1 }, { setting, missed }));
}
