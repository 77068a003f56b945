import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../../src/openapi/entries.ts';
import { operationPagePath, unusedPath, urlPart } from '../../../src/openapi/page-urls.ts';

/** The URLs of generated API pages, as Mintlify's page "Endpoint URLs" says it builds them. */

const entry = (
	operation: ApiEntry['operation'],
	method: ApiEntry['method'] = 'GET',
	path = '/users/{id}/posts',
	kind: ApiEntry['kind'] = 'operation',
) => ({ kind, method, path, operation }) as ApiEntry;

describe('the URL of a generated API page', () => {
	it('is the directory, the first tag and the summary', () => {
		expect(operationPagePath('api-reference', entry({ summary: 'Get user', tags: ['users', 'admin'], operationId: 'getUser' }))).toBe(
			'api-reference/users/get-user',
		);
		expect(operationPagePath('API-Reference', entry({ summary: 'Get user' }))).toBe('api-reference/get-user');
	});

	it("a summary or a tag: spaces as hyphens, { } ( ) , . ' / left out, other letters kept", () => {
		expect(urlPart('Search & list entities')).toBe('search-&-list-entities');
		expect(urlPart("Create a plant (v2.1), it's new")).toBe('create-a-plant-v21-its-new');
		expect(urlPart('Tree care')).toBe('tree-care');
		expect(urlPart('Lister les plantes: été')).toBe('lister-les-plantes:-été');
		expect(urlPart('植物を作成')).toBe('植物を作成');
		// What a path cannot hold unescaped is left out.
		expect(urlPart('What is new? #1 "100%"')).toBe('what-is-new-1-100');
	});

	it('without a summary: the method and the path without its parameters; a webhook by its name', () => {
		expect(operationPagePath('api-reference', entry({ tags: ['posts'] }))).toBe('api-reference/posts/get-users-posts');
		expect(operationPagePath('api', entry({}, 'POST', 'plant.sold', 'webhook'))).toBe('api/webhook-plantsold');
	});

	it('a later page of the same URL is numbered from 1', () => {
		expect(unusedPath('api/a', new Set())).toBe('api/a');
		expect(unusedPath('api/a', new Set(['api/a', 'api/a-1']))).toBe('api/a-2');
	});
});
