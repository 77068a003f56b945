import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { sharedBrowser } from '../support/browser.ts';
import { closeContext, collectPageErrors, freshPage, newContext, useServedBuild } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/**
 * Channel pages of tests/fixtures/current-asyncapi in a browser: message examples as tabs, nested
 * fields, the WebSocket playground against an echo server started here on 127.0.0.1 (the chat
 * spec's `local` server, whose host is a variable), and axe's WCAG 2.1 A/AA checks in both modes.
 */
const site = useServedBuild(fixtureBuilds.currentAsyncapi);
let browser: Browser;
let echo: WebSocketServer;
/** The paths the echo server was asked for, in order. */
const connections: string[] = [];

beforeAll(async () => {
	echo = new WebSocketServer({ host: '127.0.0.1', port: 0 });
	echo.on('connection', (socket, request) => {
		connections.push(request.url ?? '');
		socket.on('message', (data, binary) => socket.send(binary ? data : data.toString()));
	});
	await new Promise((listening) => echo.once('listening', listening));
	browser = await sharedBrowser();
});

afterAll(async () => {
	await browser?.close();
	for (const client of echo?.clients ?? []) client.terminate();
	await new Promise((closed) => (echo ? echo.close(closed) : closed(undefined)));
});

describe('an AsyncAPI channel page in the browser', () => {
	test('a message’s examples are tabs, and its nested payload fields open', async () => {
		const context = await newContext(browser);
		try {
			const page = await freshPage(context, site.url);
			const errors = collectPageErrors(page);
			await page.goto(`${site.url}/api-reference/room`);
			const examples = page.getByRole('group', { name: 'Examples of Chat message' });
			const reply = examples.getByRole('tab', { name: 'Reply' });
			// The tab bar shows once the tabs script has set it up.
			await expect.poll(() => reply.isVisible()).toBe(true);
			expect(await examples.getByRole('tab', { name: 'Hello' }).getAttribute('aria-selected')).toBe('true');
			await reply.click();
			await expect.poll(() => reply.getAttribute('aria-selected')).toBe('true');
			const shown = examples.getByRole('tabpanel');
			await expect.poll(() => shown.textContent()).toContain('Welcome, Ada!');
			expect(await shown.textContent()).not.toContain('Hello, room!');

			const author = page.locator('#message-chatmessage-payload-author');
			const nestedId = page.locator('#message-chatmessage-payload-author-id');
			expect(await nestedId.isVisible()).toBe(false);
			await author.getByText('Show properties').click();
			await expect.poll(() => nestedId.isVisible()).toBe(true);
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	test('the WebSocket playground connects to the server a custom script names, sends the example, and shows the echo', async () => {
		const context = await newContext(browser);
		try {
			const page = await freshPage(context, site.url);
			const errors = collectPageErrors(page);
			await page.goto(`${site.url}/api-reference/room`);
			const playground = page.getByRole('region', { name: 'Try it' });
			await playground.waitFor({ state: 'visible' });
			// The connection's state, a live region (the URL's output is one too, kept quiet).
			const state = playground.locator('[data-socket-state][role="status"]');
			expect(await state.textContent()).toBe('Not connected');
			expect(await playground.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

			await playground.getByRole('combobox', { name: /^Server/ }).selectOption('local');
			const host = playground.getByRole('textbox', { name: /^host/ });
			expect(await host.inputValue()).toBe('localhost:8080');
			const { port } = echo.address() as AddressInfo;
			// As a custom script would, once it knows where the reader's server is.
			await page.evaluate((value) => {
				(
					window as unknown as { mintlify: { api: { playground: { setServerVariables(values: Record<string, string>): void } } } }
				).mintlify.api.playground.setServerVariables({
					host: value,
				});
			}, `127.0.0.1:${port}`);
			expect(await host.inputValue()).toBe(`127.0.0.1:${port}`);
			expect(await playground.getByRole('status', { name: 'URL' }).textContent()).toBe(`ws://127.0.0.1:${port}/rooms/lobby`);

			// The keyboard alone: Enter in the server's inputs connects.
			await host.press('Enter');
			await expect.poll(() => state.textContent()).toBe(`Connected to ws://127.0.0.1:${port}/rooms/lobby`);
			expect(connections.at(-1)).toBe('/rooms/lobby');

			const message = playground.getByRole('textbox', { name: 'Message to send' });
			expect(JSON.parse(await message.inputValue())).toMatchObject({ text: 'Hello, room!' });
			await playground.getByRole('button', { name: 'Send' }).click();
			const log = playground.getByRole('log', { name: 'Messages sent and received' });
			const received = log.locator('.socket-received pre');
			await received.waitFor();
			expect(JSON.parse((await received.textContent()) ?? '')).toMatchObject({ text: 'Hello, room!', author: { name: 'Ada' } });
			expect(await log.locator('.socket-sent pre').textContent()).toBe(await received.textContent());
			expect(await log.locator('.socket-received time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);

			// What the server sends is text, never markup.
			await message.fill('<img src=x onerror="window.__injected = true">');
			await playground.getByRole('button', { name: 'Send' }).click();
			await expect.poll(() => received.count()).toBe(2);
			expect(await received.nth(1).textContent()).toBe('<img src=x onerror="window.__injected = true">');
			expect(await log.locator('img').count()).toBe(0);

			await playground.getByRole('button', { name: 'Disconnect' }).click();
			await expect.poll(() => state.textContent()).toBe('Disconnected');
			expect(await playground.getByRole('button', { name: 'Connect', exact: true }).isDisabled()).toBe(false);
			expect(await playground.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	test('a channel on an MQTT server has no playground, and says it works only over WebSocket', async () => {
		const context = await newContext(browser);
		try {
			const page = await freshPage(context, site.url);
			await page.goto(`${site.url}/events/channels/accounts-created`);
			await page.getByText('The playground works only over WebSocket').waitFor();
			expect(await page.getByRole('region', { name: 'Try it' }).count()).toBe(0);
		} finally {
			await closeContext(context);
		}
	});

	for (const mode of ['light', 'dark'] as const) {
		test.each(['/api-reference/room', '/events/channels/accounts-created'])(
			`%s has no WCAG 2.1 A/AA violations (${mode})`,
			async (path) => {
				const context = await newContext(browser, { colorScheme: mode });
				try {
					const page = await freshPage(context, site.url);
					await page.goto(`${site.url}${path}`);
					expect(await axeViolations(page)).toEqual([]);
				} finally {
					await closeContext(context);
				}
			},
		);
	}
});
