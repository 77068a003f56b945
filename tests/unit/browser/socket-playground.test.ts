import { describe, expect, it } from 'vitest';
import { fillTemplate, socketUrl } from '../../../src/browser/playground/server-url.ts';
import { binaryText, shownText } from '../../../src/browser/playground/socket-message.ts';

const none = new Map<string, string>();

describe('the URL a playground sends to', () => {
	it('fills a template’s variables; one without a value stays as written', () => {
		expect(fillTemplate('https://{region}.api.example.com/{version}', new Map([['region', 'eu']]))).toBe(
			'https://eu.api.example.com/{version}',
		);
		expect(fillTemplate('https://{region}.api.example.com', new Map([['region', '']]))).toBe('https://{region}.api.example.com');
	});

	it('is the server’s URL, then the channel’s address with its parameters encoded', () => {
		const host = new Map([['host', '127.0.0.1:9000']]);
		expect(socketUrl('ws://{host}', '/rooms/{roomId}', host, new Map([['roomId', 'a b/c']]))).toBe('ws://127.0.0.1:9000/rooms/a%20b%2Fc');
		expect(socketUrl('wss://chat.example/v1', '/rooms/{roomId}', none, new Map([['roomId', 'lobby']]))).toBe(
			'wss://chat.example/v1/rooms/lobby',
		);
	});

	it('joins a 2.x address without its slash, does not double a trailing one, and keeps a bare server', () => {
		expect(socketUrl('ws://example.com/', 'orders', none, none)).toBe('ws://example.com/orders');
		expect(socketUrl('ws://example.com/', '/', none, none)).toBe('ws://example.com/');
		expect(socketUrl('wss://echo.example', '', none, none)).toBe('wss://echo.example');
	});
});

describe('a message in the WebSocket log', () => {
	it('is JSON pretty-printed, other text as it came', () => {
		expect(shownText('{"a":1,"b":[true]}')).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
		expect(shownText('{not json')).toBe('{not json');
		expect(shownText('<b>hello</b>')).toBe('<b>hello</b>');
		expect(shownText('42')).toBe('42');
	});

	it('is described when it is binary', () => {
		expect(binaryText(1)).toBe('(binary message, 1 byte)');
		expect(binaryText(12)).toBe('(binary message, 12 bytes)');
	});
});
