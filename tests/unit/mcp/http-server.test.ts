import { describe, expect, test } from 'vitest';
import { requestAllowed } from '../../../src/mcp/http-server.ts';

describe('which requests the HTTP server answers', () => {
	test('bound to this machine: addressed to it by a loopback name, from no other web page', () => {
		for (const host of ['127.0.0.1:4321', 'localhost:4321', '[::1]:4321', 'localhost']) {
			expect(requestAllowed({ host }, '127.0.0.1'), host).toBe(true);
		}
		expect(requestAllowed({ host: 'localhost:4321', origin: 'http://localhost:3000' }, '127.0.0.1')).toBe(true);
		// A name that points at 127.0.0.1 (DNS rebinding), a page of another site, a sandboxed page.
		expect(requestAllowed({ host: 'attacker.example.com:4321' }, '127.0.0.1')).toBe(false);
		expect(requestAllowed({ host: 'localhost:4321', origin: 'https://attacker.example.com' }, '127.0.0.1')).toBe(false);
		expect(requestAllowed({ host: 'localhost:4321', origin: 'null' }, '127.0.0.1')).toBe(false);
		expect(requestAllowed({}, '127.0.0.1')).toBe(false);
	});

	test('bound to another address: a public server, reached by any name', () => {
		expect(requestAllowed({ host: 'docs.example.com' }, '0.0.0.0')).toBe(true);
	});
});
