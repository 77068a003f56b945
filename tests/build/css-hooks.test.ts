import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { listFiles } from '../../src/postbuild/built-files.ts';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { findAll, pageHtml } from './html.ts';

/**
 * The hooks Mintlify's page "Custom scripts" lists for authors' CSS and scripts: IDs of the parts
 * of a page, each once, on the element it names, and the class names of components and layout,
 * so that a folder's `style.css` written against Mintlify styles the same parts here.
 */
let showcase: BuildResult;
let current: BuildResult;

beforeAll(async () => {
	[showcase, current] = await Promise.all([sharedBuild(fixtureBuilds.showcase), sharedBuild(fixtureBuilds.currentFormat)]);
});

/** The tag of each element with the id, as many as there are. */
const tagsWithId = (html: string, id: string) => findAll(html, '*', { id }).map((element) => element.tag);

describe('the ID hooks', () => {
	test('each names one element of a page, the one Mintlify names', () => {
		const page = pageHtml(showcase.outDir, '/quickstart');
		const expected: Record<string, string> = {
			navbar: 'header',
			'search-bar-entry': 'button',
			'search-input': 'input',
			sidebar: 'nav',
			'sidebar-content': 'div',
			'body-content': 'div',
			'content-area': 'main',
			header: 'header',
			'page-title': 'h1',
			content: 'div',
			pagination: 'div',
			footer: 'footer',
			'table-of-contents': 'aside',
			'table-of-contents-content': 'ul',
		};
		expect(Object.fromEntries(Object.keys(expected).map((id) => [id, tagsWithId(page, id).join(' ')]))).toEqual(expected);
		expect(findAll(page, 'html')[0]!.attrs['data-current-path']).toBe('/quickstart');
	});

	test('the banner, the top bar button and the page menu, where a page has them', () => {
		const page = pageHtml(current.outDir, '/quickstart');
		expect(tagsWithId(page, 'banner')).toEqual(['div']);
		expect(tagsWithId(page, 'topbar-cta-button')).toEqual(['a']);
		expect(tagsWithId(page, 'page-context-menu')).toEqual(['div']);
		expect(tagsWithId(page, 'page-context-menu-button')).toEqual(['summary']);
	});

	test('a heading that takes a hook’s name keeps it; the part of the page goes without', () => {
		// A "Pagination" heading, as API docs often have.
		const page = pageHtml(current.outDir, '/guides/soil/mixes');
		expect(findAll(page, 'nav', { class: 'prev-next' })).toHaveLength(1);
		expect(tagsWithId(page, 'pagination')).toEqual(['h2']);
	});
});

describe('the class hooks', () => {
	test('every component and part of the layout that Mintlify names carries its class somewhere in the showcase', () => {
		const classes = new Set<string>();
		for (const file of listFiles(showcase.outDir).filter((name) => name.endsWith('.html'))) {
			for (const element of findAll(readFileSync(join(showcase.outDir, file), 'utf8'), '*', { class: /./ }))
				for (const name of element.attrs.class!.split(/\s+/)) classes.add(name);
		}
		const hooks = [
			'accordion',
			'accordion-group',
			'callout',
			'card',
			'card-group',
			'columns',
			'code-block',
			'code-group',
			'expandable',
			'frame',
			'mermaid',
			'step',
			'steps',
			'tabs',
			'tile',
			'tooltip',
			'update',
			'mdx-content',
			'eyebrow',
			'nav-logo',
			'navbar-link',
			'nav-tabs',
			'nav-tabs-item',
			'sidebar-group',
			'toc',
			'toc-item',
			'pagination-prev',
			'pagination-next',
			'pagination-title',
			'field',
			'tree',
		];
		expect(hooks.filter((hook) => !classes.has(hook))).toEqual([]);
	});
});
