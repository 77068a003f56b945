import { describe, expect, test } from 'vitest';
import FieldTree from '../../src/components/api/FieldTree.astro';
import { schemaToField } from '../../src/openapi/schema-model.ts';
import { find, findAll } from '../build/html.ts';
import { renderComponent } from './render.ts';

/** The fields of an API page, rendered from the schema model: what a reader sees of each. */

describe('FieldTree', () => {
	test("shows x-mint.pre pills before a field's name; after its type the built-in pills, then api.params.post's, then x-mint.post", async () => {
		const schema = {
			type: 'object',
			properties: {
				email: {
					type: 'string',
					format: 'email',
					readOnly: true,
					nullable: true,
					'x-internal': 'admin',
					'x-mint': { pre: ['PII'], post: ['indexed'] },
				},
			},
		};
		const body = schemaToField('body', schema, false, { maintainOrder: false, pillKeys: ['nullable', 'x-internal'] });
		const html = await renderComponent(FieldTree, { props: { fields: body.children, idPrefix: 'body' }, page: {} });
		const head = find(html, 'div', { class: 'field-head' }).inner;
		const pills = findAll(head, 'span', { class: /\bfield-pill\b/ }).map((pill) => pill.text);
		expect(pills).toEqual(['PII', 'string | null', 'email', 'read-only', 'nullable', 'admin', 'indexed']);
		expect(head.indexOf('>PII<')).toBeLessThan(head.indexOf('class="field-name"'));
		expect(head.indexOf('class="field-name"')).toBeLessThan(head.indexOf('>indexed<'));
	});

	test('a field cut where its schema repeats keeps its own description and says which schema it repeats', async () => {
		const bed: Record<string, unknown> = { type: 'object', title: 'Bed', properties: { name: { type: 'string' } } };
		(bed.properties as Record<string, unknown>).children = { type: 'array', description: 'Beds inside this one.', items: bed };
		const root = schemaToField('bed', bed, false, { maintainOrder: true });
		const html = await renderComponent(FieldTree, { props: { fields: root.children, idPrefix: 'body' }, page: {} });
		const children = find(html, 'div', { id: 'body-children' });
		expect(find(children.inner, 'div', { class: 'field-description' }).text).toContain('Beds inside this one.');
		expect(find(children.inner, 'p', { class: /\bfield-recursive\b/ }).text).toBe('Recursive: the same fields as Bed above.');
	});
});
