import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAsyncApis } from '../../../src/asyncapi/load.ts';
import { channelPlayground, editorText } from '../../../src/asyncapi/socket-playground.ts';
import type { ChannelPageModel } from '../../../src/asyncapi/types.ts';

/** The fixture's AsyncAPI 3.0 chat (a wss server, and a ws one whose host is a variable) and 2.6 events (MQTT), and a 2.x WebSocket file written here. */
const fixture = fileURLToPath(new URL('../../fixtures/current-asyncapi/', import.meta.url));
let folder: string;
let chat: ChannelPageModel[];
let events: ChannelPageModel[];
let v2: ChannelPageModel[];

beforeAll(async () => {
	folder = mkdtempSync(join(tmpdir(), 'trellis-socket-'));
	writeFileSync(
		join(folder, 'v2.yaml'),
		[
			'asyncapi: 2.6.0',
			'info: { title: Ticker, version: "1" }',
			'servers:',
			'  edge:',
			'    url: "wss://{region}.ticker.example/stream"',
			'    protocol: wss',
			'    variables:',
			'      region: { default: eu, enum: [eu, us], description: Nearest region }',
			'  broker: { url: "kafka.ticker.example:9092", protocol: kafka }',
			'channels:',
			'  "prices/{symbol}":',
			'    parameters:',
			'      symbol: { schema: { type: string, default: ACME } }',
			'    subscribe:',
			'      message: { name: Price, payload: { type: number } }',
			'    publish:',
			'      message: { name: Note, payload: { type: string, examples: [hello] } }',
		].join('\n'),
	);
	const loaded = await loadAsyncApis(['specs/chat.yaml', 'specs/events.json'], fixture);
	const written = await loadAsyncApis(['v2.yaml'], folder);
	expect([...loaded.problems, ...written.problems]).toEqual([]);
	[chat, events] = loaded.specs.map((spec) => spec.channels) as [ChannelPageModel[], ChannelPageModel[]];
	v2 = written.specs[0]!.channels;
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a channel’s WebSocket playground', () => {
	it('AsyncAPI 3: offers the ws and wss servers with their variables, the address’s parameters and the messages clients send', () => {
		const playground = channelPlayground(chat.find((channel) => channel.id === 'room')!);
		if (!playground || !('socket' in playground)) throw new Error('no socket playground');
		const { servers, address, parameters, messages } = playground.socket;
		expect(servers.map((server) => [server.name, server.url, server.variables])).toEqual([
			['production', 'wss://chat.beacon.example/v1', []],
			['local', 'ws://{host}', [{ name: 'host', default: 'localhost:8080', description: 'Host and port of your server.' }]],
		]);
		expect(address).toBe('/rooms/{roomId}');
		expect(parameters).toEqual([{ name: 'roomId', value: 'lobby', description: "The room's id, from the room list." }]);
		// The application receives them: clients send them. The first starts with the spec's example, the other with one made from its schema.
		expect(messages.map((message) => message.label)).toEqual(['Chat message', 'Typing']);
		expect(JSON.parse(messages[0]!.text)).toEqual({
			text: 'Hello, room!',
			author: { id: 'u-42', name: 'Ada' },
			sentAt: '2026-03-01T09:30:00Z',
		});
		expect(Object.keys(JSON.parse(messages[1]!.text) as object)).toEqual(['user', 'until']);
	});

	it('AsyncAPI 2.x: reads a server’s url with variables and an enum, leaves other protocols out, and sends what clients publish', () => {
		const playground = channelPlayground(v2[0]!);
		if (!playground || !('socket' in playground)) throw new Error('no socket playground');
		expect(playground.socket.servers.map((server) => [server.name, server.url, server.variables])).toEqual([
			[
				'edge',
				'wss://{region}.ticker.example/stream',
				[{ name: 'region', default: 'eu', enum: ['eu', 'us'], description: 'Nearest region' }],
			],
		]);
		expect(playground.socket.address).toBe('prices/{symbol}');
		expect(playground.socket.parameters).toEqual([{ name: 'symbol', value: 'ACME' }]);
		// A string payload is sent as the text itself.
		expect(playground.socket.messages).toEqual([{ id: 'Note', label: 'Note', text: 'hello' }]);
	});

	it('is none on a channel whose servers speak other protocols, which it names', () => {
		expect(channelPlayground(events[0]!)).toEqual({ otherProtocols: ['mqtt'] });
	});

	it('starts its editor with a string example as the text, anything else as JSON', () => {
		expect(editorText('"22:02:27 GMT"')).toBe('22:02:27 GMT');
		expect(editorText('{\n  "a": 1\n}')).toBe('{\n  "a": 1\n}');
		expect(editorText(undefined)).toBe('');
	});
});
