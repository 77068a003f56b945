import { afterAll, describe, expect, test } from 'vitest';
import { plainText, text, toMarkup } from '../../../src/component-props/markup.ts';
import { componentProps } from '../../../src/component-props/props.ts';
import { ComponentRenderError, ContentRenderError, valueKind } from '../../../src/rendering/render-failure.ts';
import { renderProblem } from '../../../src/rendering/render-problem.ts';
import { withRenderProblems } from '../../../src/rendering/with-render-problems.ts';
import type { SiteModel } from '../../../src/site/load-site.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe('props as Mintlify takes them', () => {
	test('text props take text, numbers (as their text) and markup', () => {
		expect(text.parse('Setup')).toBe('Setup');
		expect(text.parse(2024)).toBe('2024');
		const markup = toMarkup('<b>Setup</b>');
		expect(text.parse(markup)).toBe(markup);
		expect(text.safeParse({ a: 1 }).success).toBe(false);
	});

	test('an icon is a name, an image path or markup; a card needs no title', () => {
		const card = componentProps.Card;
		expect(card.safeParse({ icon: 'leaf' }).success).toBe(true);
		expect(card.safeParse({ icon: '/images/pot.svg', title: 3 }).success).toBe(true);
		expect(card.safeParse({ icon: toMarkup('<svg></svg>') }).success).toBe(true);
		expect(card.safeParse({ icon: 42 }).data).toEqual({ icon: '42' });
	});

	test('markup reads as its text where an attribute needs text', () => {
		expect(plainText(toMarkup('<strong>Indoor</strong> &amp; <em>out</em>'))).toBe('Indoor & out');
		expect(plainText('As written')).toBe('As written');
		expect(plainText(undefined)).toBe('');
	});

	test('value kinds are named in words', () => {
		expect(['x', 1, true, false, null, undefined, [], {}, () => 1, toMarkup('<b/>')].map(valueKind)).toEqual([
			'text',
			'a number',
			'true',
			'false',
			'null',
			'undefined',
			'a list',
			'an object',
			'a component',
			'an element',
		]);
	});
});

describe('a failure while rendering, in words', () => {
	const page = folderWith({
		'page.mdx': [
			'---',
			'title: "Cards"',
			'---',
			'',
			'<Card title="One">A</Card>',
			'',
			'<Card',
			'  title="Two"',
			'  icon={<svg />}',
			'>',
			'  B',
			'</Card>',
			'',
		].join('\n'),
	});
	const file = `${page}/page.mdx`;

	test('a component that threw: named with the props given, at the use that has them', () => {
		const error = new ComponentRenderError(
			'Card',
			[
				{ name: 'title', kind: 'text' },
				{ name: 'icon', kind: 'an element' },
			],
			new TypeError('name.trim is not a function'),
		);
		expect(renderProblem(file, error)).toEqual({
			severity: 'error',
			file,
			line: 7,
			message: '<Card> could not be rendered with title (text), icon (an element): name.trim is not a function',
			hint: 'check the values given to <Card> against its props in the components table of the docs, or remove the prop the message names',
			code: 'component-render-failed',
		});
	});

	test('content that threw inside a component is the page’s own failure', () => {
		const problem = renderProblem(file, new ContentRenderError(new TypeError("Cannot read properties of null (reading 'count')")));
		expect(problem.message).toBe("the page could not be rendered: Cannot read properties of null (reading 'count')");
		expect(problem).not.toHaveProperty('line');
	});

	test('a component the page uses but nothing defines', () => {
		const problem = renderProblem(
			file,
			new Error('Expected component `Card` to be defined: you likely forgot to import, pass, or provide it.'),
		);
		expect(problem).toMatchObject({ line: 5, message: '<Card> is not defined where this page uses it' });
	});
});

describe('pages that failed while rendering', () => {
	const site = {
		pages: { a: { path: 'a', file: '/docs/a.mdx', frontmatter: { title: 'A' } }, b: { path: 'b', file: '/docs/b.mdx', frontmatter: {} } },
	} as unknown as SiteModel;
	const failure = { severity: 'error' as const, file: '/docs/b.mdx', message: 'the page could not be rendered: boom' };

	test('stop a strict build, with their problems as errors', () => {
		const outcome = withRenderProblems({ site, problems: [] }, new Map([['b', [failure]]]), false);
		expect(outcome.stop).toBe(true);
		expect(outcome.problems).toEqual([failure]);
		expect(outcome.site.failed).toEqual({ b: [failure] });
	});

	test('are failed pages of a lenient build, as warnings, kept out of search and llms files', () => {
		const outcome = withRenderProblems({ site, problems: [] }, new Map([['b', [failure]]]), true);
		expect(outcome.stop).toBe(false);
		expect(outcome.problems).toEqual([{ ...failure, severity: 'warning' }]);
		expect(outcome.site.pages.b!.frontmatter.noindex).toBe(true);
		expect(outcome.site.pages.a!.frontmatter.noindex).toBeUndefined();
	});

	test('none: the state is unchanged', () => {
		const outcome = withRenderProblems({ site, problems: [] }, new Map(), false);
		expect(outcome).toEqual({ site, problems: [], stop: false });
	});
});
