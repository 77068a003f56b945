import { describe, expect, it } from 'vitest';
import { navigationChannelPages } from '../../../src/asyncapi/generated-pages.ts';
import type { LoadedAsyncApi } from '../../../src/asyncapi/load.ts';
import type { ChannelPageModel } from '../../../src/asyncapi/types.ts';
import type { PageFile } from '../../../src/page-files/scan-pages.ts';

const channel = (id: string, marker = 'WS'): ChannelPageModel => ({
	source: 'chat.yaml',
	specTitle: 'Chat',
	id,
	title: id,
	servers: [],
	parameters: [],
	operations: [],
	messages: [],
	bindings: [],
	marker,
});

const chat: LoadedAsyncApi = {
	source: 'chat.yaml',
	location: '/docs/chat.yaml',
	title: 'Chat',
	channels: [channel('room'), channel('user/typing')],
};
const locate = (path: (string | number)[]) => ({ file: '/docs/docs.json', jsonPath: path.join('.') });

describe('pages of the navigation’s asyncapi levels', () => {
	it('are one per channel under api-reference/ (or the directory), once however many levels name the file', () => {
		const existing = new Map([['api-reference/room', { path: 'api-reference/room' } as PageFile]]);
		const result = navigationChannelPages(
			[
				{ key: 'tab:0|anchor:none', place: 'sidebar', asyncapi: 'chat.yaml', configPath: ['navigation', 'tabs', 0, 'asyncapi'] },
				{ key: 'group:a', place: 'group', asyncapi: ['/chat.yaml'], configPath: ['navigation', 'groups', 0, 'asyncapi'] },
				{ key: 'group:b', place: 'group', asyncapi: { source: './chat.yaml', directory: '/ws/' }, configPath: ['x'] },
			],
			[chat],
			existing,
			locate,
		);
		expect(result.problems).toEqual([]);
		// A path a page already has is not taken: the channel's page gets the next free one.
		expect(result.slotGroups.get('tab:0|anchor:none')).toEqual([
			{ group: 'Chat', pages: ['api-reference/room-1', 'api-reference/user-typing'] },
		]);
		expect(result.groupPages.get('group:a')).toEqual(['api-reference/room-1', 'api-reference/user-typing']);
		// The first level to name a channel gives its page; another directory does not make a second page.
		expect(result.groupPages.get('group:b')).toEqual(['api-reference/room-1', 'api-reference/user-typing']);
		expect(result.pages.map((page) => [page.path, page.frontmatter.asyncapi, page.apiMarker, page.generated])).toEqual([
			['api-reference/room-1', 'chat.yaml room', 'WS', true],
			['api-reference/user-typing', 'chat.yaml user/typing', 'WS', true],
		]);
		expect(result.models.get('api-reference/user-typing')?.id).toBe('user/typing');
	});

	it('go in the directory the level names, and a directory outside the folder is a problem at its place', () => {
		const result = navigationChannelPages(
			[
				{ key: 'group:a', place: 'group', asyncapi: { source: 'chat.yaml', directory: '/websockets/' }, configPath: ['a', 'asyncapi'] },
				{
					key: 'group:b',
					place: 'group',
					asyncapi: { source: 'chat.yaml', directory: 'https://x.example' },
					configPath: ['b', 'asyncapi'],
				},
			],
			[chat],
			new Map(),
			locate,
		);
		expect(result.groupPages.get('group:a')).toEqual(['websockets/room', 'websockets/user-typing']);
		expect(result.groupPages.has('group:b')).toBe(false);
		expect(result.problems.map((problem) => [problem.jsonPath, problem.message])).toEqual([
			['b.asyncapi.directory', '"directory": "https://x.example" is not a folder inside the docs'],
		]);
	});
});
