import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageExists, pageHtml, query, stackTraceLines, stripAnsi, textOf } from './html.ts';
import { unsafeMarkdown, unsafeMarkup } from './unsafe-markup.ts';

/**
 * AsyncAPI channel pages, built for real:
 * - tests/fixtures/current-asyncapi: `api.asyncapi` as a list, a tab with `asyncapi` and no pages
 *   (an AsyncAPI 3.0 YAML file with two channels), a nested group with `{ source, directory }` (an
 *   AsyncAPI 2.6 JSON file), a page whose frontmatter names a channel, and a hidden page of a
 *   file only its frontmatter names, whose channel tries to inject markup everywhere it can;
 * - tests/fixtures/asyncapi-broken: an invalid file, a URL, a missing file, a remote `$ref`, a
 *   misspelt channel and a directory outside the folder, strict (read with LENIENT=1, without a
 *   build: tests/components/lenient-failed-page.test.ts).
 */
let site: BuildResult;
let broken: BuildResult;

beforeAll(async () => {
	site = await sharedBuild(fixtureBuilds.currentAsyncapi);
	broken = await sharedBuild(fixtureBuilds.asyncapiBroken);
});

const html = (href: string) => pageHtml(site.outDir, href);
const main = (href: string) => find(html(href), 'main').outer;
const text = (markup: string) => textOf(markup).replace(/\s+/g, ' ').trim();
const sidebarLinks = (href: string) =>
	findAll(find(html(href), 'nav', { id: 'sidebar' }).outer, 'a', { class: 'nav-link' }).map((link) => ({
		href: link.attrs.href,
		label: text(find(link.outer, 'span', { class: 'nav-label' }).inner),
		marker: query(link.outer, 'span', { class: /method-marker/ })?.inner.trim(),
	}));

describe('AsyncAPI channels (tests/fixtures/current-asyncapi)', () => {
	test('builds strictly with no problem', () => {
		expect(site.exitCode, site.stderr).toBe(0);
		expect(stripAnsi(site.stdout + site.stderr)).toContain('0 errors, 0 warnings');
	});

	test('a tab with asyncapi and nothing listed gets a page per channel, in a group named by the file, marked WS', () => {
		const sidebar = find(html('/api-reference/room'), 'nav', { id: 'sidebar' });
		expect(findAll(sidebar.outer, 'h2', { class: 'nav-group-title' }).map((title) => text(title.inner))).toEqual(['Beacon Chat']);
		expect(sidebarLinks('/api-reference/room')).toEqual([
			{ href: '/api-reference/room', label: 'Chat room', marker: 'WS' },
			{ href: '/api-reference/presence', label: 'presence', marker: 'WS' },
		]);
	});

	test('a nested group with { source, directory } lists the channels of an AsyncAPI 2.6 file after the pages beside it', () => {
		expect(sidebarLinks('/events/overview')).toEqual([
			{ href: '/events/overview', label: 'Account events', marker: undefined },
			{ href: '/events/channels/accounts-created', label: 'accounts/created', marker: 'MQTT' },
			{ href: '/events/channels/accounts-accountid-closed', label: 'accounts/{accountId}/closed', marker: 'MQTT' },
		]);
	});

	test('a page with asyncapi frontmatter takes its title and description from the channel, and keeps its own text', () => {
		const page = html('/realtime/room');
		expect(text(find(page, 'h1').inner)).toBe('Chat room');
		expect(text(find(page, 'p', { class: 'page-description' }).inner)).toBe('Messages of one chat room.');
		expect(text(main('/realtime/room'))).toContain('Join a room before you send to it');
		expect(query(page, 'section', { class: /channel-reference/ })).toBeDefined();
		expect(sidebarLinks('/realtime/room')).toContainEqual({ href: '/realtime/room', label: 'Chat room', marker: 'WS' });
	});

	test('the channel page shows the address, the description, the servers and the parameters', () => {
		const reference = find(html('/api-reference/room'), 'section', { class: /channel-reference/ });
		expect(text(find(reference.outer, 'div', { class: /channel-address/ }).inner)).toBe('WS /rooms/{roomId} channel room');
		expect(text(reference.outer)).toContain('Rooms close after an hour without messages.');
		const servers = find(reference.outer, 'ul', { class: /channel-servers/ });
		expect(text(servers.inner)).toContain('wss://chat.beacon.example/v1 production · wss');
		expect(servers.inner).toContain('<strong>live</strong>');
		expect(query(reference.outer, 'div', { id: 'channel-parameter-room-id' })).toBeDefined();
		expect(text(reference.outer)).toContain("The room's id, from the room list.");
	});

	test('operations say their action and summary, which way messages go, and link to their messages', () => {
		const reference = find(html('/api-reference/room'), 'section', { class: /channel-reference/ });
		const operations = findAll(reference.outer, 'div', { class: /channel-operation/ });
		expect(operations.map((operation) => text(find(operation.outer, 'h3').inner))).toEqual([
			'send Send a chat message',
			'receive Receive room messages',
		]);
		const links = findAll(operations[1]!.outer, 'a').map((link) => [text(link.inner), link.attrs.href]);
		expect(links).toEqual([
			['Chat message', '#message-chatmessage'],
			['Typing', '#message-typing'],
		]);
		expect(text(operations[0]!.outer)).toContain('The application sends these messages on the channel');
	});

	test('AsyncAPI 2.x publish and subscribe are shown as written, with the server URL its protocol completes', () => {
		const closed = find(html('/events/channels/accounts-accountid-closed'), 'section', { class: /channel-reference/ });
		expect(text(find(closed.outer, 'h3').inner)).toBe('publish Close an account');
		expect(text(closed.outer)).toContain('Clients publish these messages to the application');
		expect(text(closed.outer)).toContain('mqtt://mqtt.beacon.example:8883 broker · mqtt 5');
		const created = find(html('/events/channels/accounts-created'), 'section', { class: /channel-reference/ });
		expect(text(find(created.outer, 'h3').inner)).toBe('subscribe Hear about new accounts');
	});

	test('a message shows its name, content type, payload fields in the field tree, and its own example', () => {
		const message = findAll(html('/api-reference/room'), 'div', { class: /channel-message/ })[0]!;
		expect(text(find(message.outer, 'h3').inner)).toBe('Chat message');
		expect(text(message.outer)).toContain('ChatMessage');
		expect(text(message.outer)).toContain('Content type application/json');
		// The field tree of the OpenAPI pages: required fields first, nested ones behind "properties".
		const fieldIds = findAll(message.outer, 'div', { id: /^message-chatmessage-payload/ }).map((field) => field.attrs.id);
		expect(fieldIds).toEqual([
			'message-chatmessage-payload-author',
			'message-chatmessage-payload-author-id',
			'message-chatmessage-payload-author-name',
			'message-chatmessage-payload-text',
			'message-chatmessage-payload-sent-at',
		]);
		expect(text(message.outer)).toContain('length <= 2000');
		const example = find(message.outer, 'div', { class: /channel-examples/ });
		expect(text(example.inner)).toContain('Hello');
		expect(text(example.inner)).toMatch(/"text"\s*:\s*"Hello, room!"/);
	});

	test('a message without an example shows one made from its payload schema, and headers as fields', () => {
		const typing = findAll(html('/api-reference/room'), 'div', { class: /channel-message/ })[1]!;
		const example = text(find(typing.outer, 'div', { class: /channel-examples/ }).inner);
		expect(example).toContain('Example (generated from the schema)');
		// Highlighted code: a token per span, so the text has spaces around the colons.
		expect(example).toMatch(/"until"\s*:\s*"2026-01-01T12:00:00Z"/);
		const presence = find(html('/api-reference/presence'), 'div', { class: /channel-message/ });
		expect(query(presence.outer, 'div', { id: 'message-userpresence-header-x-trace-id' })).toBeDefined();
		// A component schema, by $ref: its fields, with the enum of one.
		expect(text(presence.outer)).toMatch(/One of: "online"\s*, "away"\s*, "offline"/);
	});

	test('bindings are shown as JSON: the channel’s, and a message’s', () => {
		const room = find(html('/api-reference/room'), 'section', { class: /channel-reference/ });
		expect(text(room.outer)).toMatch(/Bindings ws \{ "method"\s*:\s*"GET"\s*,\s*"bindingVersion"\s*:\s*"0\.1\.0"\s*\}/);
		const created = find(html('/events/channels/accounts-created'), 'details', { class: /channel-bindings/ });
		expect(text(created.inner)).toMatch(/"qos"\s*:\s*1/);
		expect(created.inner).not.toContain('x-parser');
	});

	test('the Markdown copy shows the channel, its operations and messages as text', () => {
		const markdown = readFileSync(join(site.outDir, 'api-reference/room.md'), 'utf8');
		expect(markdown).toContain('Channel `/rooms/{roomId}` (`room`)');
		expect(markdown).toContain('- `wss://chat.beacon.example/v1` (production, wss): The **live** chat server.');
		expect(markdown).toContain('### `receive` Receive room messages');
		expect(markdown).toContain('The application receives these messages from the channel: Chat message, Typing.');
		expect(markdown).toContain('- `text` (string, required, length \\<= 2000): The message, in Markdown.');
		expect(markdown).toContain('"text": "Hello, room!"');
		const page = readFileSync(join(site.outDir, 'realtime/room.md'), 'utf8');
		expect(page).toContain('## Messages');
		expect(page).toContain('Join a room before you send to it');
	});

	test('a channel on WebSocket servers has a playground and loads its script; one on MQTT says why it has none and loads none', () => {
		const room = find(html('/api-reference/room'), 'section', { class: /socket-playground/ });
		expect(room.attrs['data-address']).toBe('/rooms/{roomId}');
		expect(findAll(room.outer, 'option').map((option) => option.attrs['data-template'] ?? option.attrs.value)).toEqual([
			'wss://chat.beacon.example/v1',
			'ws://{host}',
			'chatMessage',
			'typing',
		]);
		expect(text(find(room.outer, 'output').inner)).toBe('wss://chat.beacon.example/v1/rooms/lobby');
		const scriptsOf = (href: string) => findAll(html(href), 'script').map((script) => script.attrs.src ?? '');
		expect(scriptsOf('/api-reference/room').some((src) => /SocketPlayground/.test(src))).toBe(true);
		const mqtt = html('/events/channels/accounts-created');
		expect(query(mqtt, 'section', { class: /socket-playground/ })).toBeUndefined();
		expect(find(mqtt, 'p', { class: /channel-playground-note/ }).inner.replace(/<[^>]*>/g, '')).toBe(
			"The playground works only over WebSocket (ws, wss): this channel's servers use mqtt.",
		);
		expect(scriptsOf('/events/channels/accounts-created').some((src) => /SocketPlayground/.test(src))).toBe(false);
	});

	test("the pages' policy lets the playground connect to the WebSocket servers, a variable host by its scheme, and never names a spec's text that is no host", () => {
		const policy = find(html('/api-reference/room'), 'meta', { 'http-equiv': 'Content-Security-Policy' }).attrs.content ?? '';
		const connect = /connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
		expect(connect).toEqual(["'self'", 'ws:', 'wss://chat.beacon.example']);
	});

	test('llms.txt lists the channel pages, and llms-full.txt holds their reference', () => {
		const llms = readFileSync(join(site.outDir, 'llms.txt'), 'utf8');
		expect(llms).toContain('## Beacon Chat\n\n- [Chat room](/api-reference/room.md): Messages of one chat room.');
		expect(llms).toContain('- [accounts/created](/events/channels/accounts-created.md): An account was opened.');
		const full = readFileSync(join(site.outDir, 'llms-full.txt'), 'utf8');
		expect(full).toContain('Channel `accounts/created`');
	});
});

describe('a hostile AsyncAPI file (tests/fixtures/current-asyncapi/specs/hostile.yaml)', () => {
	const headScript = readFileSync(join(projectRoot, 'src/browser/head-inline.js'), 'utf8');

	test('its page holds no script but the site’s own, no event handler and no javascript: URL', () => {
		const page = html('/realtime/hostile');
		expect(query(page, 'section', { class: /channel-reference/ }), 'the page shows the channel').toBeDefined();
		expect(unsafeMarkup(page, { srcPrefix: '/_astro/', inline: [headScript] })).toEqual([]);
	});

	test('its text is shown as written, and its Markdown keeps the formatting without the link', () => {
		const reference = find(html('/realtime/hostile'), 'section', { class: /channel-reference/ });
		expect(text(find(reference.outer, 'code', { class: /channel-path/ }).inner)).toBe("/alerts/<img src=x onerror=alert('address')>");
		expect(text(find(reference.outer, 'h3', { id: 'message-alert' }).inner)).toBe("<b onmouseover=alert('name')>Alert</b>");
		expect(text(find(reference.outer, 'ul', { class: /channel-servers/ }).inner)).toContain(
			`ws://evil.example"><script>alert('host')</script>`,
		);
		expect(find(reference.outer, 'div', { class: 'api-description' }).inner).toContain('<a>this</a>');
	});

	test('its Markdown copy holds no raw HTML and no such link', () => {
		const markdown = readFileSync(join(site.outDir, 'realtime/hostile.md'), 'utf8');
		expect(markdown).toContain("### \\<b onmouseover=alert('name')>Alert\\</b>");
		expect(unsafeMarkdown(markdown)).toEqual([]);
	});
});

describe('broken AsyncAPI docs (tests/fixtures/asyncapi-broken)', () => {
	const output = (build: BuildResult) => stripAnsi(`${build.stdout}\n${build.stderr}`);
	const lineOf = (build: BuildResult, pattern: RegExp) => {
		const lines = output(build).split('\n');
		const index = lines.findIndex((line) => pattern.test(line));
		if (index < 0) throw new Error(`no line matching ${pattern} in the build output:\n${output(build)}`);
		return { line: lines[index]!.trimEnd(), next: lines[index + 1]?.trimEnd() };
	};

	test('the strict build stops, lists the six problems in one run, writes no site and prints no stack trace', () => {
		expect(broken.exitCode).not.toBe(0);
		expect(output(broken)).toContain('6 errors, 0 warnings');
		expect(stackTraceLines(output(broken))).toEqual([]);
		expect(pageExists(broken.outDir, '/room')).toBe(false);
	});

	test('an invalid file names its line and column, the JSON path and what the validator expected', () => {
		const { line, next } = lineOf(broken, /specs\/invalid\.yaml/);
		expect(next).toBe('  fix: use one of the values listed');
		expect(line).toBe(
			'error: tests/fixtures/asyncapi-broken/specs/invalid.yaml:11:17 channels.lobby.messages.hello.payload.type: invalid AsyncAPI: "type" property must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string". Did you mean "object"?',
		);
	});

	test('a URL is refused without the network, at the place of docs.json that names it', () => {
		const { line, next } = lineOf(broken, /specs\.example\.com/);
		expect(line).toBe(
			'error: tests/fixtures/asyncapi-broken/docs.json:6:40 api.asyncapi[1]: "https://specs.example.com/asyncapi.yaml": AsyncAPI files are read from the docs folder only, not fetched from a URL',
		);
		expect(next).toMatch(/^ {2}fix: save the file in the docs folder/);
	});

	test('a missing file and a remote $ref are errors with a fix', () => {
		expect(lineOf(broken, /missing\.yaml/).line).toBe(
			'error: tests/fixtures/asyncapi-broken/docs.json:6:83 api.asyncapi[2]: "specs/missing.yaml": the AsyncAPI file does not exist',
		);
		const remote = lineOf(broken, /remote-ref\.yaml/);
		expect(remote.line).toBe(
			'error: tests/fixtures/asyncapi-broken/specs/remote-ref.yaml:11:17 $ref "https://schemas.example.com/user.json" leads to another site: AsyncAPI files are read without the network',
		);
		expect(remote.next).toMatch(/^ {2}fix: /);
	});

	test('a misspelt channel names the page, its line and the closest channel', () => {
		const { line, next } = lineOf(broken, /room\.mdx/);
		expect(line).toBe('error: tests/fixtures/asyncapi-broken/room.mdx:4 asyncapi: no channel "roon" in specs/good.yaml');
		expect(next).toBe('  fix: did you mean "room"?');
	});

	test('a directory outside the docs folder is refused where the config names it', () => {
		expect(lineOf(broken, /outside/).line).toBe(
			'error: tests/fixtures/asyncapi-broken/docs.json:11:74 navigation.groups[1].asyncapi.directory: "directory": "../outside" is not a folder inside the docs',
		);
	});
});
