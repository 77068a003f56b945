/**
 * The request body of the playground, drawn from the form model the build wrote into the page
 * (./form-node.ts): a field per property, arrays that grow and shrink, a choice of variant, files;
 * for a JSON body, a raw JSON view beside the form, each showing what the other holds. Loaded only
 * on pages whose playground sends a body.
 */
import {
	inputText,
	multipartBody,
	startValue,
	urlencodedPairs,
	variantIndexOf,
	type BodyEncoding,
	type FormNode,
	type PlaygroundBody,
} from './form-node.ts';

/** A drawn field: its element, and the value it holds now (undefined: left out). */
interface Control {
	element: HTMLElement;
	read(): unknown;
}

let nextId = 0;
const uniqueId = (prefix: string) => `${prefix}-${++nextId}`;

function make<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	attributes: Record<string, string> = {},
	text?: string,
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
	if (text !== undefined) node.textContent = text;
	return node;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's label: its name, and what it is in small type. */
function labelFor(name: string, node: FormNode, required: boolean, forId?: string): HTMLElement {
	const label = make(forId ? 'label' : 'span', forId ? { for: forId } : {}, `${name} `);
	const kind = node.kind === 'number' && node.integer ? 'integer' : node.kind === 'enum' ? 'choice' : node.kind;
	label.append(make('small', {}, `(${[node.hint ?? kind, required ? 'required' : ''].filter(Boolean).join(', ')})`));
	return label;
}

/** A field of a scalar kind: text, number, a choice, a file. */
function scalarControl(name: string, node: FormNode, required: boolean, value: unknown): Control {
	const id = uniqueId('body-field');
	const wrapper = make('div', { class: 'playground-field' });
	wrapper.append(labelFor(name, node, required, id));
	if (node.kind === 'enum' || node.kind === 'boolean') {
		const values = node.kind === 'enum' ? node.values : [true, false];
		const select = make('select', { id });
		if (!required || value === undefined) select.append(make('option', { value: '' }, '(none)'));
		values.forEach((choice, index) => {
			const option = make('option', { value: String(index) }, inputText(choice) || 'null');
			option.selected = choice === value;
			select.append(option);
		});
		wrapper.append(select);
		return { element: wrapper, read: () => (select.value === '' ? undefined : values[Number(select.value)]) };
	}
	if (node.kind === 'file') {
		const input = make('input', { id, type: 'file', ...(node.accept ? { accept: node.accept } : {}) });
		input.required = required;
		wrapper.append(input);
		return { element: wrapper, read: () => input.files?.[0] };
	}
	if (node.kind === 'json') {
		const area = make('textarea', { id, rows: '3', spellcheck: 'false' });
		area.value = value === undefined ? '' : JSON.stringify(value, null, 2);
		wrapper.append(area);
		return {
			element: wrapper,
			read: () => {
				if (area.value.trim() === '') return undefined;
				try {
					return JSON.parse(area.value) as unknown;
				} catch {
					return area.value; // Not JSON: sent as typed, for the server to answer.
				}
			},
		};
	}
	const number = node.kind === 'number';
	const input = make('input', { id, spellcheck: 'false', ...(number ? { inputmode: node.integer ? 'numeric' : 'decimal' } : {}) });
	input.value = inputText(value);
	input.required = required;
	wrapper.append(input);
	return {
		element: wrapper,
		read: () => {
			if (input.value === '') return undefined;
			return number && Number.isFinite(Number(input.value)) ? Number(input.value) : input.value;
		},
	};
}

function group(name: string, node: FormNode, required: boolean): { set: HTMLFieldSetElement; body: HTMLElement } {
	const set = make('fieldset', { class: 'playground-group' });
	const legend = make('legend');
	legend.append(labelFor(name, node, required));
	set.append(legend);
	return { set, body: set };
}

function objectControl(
	name: string,
	node: Extract<FormNode, { kind: 'object' }>,
	required: boolean,
	value: unknown,
	root: boolean,
): Control {
	const current = isRecord(value) ? value : {};
	const { set } = root ? { set: make('div', { class: 'playground-object' }) } : group(name, node, required);
	const fields = node.properties.map((property) => {
		const control = controlFor(property.name, property.node, property.required, current[property.name]);
		set.append(control.element);
		return [property.name, control] as const;
	});
	return {
		element: set,
		read: () => {
			const result: Record<string, unknown> = {};
			for (const [key, control] of fields) {
				const read = control.read();
				if (read !== undefined) result[key] = read;
			}
			return Object.keys(result).length === 0 && !required ? undefined : result;
		},
	};
}

function arrayControl(name: string, node: Extract<FormNode, { kind: 'array' }>, required: boolean, value: unknown): Control {
	const { set } = group(name, node, required);
	const list = make('ol', { class: 'playground-items' });
	const add = make('button', { type: 'button', class: 'playground-add' }, `Add ${name} item`);
	set.append(list, add);
	const items: Control[] = [];
	const append = (itemValue: unknown) => {
		const entry = make('li');
		const control = controlFor(`${name} item`, node.items, true, itemValue);
		const remove = make('button', { type: 'button', class: 'playground-remove' }, `Remove ${name} item`);
		remove.addEventListener('click', () => {
			items.splice(items.indexOf(control), 1);
			entry.remove();
			set.dispatchEvent(new Event('input', { bubbles: true }));
		});
		entry.append(control.element, remove);
		list.append(entry);
		items.push(control);
	};
	for (const item of Array.isArray(value) ? value : []) append(item);
	add.addEventListener('click', () => {
		append(startValue(node.items));
		set.dispatchEvent(new Event('input', { bubbles: true }));
	});
	return {
		element: set,
		read: () => {
			const values = items.map((item) => item.read()).filter((item) => item !== undefined);
			return values.length === 0 && !required ? undefined : values;
		},
	};
}

function variantsControl(name: string, node: Extract<FormNode, { kind: 'variants' }>, required: boolean, value: unknown): Control {
	const { set } = group(name, node, required);
	const id = uniqueId('body-variant');
	const chooser = make('div', { class: 'playground-field' });
	const select = make('select', { id, 'data-variant': name });
	node.options.forEach((option, index) => select.append(make('option', { value: String(index) }, option.title)));
	chooser.append(make('label', { for: id }, 'Variant'), select);
	set.append(chooser);
	let control: Control | undefined;
	const show = (index: number, variantValue: unknown) => {
		const option = node.options[index];
		if (!option) return;
		const next = controlFor(name, option.node, required, variantValue, true);
		if (control) control.element.replaceWith(next.element);
		else set.append(next.element);
		control = next;
	};
	const chosen = value === undefined ? 0 : variantIndexOf(node, value);
	select.value = String(chosen);
	show(chosen, value ?? startValue(node.options[chosen]?.node ?? { kind: 'json' }));
	select.addEventListener('change', () => {
		const index = Number(select.value);
		show(index, startValue(node.options[index]?.node ?? { kind: 'json' }));
	});
	return { element: set, read: () => control?.read() };
}

/** The drawn field of a form node with its value; `flat`: an object's fields without a box of their own (the body, a variant). */
function controlFor(name: string, node: FormNode, required: boolean, value: unknown, flat = false): Control {
	switch (node.kind) {
		case 'object':
			return objectControl(name, node, required, value, flat);
		case 'array':
			if (node.items.kind === 'file') return fileListControl(name, node, required);
			return arrayControl(name, node, required, value);
		case 'variants':
			return variantsControl(name, node, required, value);
		default:
			return scalarControl(name, node, required, value);
	}
}

/** An array of files: one input that takes several. */
function fileListControl(name: string, node: FormNode, required: boolean): Control {
	const id = uniqueId('body-field');
	const wrapper = make('div', { class: 'playground-field' });
	const input = make('input', { id, type: 'file', multiple: '' });
	input.required = required;
	wrapper.append(labelFor(name, node, required, id), input);
	return { element: wrapper, read: () => (input.files && input.files.length > 0 ? [...input.files] : undefined) };
}

/** What the body section gives the playground when it sends: the body and its Content-Type, or nothing. */
export interface BodyEditor {
	request(): RequestBody;
}

/** A request's body and its Content-Type (none for multipart: the browser writes it, with its boundary). */
interface RequestBody {
	body?: BodyInit;
	type?: string;
}

/** The body to send of what the form holds: text (JSON, text), a value to encode (multipart, urlencoded), a file (binary). */
function requestBodyOf(chosen: { encoding: BodyEncoding; value: unknown } | undefined, type: string): RequestBody {
	if (!chosen || chosen.value === undefined) return {};
	switch (chosen.encoding) {
		case 'multipart':
			return { body: multipartBody(chosen.value) };
		case 'urlencoded':
			return { body: new URLSearchParams(urlencodedPairs(chosen.value)).toString(), type };
		case 'binary':
			return chosen.value instanceof Blob ? { body: chosen.value, type } : {};
		default:
			return typeof chosen.value === 'string' && chosen.value.trim() !== '' ? { body: chosen.value, type } : {};
	}
}

/** Draws the body section into `root` from the bodies the build described; the first is shown first. */
export function drawBodyEditor(root: HTMLElement, bodies: readonly PlaygroundBody[], label: string): BodyEditor {
	let current: (() => { encoding: BodyEncoding; value: unknown } | undefined) | undefined;
	let chosen = bodies[0];
	const panel = make('div', { class: 'playground-body-panel' });
	if (bodies.length > 1) {
		const id = uniqueId('body-media');
		const chooser = make('div', { class: 'playground-field' });
		const select = make('select', { id, name: 'media-type' });
		bodies.forEach((body, index) => select.append(make('option', { value: String(index) }, body.mediaType)));
		chooser.append(make('label', { for: id }, 'Content type'), select);
		root.append(chooser);
		select.addEventListener('change', () => {
			chosen = bodies[Number(select.value)];
			if (chosen) current = drawBody(panel, chosen, label);
		});
	}
	root.append(panel);
	if (chosen) current = drawBody(panel, chosen, label);
	return { request: () => requestBodyOf(current?.(), chosen?.mediaType ?? 'application/json') };
}

function drawBody(
	panel: HTMLElement,
	body: PlaygroundBody,
	label: string,
): () => { encoding: PlaygroundBody['encoding']; value: unknown } | undefined {
	panel.replaceChildren();
	const { encoding } = body;
	if (encoding === 'binary') {
		const control = scalarControl(`${label} (${body.mediaType})`, { kind: 'file', accept: body.mediaType }, false, undefined);
		control.element.querySelector('input')?.setAttribute('name', 'body-file');
		panel.append(control.element);
		return () => ({ encoding, value: control.read() });
	}
	if (encoding === 'text' || !body.form) {
		const area = rawArea(label, body.mediaType, typeof body.initial === 'string' ? body.initial : inputText(body.initial));
		panel.append(area.wrapper);
		return () => ({ encoding, value: area.text.value });
	}
	const form = body.form;
	let control = controlFor(label, form, true, body.initial ?? startValue(form), true);
	const formView = make('div', { class: 'playground-body-form' });
	formView.append(control.element);
	if (encoding !== 'json') {
		panel.append(formView);
		return () => ({ encoding, value: control.read() });
	}
	// JSON: the form, and the raw JSON beside it; switching shows the other's value.
	const raw = rawArea(label, body.mediaType, JSON.stringify(control.read() ?? {}, null, 2));
	raw.wrapper.hidden = true;
	const switcher = make('div', { class: 'playground-view', role: 'group', 'aria-label': `${label} view` });
	const formButton = make('button', { type: 'button', 'aria-pressed': 'true' }, 'Form');
	const jsonButton = make('button', { type: 'button', 'aria-pressed': 'false' }, 'JSON');
	switcher.append(formButton, jsonButton);
	panel.append(switcher, formView, raw.wrapper);
	const syncText = () => (raw.text.value = JSON.stringify(control.read() ?? {}, null, 2));
	formView.addEventListener('input', syncText);
	formView.addEventListener('change', syncText);
	formView.addEventListener('click', (event) => {
		if (event.target instanceof HTMLButtonElement) syncText();
	});
	const showForm = (asForm: boolean) => {
		if (asForm && !raw.wrapper.hidden) {
			try {
				const next = controlFor(label, form, true, JSON.parse(raw.text.value) as unknown, true);
				control.element.replaceWith(next.element);
				control = next;
			} catch {
				raw.note.textContent = 'This is not JSON: fix it to see it as a form, or send it as it is.';
				return;
			}
		}
		raw.note.textContent = '';
		formView.hidden = !asForm;
		raw.wrapper.hidden = asForm;
		formButton.setAttribute('aria-pressed', String(asForm));
		jsonButton.setAttribute('aria-pressed', String(!asForm));
	};
	formButton.addEventListener('click', () => showForm(true));
	jsonButton.addEventListener('click', () => showForm(false));
	return () => ({ encoding, value: formView.hidden ? raw.text.value : JSON.stringify(control.read() ?? {}) });
}

function rawArea(label: string, mediaType: string, text: string): { wrapper: HTMLElement; text: HTMLTextAreaElement; note: HTMLElement } {
	const id = uniqueId('body-raw');
	const wrapper = make('div', { class: 'playground-field' });
	const area = make('textarea', { id, name: 'body', spellcheck: 'false', rows: String(Math.min(16, text.split('\n').length + 1)) });
	area.value = text;
	const note = make('p', { class: 'playground-note', 'aria-live': 'polite' });
	wrapper.append(make('label', { for: id }, `${label} (${mediaType})`), area, note);
	return { wrapper, text: area, note };
}
