import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localSpecFiles } from '../../../src/integration/dev-reload.ts';
import type { PageFile } from '../../../src/page-files/scan-pages.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import type { SiteModel } from '../../../src/site/load-site.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe('the AsyncAPI files the dev server watches', () => {
	it('are those the config names, on any level, and those pages name, as paths in the docs folder; URLs are not', () => {
		const folder = folderWith(
			{
				'docs.json': JSON.stringify({
					theme: 'mint',
					name: 'Chat',
					colors: { primary: '#0E7490' },
					api: { asyncapi: ['/chat.yaml', 'https://example.com/asyncapi.yaml'] },
					navigation: { tabs: [{ tab: 'Events', asyncapi: { source: './specs/../events.json', directory: 'events' } }] },
				}),
			},
			'trellis-asyncapi-watch-',
		);
		const page = { path: 'room', frontmatter: { asyncapi: 'specs/room.yaml room' } } as PageFile;
		const site = { pages: { room: page } } as unknown as SiteModel;
		const paths = resolveDocsPaths(folder, folder);
		expect(localSpecFiles(paths, { problems: [] })).toEqual([join(folder, 'chat.yaml'), join(folder, 'events.json')]);
		// With a site model, its pages' files too (the config is read from the model, which has none here).
		expect(localSpecFiles(paths, { problems: [], site: { ...site, config: { current: undefined } } as unknown as SiteModel })).toEqual([
			join(folder, 'specs/room.yaml'),
		]);
	});
});
