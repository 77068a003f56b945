import { folderFiles } from '../../files/folder-files.ts';
import { markdownToMdast, mdxToMdast } from 'satteri';
import { readTextFile } from '../../files/read-text-file.ts';
import { markdownFeatures } from '../../markdown/features.ts';
import { mdxCompat } from '../../markdown/mdx-compat.ts';
import { pageGlob, pageGlobIgnore } from '../../page-files/page-glob.ts';
import type { Problem } from '../../problems/problem.ts';
import { mediaWithoutText, problemAt } from '../../problems/catalogue.ts';

/** The parts of a Markdown tree's node read here. */
interface TreeNode {
	type: string;
	name?: string | null;
	alt?: string | null;
	url?: string;
	tagName?: string;
	properties?: Record<string, unknown>;
	attributes?: { type: string; name?: string; value?: unknown }[];
	position?: { start: { line: number; column: number } };
	children?: TreeNode[];
}

/** Attributes that give a video a name a screen reader announces. */
const videoNames = ['aria-label', 'aria-labelledby', 'title'];

/**
 * Images and videos of the docs' pages that have no text alternative: a Markdown image with an
 * empty `![]`, an `<img>` without `alt`, a `<video>` without `aria-label` or `title`. Pages whose
 * MDX does not parse are left to `trellis validate`, which says why.
 */
export function missingAltText(folder: string): Problem[] {
	const files = folderFiles(folder, pageGlob, { ignore: pageGlobIgnore, absolute: true }).sort();
	return files.flatMap((file) => {
		const read = readTextFile(file);
		if ('problem' in read) return [read.problem];
		let tree: TreeNode;
		try {
			const markdown = file.endsWith('.md');
			const parse = markdown ? markdownToMdast : mdxToMdast;
			tree = parse(markdown ? read.text : mdxCompat(read.text), { features: markdownFeatures, position: true }) as unknown as TreeNode;
		} catch {
			return [];
		}
		return problemsOf(tree, file);
	});
}

function problemsOf(node: TreeNode, file: string): Problem[] {
	const here = (message: string, hint: string): Problem =>
		problemAt(
			mediaWithoutText,
			{ file, ...(node.position ? { line: node.position.start.line, column: node.position.start.column } : {}) },
			{ message, hint },
		);
	const found: Problem[] = [];
	const attribute = (name: string) => node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
	if (node.type === 'image' && !node.alt?.trim()) {
		found.push(here(`image ${node.url ?? ''} has no alt text`, 'describe the image between the brackets: ![What the image shows](path)'));
	}
	const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
	const tag = jsx ? node.name : node.type === 'element' ? node.tagName : undefined;
	const has = (name: string) => (jsx ? attribute(name) !== undefined : node.properties?.[camel(name)] !== undefined);
	if (tag === 'img' && !has('alt')) {
		found.push(here('<img> has no alt attribute', 'add alt="what the image shows" (alt="" for an image that is only decoration)'));
	}
	if (tag === 'video' && !videoNames.some(has)) {
		found.push(here('<video> has no text alternative', 'add aria-label="what the video shows" (or a title)'));
	}
	for (const child of node.children ?? []) found.push(...problemsOf(child, file));
	return found;
}

/** An HTML attribute's name as a hast property (`aria-label` is `ariaLabel`). */
function camel(name: string): string {
	return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
