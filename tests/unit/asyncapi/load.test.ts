import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAsyncApis } from '../../../src/asyncapi/load.ts';

/** The fixture's AsyncAPI 3.0 YAML and 2.6 JSON files, and files written here for the other cases. */
const fixture = fileURLToPath(new URL('../../fixtures/current-asyncapi/', import.meta.url));
let folder: string;

beforeAll(() => {
	folder = mkdtempSync(join(tmpdir(), 'trellis-asyncapi-'));
	const files: Record<string, string> = {
		// AsyncAPI 2.6 in YAML, with no servers: the marker says which way messages go.
		'v2.yaml': [
			'asyncapi: 2.6.0',
			'info: { title: Two, version: "1" }',
			'channels:',
			'  orders:',
			'    publish:',
			'      message:',
			'        payload: { type: string }',
		].join('\n'),
		// AsyncAPI 3.0 in JSON.
		'v3.json': JSON.stringify({
			asyncapi: '3.0.0',
			info: { title: 'Three', version: '1' },
			channels: { ticks: { address: 'ticks', messages: { tick: { payload: { type: 'integer' } } } } },
			operations: { onTick: { action: 'send', channel: { $ref: '#/channels/ticks' } } },
		}),
		'syntax.yaml': ['asyncapi: 3.0.0', 'info:', '  title: [unclosed', '  version: 1.0.0'].join('\n'),
		'version.yaml': ['asyncapi: 1.2.0', 'info: { title: Old, version: "1" }', 'topics: {}'].join('\n'),
	};
	for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The AsyncAPI parser takes about half a second a file, and its first use loads the whole parser:
// on a loaded machine that goes past the 5 s a unit test is given by default.
describe('reading AsyncAPI files', { timeout: 60_000 }, () => {
	it('reads 3.0 YAML and 2.6 JSON: their titles and channels, in order, and a channel named twice once', async () => {
		const { specs, problems } = await loadAsyncApis(['specs/chat.yaml', '/specs/events.json', './specs/chat.yaml'], fixture);
		expect(problems).toEqual([]);
		expect(specs.map((spec) => [spec.source, spec.title, spec.channels.map((channel) => channel.id)])).toEqual([
			['specs/chat.yaml', 'Beacon Chat', ['room', 'presence']],
			['/specs/events.json', 'Beacon Account Events', ['accounts/created', 'accounts/{accountId}/closed']],
		]);
		const room = specs[0]!.channels[0]!;
		expect(room.operations.map((operation) => [operation.action, operation.messageIds])).toEqual([
			['send', ['chatMessage']],
			['receive', ['chatMessage', 'typing']],
		]);
		expect(room.marker).toBe('WS');
		expect(specs[1]!.channels[0]!.marker).toBe('MQTT');
	});

	it('reads 2.x YAML and 3.0 JSON too; without servers the marker says which way messages go', async () => {
		const { specs, problems } = await loadAsyncApis(['v2.yaml', 'v3.json'], folder);
		expect(problems).toEqual([]);
		const [two, three] = specs.map((spec) => spec.channels[0]!);
		expect([two!.operations[0]!.action, two!.marker]).toEqual(['publish', 'PUB']);
		expect([three!.operations[0]!.action, three!.marker, three!.messages[0]!.payload!.types]).toEqual(['send', 'SUB', ['integer']]);
		// The parser's own keys stay out of what the pages show.
		expect(JSON.stringify(specs)).not.toContain('x-parser');
	});

	it('reports a syntax error (alone) and an unknown version at their line, and reads no document', async () => {
		const { specs, problems } = await loadAsyncApis(['syntax.yaml', 'version.yaml'], folder);
		expect(specs).toEqual([]);
		const syntax = problems.filter((problem) => problem.file.endsWith('syntax.yaml'));
		expect(syntax.some((problem) => problem.severity === 'error' && problem.line === 4)).toBe(true);
		// Only the syntax: not what the validator makes of the broken text.
		expect(syntax.every((problem) => problem.message.startsWith('invalid YAML: '))).toBe(true);
		const version = problems.filter((problem) => problem.file.endsWith('version.yaml'));
		expect(version.length).toBeGreaterThan(0);
		expect(version.every((problem) => problem.severity === 'error' && problem.line === 1)).toBe(true);
		expect(version[0]!.message).toContain('invalid AsyncAPI');
	});

	it('refuses a URL without fetching it, and says a file is missing', async () => {
		const { specs, problems } = await loadAsyncApis(['https://127.0.0.1:9/asyncapi.yaml', 'nowhere.yaml'], folder);
		expect(specs).toEqual([]);
		expect(problems.map((problem) => [problem.severity, problem.message])).toEqual([
			['error', 'AsyncAPI files are read from the docs folder only, not fetched from a URL'],
			['error', 'the AsyncAPI file does not exist'],
		]);
	});

	it('reads no file outside the docs folder: named, referred to, or referred to by a file it refers to', async () => {
		const root = mkdtempSync(join(tmpdir(), 'trellis-asyncapi-confined-'));
		try {
			mkdirSync(join(root, 'docs/schemas'), { recursive: true });
			writeFileSync(join(root, 'secret.yaml'), 'type: object\ndescription: SECRET-SCHEMA\n');
			const spec = (ref: string) =>
				['asyncapi: 3.0.0', 'info: { title: Events, version: "1" }', 'components:', '  schemas:', '    leak:', `      $ref: '${ref}'`].join(
					'\n',
				);
			writeFileSync(join(root, 'docs/direct.yaml'), spec('../secret.yaml'));
			writeFileSync(join(root, 'docs/nested.yaml'), spec('./schemas/hop.yaml'));
			writeFileSync(join(root, 'docs/schemas/hop.yaml'), "$ref: '../../secret.yaml'\n");
			writeFileSync(join(root, 'docs/absolute.yaml'), spec(`${root}/secret.yaml`));
			const { specs, problems } = await loadAsyncApis(
				['direct.yaml', 'nested.yaml', 'absolute.yaml', '../secret.yaml'],
				join(root, 'docs'),
			);
			expect(problems.map((problem) => [problem.file.replace(root, ''), problem.line, problem.message])).toEqual([
				['/docs/direct.yaml', 6, '$ref "../secret.yaml" is outside the docs folder: not read'],
				['/docs/absolute.yaml', 6, `$ref "${root}/secret.yaml" is outside the docs folder: not read`],
				['/secret.yaml', undefined, 'the AsyncAPI file is outside the docs folder: not read'],
				['/secret.yaml', undefined, 'a $ref of an AsyncAPI file leads to this file, outside the docs folder: not read'],
			]);
			expect(JSON.stringify({ specs, problems })).not.toContain('SECRET-SCHEMA');
		} finally {
			rmSync(root, { recursive: true, force: true });
		}
	});
});
