import { decodeEntities, find, findAll, query, type Element } from './html.ts';

/** Readers of the generated parts of API pages, built or rendered from their model. */

/** The labels of the tabs of a tab set (the first one inside `markup`). */
export function tabLabels(markup: string): string[] {
	return findAll(find(markup, 'div', { role: 'tablist' }).outer, 'button', { role: 'tab' }).map((tab) => tab.text);
}

/** The source of a code sample, lines kept, entities decoded. */
export function codeOf(markup: string, title: string): string {
	const block = find(markup, '*', { class: 'code-block', 'data-title': title });
	return decodeEntities(find(block.outer, 'code').inner.replace(/<[^>]+>/g, ''));
}

export interface Field {
	name: string;
	location: string | undefined;
	type: string | undefined;
	labels: string[];
	required: boolean;
	defaultText: string | undefined;
	/** The whole field, nested fields included. */
	element: Element;
	/** Its description and rules, nested fields included. */
	description: string;
}

/** A field of ParamField/ResponseField look, by its id. */
export function field(markup: string, id: string): Field {
	const element = find(markup, 'div', { class: 'field', id });
	const head = find(element.outer, 'div', { class: 'field-head' }).outer;
	const pill = (name: string) => query(head, 'span', { class: name })?.text;
	return {
		name: find(head, 'span', { class: 'field-name' }).text,
		location: pill('field-location'),
		type: pill('field-type'),
		labels: findAll(head, 'span', { class: 'field-label' }).map((label) => label.text),
		required: query(head, 'span', { class: 'field-required' }) !== undefined,
		defaultText: pill('field-default'),
		element,
		description: tidy(query(element.outer, 'div', { class: 'field-description' })?.text ?? ''),
	};
}

/** Text without the spaces that markup leaves before punctuation: `"a" , "b"` -> `"a", "b"`. */
export function tidy(text: string): string {
	return text.replace(/\s+([,:])/g, '$1');
}

/** The section of an operation page under the heading with this id (`path-parameters`, `body`, ...). */
export function section(markup: string, headingId: string): Element {
	const found = findAll(markup, 'section', { class: 'api-section' }).find((candidate) => query(candidate.outer, 'h2', { id: headingId }));
	if (!found) throw new Error(`no API section headed #${headingId}`);
	return found;
}

/** How an operation offers its base URLs (`markup`: its section): a menu, the one in the endpoint, and the static list. */
export function baseUrlsOf(markup: string) {
	const list = query(markup, 'div', { class: 'api-servers' });
	return {
		menu: query(markup, 'select') !== undefined,
		inEndpoint: query(find(markup, 'div', { class: 'api-endpoint' }).outer, 'span', { class: 'api-server-url' })?.text,
		title: list ? find(list.outer, 'p', { class: 'api-servers-title' }).text : undefined,
		listed: list ? findAll(list.outer, 'li').map((item) => find(item.outer, 'code').text) : [],
		notes: list ? findAll(list.outer, 'li').map((item) => query(item.outer, 'span', { class: 'api-servers-note' })?.text ?? '') : [],
	};
}
