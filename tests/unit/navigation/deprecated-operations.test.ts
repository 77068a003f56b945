import { describe, expect, it } from 'vitest';
import { generateSectionPages, withApiText } from '../../../src/openapi/api-pages.ts';
import { walkPages } from '../../../src/navigation/nav-tree.ts';
import { loadedConfig } from '../support/config.ts';
import { navigateLegacy, pageMap, sidebarOf } from '../support/navigation-input.ts';
import { specOf } from '../openapi/helpers.ts';

/** An operation marked `deprecated: true` is marked so in the sidebar, as Mintlify marks its page. */

const spec = specOf({
	openapi: '3.1.0',
	paths: {
		'/old': { get: { summary: 'Old', deprecated: true, responses: {} } },
		'/new': { get: { summary: 'New', responses: {} } },
		'/kept': { get: { summary: 'Kept', deprecated: true, responses: {} } },
	},
});

const deprecatedIn = (items: ReturnType<typeof walkPages>) =>
	Object.fromEntries(items.map((item) => [item.path, item.deprecated === true]));

describe('deprecated operations in the sidebar', () => {
	it('mark a page naming one in its openapi frontmatter, unless the frontmatter says deprecated: false', () => {
		const { legacy } = loadedConfig({ name: 'X', navigation: [{ group: 'API', pages: ['old', 'new', 'kept'] }] });
		const { pages } = withApiText(
			pageMap([
				['old', { openapi: 'GET /old' }],
				['new', { openapi: 'GET /new' }],
				['kept', { openapi: 'GET /kept', deprecated: false }],
			]),
			[spec],
		);
		const { model } = navigateLegacy(legacy!.navigation, pages);
		expect(deprecatedIn(walkPages(sidebarOf(model, 'old')))).toEqual({ old: true, new: false, kept: false });
	});

	it('mark the pages a spec generates', () => {
		const config = loadedConfig({ name: 'X', tabs: [{ name: 'API', url: 'api', openapi: 'memory.json' }], navigation: [] });
		const generated = generateSectionPages(config, [spec], new Map());
		const pages = new Map(generated.pages.map((page) => [page.path, page]));
		const { model } = navigateLegacy(config.legacy!.navigation, pages, generated.groups);
		expect(deprecatedIn(walkPages(sidebarOf(model, 'api/old')))).toEqual({
			'api/old': true,
			'api/new': false,
			'api/kept': true,
		});
	});
});
