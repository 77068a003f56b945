import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { checkedFile as file, mdxReport } from '../support/mdx-report.ts';

/**
 * The checks of the interactive components (file trees, views, visibility, prompts): dotted names
 * such as <Tree.Folder> are known by their full name, and every mistake is told with its place.
 */

const report = mdxReport;

describe('correct uses', () => {
	const page = [
		'<Tree>',
		'  <Tree.Folder name="src" defaultOpen openable={false}>',
		'    <Tree.File name="index.ts" comment="entry point" />',
		'  </Tree.Folder>',
		'  <Tree.Folder name="docs" defaultOpen={false} openable comment="guides" />',
		'</Tree>',
		'',
		'<View title="Python" icon="python" iconType="brands">Python.</View>',
		'<View title="Go">Go.</View>',
		'',
		'<Visibility for="humans">Click.</Visibility>',
		'<Visibility for="agents">Call.</Visibility>',
		'',
		'<Prompt description="A prompt" actions={["copy", "cursor"]} icon="robot" iconType="solid" className="wide">Do it.</Prompt>',
		'<Prompt description="Copy only">Do it.</Prompt>',
	];

	it('pass without a problem', () => {
		expect(report(page)).toMatchInlineSnapshot(`"0 errors, 0 warnings"`);
	});

	it('are listed by their full names among the built-in components the page uses', () => {
		expect(checkMdx(file, page.join('\n')).components).toEqual(['Prompt', 'Tree', 'Tree.File', 'Tree.Folder', 'View', 'Visibility']);
	});
});

describe('mistakes', () => {
	it('are errors with the place, what was expected and a fix', () => {
		expect(
			report([
				'<Tree>',
				'  <Tree.Folder defaultOpen="yes">',
				'    <Tree.File />',
				'  </Tree.Folder>',
				'  <Tree.Fil name="typo.ts" />',
				'</Tree>',
				'',
				'<View icon="python">No title.</View>',
				'<Visibility for="robots">Who?</Visibility>',
				'<Visibility>Nobody.</Visibility>',
				'<Prompt actions={["paste"]}>No description.</Prompt>',
				'<Prompt description="x" actions="copy" colour="red">Text.</Prompt>',
			]),
		).toMatchInlineSnapshot(`
			"error: page.mdx:2:3 <Tree.Folder> is missing its required prop "name" (a string)
			  fix: add it: <Tree.Folder name="...">
			error: page.mdx:2:3 <Tree.Folder> prop "defaultOpen": expected true or false, found "yes"
			  fix: write defaultOpen alone for true, or defaultOpen={false}
			error: page.mdx:3:5 <Tree.File> is missing its required prop "name" (a string)
			  fix: add it: <Tree.File name="...">
			error: page.mdx:5:3 unknown component <Tree.Fil>
			  fix: did you mean <Tree.File>?
			error: page.mdx:8:1 <View> is missing its required prop "title" (a string)
			  fix: add it: <View title="...">
			error: page.mdx:9:1 <Visibility> prop "for": expected one of "humans", "agents", found "robots"
			  fix: write for="humans" or for="agents"
			error: page.mdx:10:1 <Visibility> prop "for": expected one of "humans", "agents", found nothing
			  fix: write for="humans" or for="agents"
			error: page.mdx:11:1 <Prompt> is missing its required prop "description" (a string)
			  fix: add it: <Prompt description="...">
			error: page.mdx:11:1 <Prompt> prop "actions": expected one of "copy", "cursor", found "paste"
			  fix: write a list of "copy" and "cursor", such as actions={["copy", "cursor"]}
			error: page.mdx:12:1 <Prompt> prop "actions": expected an array, found "copy"
			  fix: write a list of "copy" and "cursor", such as actions={["copy", "cursor"]}
			warning: page.mdx:12:1 <Prompt> has no prop "colour": ignored
			10 errors, 1 warning"
		`);
	});
});
