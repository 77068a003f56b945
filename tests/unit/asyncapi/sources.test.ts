import { describe, expect, it } from 'vitest';
import type { CurrentConfig } from '../../../src/config/schema/current/index.ts';
import { layoutStructuredNavigation } from '../../../src/navigation/build-structured.ts';
import { asyncapiFiles, asyncapiMentions, parseChannelReference } from '../../../src/asyncapi/sources.ts';

describe('asyncapi values', () => {
	it('name a file, files, or a file with the folder of its pages', () => {
		expect(asyncapiFiles('asyncapi.yaml')).toEqual({ sources: ['asyncapi.yaml'] });
		expect(asyncapiFiles(['events.json', '/chat.yaml'])).toEqual({ sources: ['events.json', '/chat.yaml'] });
		expect(asyncapiFiles({ source: 'chat.yaml', directory: 'websockets' })).toEqual({ sources: ['chat.yaml'], directory: 'websockets' });
	});

	it('are found in api.asyncapi and on every level and group of the navigation, with their place', () => {
		const current = {
			api: { asyncapi: ['a.yaml', 'b.json'] },
			navigation: {
				tabs: [
					{ tab: 'Chat', asyncapi: 'c.yaml' },
					{ tab: 'Events', groups: [{ group: 'G', pages: [{ group: 'Nested', asyncapi: { source: 'd.yaml', directory: 'x' } }] }] },
				],
			},
		} as unknown as CurrentConfig;
		expect(asyncapiMentions(current)).toEqual([
			{ source: 'a.yaml', path: ['api', 'asyncapi', 0] },
			{ source: 'b.json', path: ['api', 'asyncapi', 1] },
			{ source: 'c.yaml', path: ['navigation', 'tabs', 0, 'asyncapi'] },
			{ source: 'd.yaml', path: ['navigation', 'tabs', 1, 'groups', 0, 'pages', 0, 'asyncapi', 'source'] },
		]);
		expect(asyncapiMentions(undefined)).toEqual([]);
	});
});

describe('asyncapi frontmatter', () => {
	it('names a file and a channel, or a channel of the files the config names', () => {
		expect(parseChannelReference('/specs/chat.yaml room')).toEqual({ file: '/specs/chat.yaml', channel: 'room' });
		expect(parseChannelReference('events.json accounts/{id}/closed')).toEqual({ file: 'events.json', channel: 'accounts/{id}/closed' });
		expect(parseChannelReference('room')).toEqual({ channel: 'room' });
		expect(parseChannelReference('user signed up')).toEqual({ channel: 'user signed up' });
		expect(parseChannelReference('  ')).toBeUndefined();
	});
});

describe('navigation levels with asyncapi', () => {
	it('become slots when they list nothing: a tab fills its sidebar, a group itself; a group with pages does not', () => {
		const layout = layoutStructuredNavigation({
			tabs: [
				{ tab: 'Chat', asyncapi: 'chat.yaml' },
				{
					tab: 'Events',
					groups: [
						{ group: 'Listed', asyncapi: 'events.json', pages: ['overview'] },
						{ group: 'Outer', pages: ['intro', { group: 'Generated', asyncapi: { source: 'events.json', directory: 'events' } }] },
					],
				},
			],
		});
		expect(layout.asyncapiSlots).toEqual([
			{ key: 'tab:0|anchor:none', place: 'sidebar', asyncapi: 'chat.yaml', configPath: ['navigation', 'tabs', 0, 'asyncapi'] },
			{
				key: 'group:navigation.tabs.1.groups.1.pages.1',
				place: 'group',
				asyncapi: { source: 'events.json', directory: 'events' },
				configPath: ['navigation', 'tabs', 1, 'groups', 1, 'pages', 1, 'asyncapi'],
			},
		]);
	});
});
