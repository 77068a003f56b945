import { describe, expect, test } from 'vitest';
import Accordion from '../../src/components/mdx/Accordion.astro';
import ParamField from '../../src/components/mdx/ParamField.astro';
import ResponseField from '../../src/components/mdx/ResponseField.astro';
import Tab from '../../src/components/mdx/Tab.astro';
import { startTitleAnchors } from '../../src/components/mdx/parts/title-anchor.ts';
import { find } from '../build/html.ts';
import { renderComponent } from './render.ts';

/** The anchors components give themselves, as Mintlify's do: links written for a Mintlify site land in the same place. */

const idOf = async (
	component: Parameters<typeof renderComponent>[0],
	props: Record<string, unknown>,
	page: Record<string, unknown>,
	tag: string,
) => find(await renderComponent(component, { props, content: '<p>x</p>', page }), tag).attrs.id;

describe('field anchors', () => {
	test('ParamField and ResponseField are #param- and the name slugified; a repeat is numbered from 1', async () => {
		const page = {};
		const ids = [
			await idOf(ParamField, { query: 'dryRun', type: 'boolean' }, page, 'div'),
			await idOf(ParamField, { body: 'org_with_users' }, page, 'div'),
			await idOf(ResponseField, { name: 'thumbnails.background', type: 'string' }, page, 'div'),
			await idOf(ResponseField, { name: 'stepNumber', type: 'number' }, page, 'div'),
			await idOf(ResponseField, { name: 'stepNumber', type: 'number' }, page, 'div'),
			await idOf(ResponseField, { name: 'stepNumber', type: 'number' }, page, 'div'),
			await idOf(ParamField, { path: '名前' }, page, 'div'),
		];
		expect(ids).toEqual([
			'param-dry-run',
			'param-org-with-users',
			'param-thumbnails-background',
			'param-step-number',
			'param-step-number-1',
			'param-step-number-2',
			'param-名前',
		]);
	});

	test('an id of its own wins', async () => {
		expect(await idOf(ParamField, { query: 'limit', id: 'page-size' }, {}, 'div')).toBe('page-size');
	});
});

describe('accordion and tab anchors', () => {
	test('an accordion takes its title as its anchor, capitals unsplit and a colon a hyphen; a heading of the page keeps its own', async () => {
		const page = {};
		startTitleAnchors(page, ['faq']);
		const ids = [
			await idOf(Accordion, { title: 'Installation steps' }, page, 'details'),
			await idOf(Accordion, { title: 'Step 1: Install the CLI' }, page, 'details'),
			await idOf(Accordion, { title: 'FAQ' }, page, 'details'),
			await idOf(Accordion, { title: 'Installation steps' }, page, 'details'),
			await idOf(Accordion, { title: 'Installation steps', id: 'install' }, page, 'details'),
		];
		expect(ids).toEqual(['installation-steps', 'step-1-install-the-cli', 'faq-2', 'installation-steps-2', 'install']);
	});

	test('a tab takes its title, numbered from 2 when the page already has it', async () => {
		const page = {};
		const ids = [
			await idOf(Tab, { title: 'Windows' }, page, 'div'),
			await idOf(Tab, { title: 'macOS' }, page, 'div'),
			await idOf(Tab, { title: 'Windows' }, page, 'div'),
			await idOf(Tab, { title: 'Windows' }, page, 'div'),
		];
		expect(ids).toEqual(['windows', 'macos', 'windows-2', 'windows-3']);
	});
});
