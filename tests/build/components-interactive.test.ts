import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageHtml, query } from './html.ts';

/**
 * The interactive components (file trees, views, visibility, prompts) as the showcase's pages use
 * every prop of each: the HTML the pages hold before their scripts run, and the Markdown copies.
 */

let build: BuildResult;

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.showcase);
});

function prose(href: string): string {
	return find(pageHtml(build.outDir, href), 'div', { class: 'prose' }).inner;
}

function markdown(path: string): string {
	return readFileSync(join(build.outDir, path), 'utf8');
}

describe('Tree', () => {
	test('folders hold their items as nested lists, every folder written open for the script to fold', () => {
		const tree = find(prose('/components/tree'), 'div', { 'data-tree': true });
		const folders = findAll(tree.outer, 'li', { class: 'tree-folder' });
		expect(folders.map((folder) => folder.attrs['data-name'])).toEqual(['src', 'routes', 'models', 'public', 'fixtures']);
		const src = folders[0]!;
		const group = find(src.inner, 'ul', { 'data-tree-group': true });
		expect(group.attrs.hidden).toBeUndefined();
		expect(findAll(group.inner, 'li', { class: 'tree-file' }).map((file) => file.attrs['data-name'])).toEqual([
			'index.ts',
			'plants.ts',
			'orders.ts',
			'plant.ts',
		]);
		expect(find(src.outer, 'span', { class: 'tree-name' }).text).toBe('src');
		expect(find(group.inner, 'span', { class: 'tree-comment' }).text).toBe('the server starts here');
		expect(find(find(tree.outer, 'li', { 'data-name': 'routes' }).outer, 'span', { class: 'tree-comment' }).text).toBe(
			'one file per resource',
		);
	});

	test('defaultOpen and openable are read: open, closed, and kept as written', () => {
		const tree = find(prose('/components/tree'), 'div', { 'data-tree': true });
		const folder = (name: string) => find(tree.outer, 'li', { 'data-name': name });
		expect(folder('src').attrs['data-default-open']).toBe('true');
		expect(folder('routes').attrs['data-default-open']).toBe('false');
		expect(folder('src').attrs['data-openable']).toBe('true');
		expect(folder('public').attrs['data-openable']).toBe('false');
		expect(folder('fixtures').attrs).toMatchObject({ 'data-default-open': 'true', 'data-openable': 'false' });
		// A folder that does not fold has no chevron.
		expect(find(folder('public').outer, 'span', { class: 'tree-chevron' }).inner).toBe('');
		expect(find(folder('src').outer, 'span', { class: 'tree-chevron' }).inner).toContain('<svg');
	});

	test('the Markdown copy is an indented list, folders ending with a slash', () => {
		expect(markdown('components/tree.md')).toContain(
			[
				'- src/',
				'  - index.ts (the server starts here)',
				'  - routes/ (one file per resource)',
				'    - plants.ts',
				'    - orders.ts',
				'  - models/',
				'    - plant.ts',
				'- public/',
				'  - logo.svg',
				'- fixtures/',
				'  - seed.json',
				'- package.json',
				'- README.md',
			].join('\n'),
		);
	});
});

describe('View', () => {
	test('each view holds its content under its title and icon, in the order of the page', () => {
		const views = findAll(prose('/components/views'), 'div', { 'data-view': true });
		expect(views.map((view) => view.attrs['data-view'])).toEqual(['JavaScript', 'Python', 'JavaScript', 'Python']);
		const python = views[1]!;
		expect(find(python.inner, 'p', { class: 'view-title' }).text).toBe('Python');
		// iconType="brands": the Python logo of Font Awesome's brands.
		expect(find(python.inner, 'span', { class: 'view-icon' }).inner).toMatch(/<svg[^>]*viewBox="0 0 448 512"/);
		expect(python.text).toContain('Use requests to send the plant.');
		expect(python.inner).toContain('data-language="python"');
	});

	test('the Markdown copy gives every view under a heading of its title', () => {
		const copy = markdown('components/views.md');
		expect(copy).toContain('## Create a plant\n\n### JavaScript\n\nSend the plant as JSON.');
		expect(copy).toContain('### Python\n\nCall `water()` on the Python client.');
	});
});

describe('Visibility', () => {
	test('content for humans is in the page, content for agents is not', () => {
		const html = pageHtml(build.outDir, '/components/visibility');
		expect(html).toContain('on the plant’s page, then choose the new pot size');
		expect(html).not.toContain('/repot');
	});

	test('the Markdown copy and llms-full.txt hold the content for agents and leave out the content for humans', () => {
		for (const copy of [markdown('components/visibility.md'), markdown('llms-full.txt')]) {
			expect(copy).toContain('To repot a plant, call `POST /plants/{id}/repot` with the new pot size in `size`.');
			expect(copy).not.toContain('choose the new pot size');
		}
	});
});

describe('Prompt', () => {
	const prompts = () => findAll(prose('/components/prompts'), 'div', { 'data-prompt': true });

	test('the description shows, and the text to copy is the content as Markdown', () => {
		const [care] = prompts();
		expect(find(care!.inner, 'p', { class: 'prompt-description' }).text).toBe('Ask an assistant to care for a plant.');
		expect(care!.attrs['data-prompt-text']).toBe(
			'# Plant care assistant\n\nYou are a **botanist**. Answer questions about watering and light.',
		);
		expect(find(care!.inner, 'div', { class: 'prompt-body' }).inner).toContain('<strong>botanist</strong>');
	});

	test('a description is a line of Markdown', () => {
		const [, cursorOnly] = prompts();
		expect(find(cursorOnly!.inner, 'p', { class: 'prompt-description' }).inner).toBe(
			'Scaffold a plant store client in <strong>Cursor</strong>.',
		);
		expect(markdown('components/prompts.md')).toContain('**Prompt:** Scaffold a plant store client in **Cursor**.');
	});

	test('actions: copy by default, Cursor only, or both; the Cursor link carries the prompt', () => {
		const [copyOnly, cursorOnly, both] = prompts();
		expect(query(copyOnly!.inner, 'button', { 'data-prompt-copy': true })).toBeDefined();
		expect(query(copyOnly!.inner, 'a', { class: 'prompt-action' })).toBeUndefined();
		expect(query(cursorOnly!.inner, 'button', { 'data-prompt-copy': true })).toBeUndefined();
		expect(find(cursorOnly!.inner, 'a', { class: 'prompt-action' }).attrs.href).toBe(
			`https://cursor.com/link/prompt?text=${encodeURIComponent('Write a TypeScript client for the Plant Store API with `listPlants()` and `createPlant()`.')}`,
		);
		expect(query(both!.inner, 'button', { 'data-prompt-copy': true })).toBeDefined();
		expect(find(both!.inner, 'a', { class: 'prompt-action' }).text).toBe('Open in Cursor');
	});

	test('icon, iconType and className', () => {
		const [copyOnly, cursorOnly, both] = prompts();
		expect(query(copyOnly!.inner, 'span', { class: 'prompt-icon' })).toBeUndefined();
		expect(find(cursorOnly!.inner, 'span', { class: 'prompt-icon' }).inner).toContain('<svg');
		expect(find(both!.inner, 'span', { class: 'prompt-icon' }).inner).toContain('<svg');
		expect(both!.attrs.class?.split(' ')).toEqual(expect.arrayContaining(['prompt', 'watering-prompt']));
	});

	test('the Markdown copy gives the description and the prompt in a fenced block', () => {
		expect(markdown('components/prompts.md')).toContain(
			'**Prompt:** Ask an assistant to care for a plant.\n\n```markdown\n# Plant care assistant\n\nYou are a **botanist**. Answer questions about watering and light.\n```',
		);
	});
});

describe('used wrongly, in a lenient build', () => {
	// A page of tests/fixtures/snippets-broken, whose other problems are its snippets'.
	const page = '/components-used-wrongly';
	let lenient: BuildResult;
	beforeAll(async () => {
		lenient = await sharedBuild(fixtureBuilds.snippetsBroken[1]);
	});

	test('a dotted name no component has is a marked box, and the page builds', () => {
		expect(lenient.exitCode).toBe(0);
		const html = find(pageHtml(lenient.outDir, page), 'div', { class: 'prose' }).inner;
		expect(findAll(html, 'div', { class: 'unknown-component' }).map((box) => box.attrs['data-component'])).toEqual([
			'Tree.Fil',
			'Plant.Leaf.Vein',
		]);
		expect(find(html, 'li', { class: 'tree-file' }).attrs['data-name']).toBe('kept.ts');
	});

	test('Visibility with an audience it does not know shows nothing, and says why', () => {
		expect(pageHtml(lenient.outDir, page)).not.toContain('Shown to nobody');
		expect(lenient.stdout + lenient.stderr).toMatch(/<Visibility> prop "for": expected one of "humans", "agents", found "robots"/);
	});
});
