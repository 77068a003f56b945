import { describe, expect, it } from 'vitest';
import { cookieReaches, credentialsOf } from '../../../src/browser/playground/credentials.ts';
import {
	encodingOf,
	multipartBody,
	startValue,
	urlencodedPairs,
	variantIndexOf,
	type FormNode,
} from '../../../src/browser/playground/form-node.ts';

const variants: Extract<FormNode, { kind: 'variants' }> = {
	kind: 'variants',
	discriminator: 'kind',
	options: [
		{ title: 'Seed', node: { kind: 'object', properties: [{ name: 'kind', required: true, node: { kind: 'enum', values: ['seed'] } }] } },
		{
			title: 'Graft',
			node: {
				kind: 'object',
				properties: [
					{ name: 'kind', required: true, node: { kind: 'enum', values: ['graft'] } },
					{ name: 'rootstock', required: true, node: { kind: 'string', initial: 'M9' } },
				],
			},
		},
		{ title: 'Count', node: { kind: 'number', integer: true } },
	],
};

describe('the form model in the page', () => {
	it('a field added starts with its required choices and the values it has', () => {
		expect(startValue(variants.options[1]!.node)).toEqual({ kind: 'graft', rootstock: 'M9' });
		expect(startValue(variants)).toEqual({ kind: 'seed' });
		expect(startValue({ kind: 'array', items: { kind: 'string' } })).toEqual([]);
	});

	it('JSON typed in the raw view shows as its variant: by discriminator, else by fit', () => {
		expect(variantIndexOf(variants, { kind: 'graft' })).toBe(1);
		expect(variantIndexOf(variants, 4)).toBe(2);
		expect(variantIndexOf(variants, 'nothing')).toBe(0);
	});

	it('urlencoded: arrays repeat their name, objects explode; multipart: files, repeated parts, JSON parts', async () => {
		expect(urlencodedPairs({ a: 'x y', n: 2, list: [1, 2], inner: { b: true } })).toEqual([
			['a', 'x y'],
			['n', '2'],
			['list', '1'],
			['list', '2'],
			['b', 'true'],
		]);
		const data = multipartBody({ photo: new File(['png'], 'leaf.png', { type: 'image/png' }), tags: ['a', 'b'], meta: { c: 1 } });
		expect((data.get('photo') as File).name).toBe('leaf.png');
		expect(data.getAll('tags')).toEqual(['a', 'b']);
		expect(await (data.get('meta') as Blob).text()).toBe('{"c":1}');
		expect(
			['application/vnd.api+json', 'multipart/form-data', 'application/x-www-form-urlencoded', 'application/pdf', 'text/csv'].map(
				encodingOf,
			),
		).toEqual(['json', 'multipart', 'urlencoded', 'binary', 'text']);
	});

	it('credentials of a way: all its schemes together, each where it goes; empty ones send nothing', () => {
		expect(
			credentialsOf([
				{ kind: 'apiKey', query: 'key', value: 'k1' },
				{ kind: 'apiKey', cookie: 'sid', value: 's1' },
				{ kind: 'bearer', header: 'Authorization', prefix: 'Bearer', value: 'tok' },
				{ kind: 'apiKey', header: 'X-Key', value: '' },
			]),
		).toEqual({ headers: { Authorization: 'Bearer tok' }, query: [['key', 'k1']], cookies: [['sid', 's1']] });
		expect(credentialsOf([{ kind: 'basic', value: '', username: 'ada', password: 'pä' }]).headers).toEqual({
			Authorization: `Basic ${Buffer.from('ada:pä').toString('base64')}`,
		});
		expect(credentialsOf([{ kind: 'bearer', prefix: 'Bearer', value: 'bearer abc' }]).headers).toEqual({ Authorization: 'bearer abc' });
		expect([cookieReaches('https://docs.example/api', 'docs.example'), cookieReaches('https://api.example', 'docs.example')]).toEqual([
			true,
			false,
		]);
	});
});
