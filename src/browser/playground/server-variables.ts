/**
 * The inputs of a server's variables in a playground (src/components/api/ServerVariableInputs.astro):
 * one fieldset per server that has some, shown while that server is chosen, and the values custom
 * scripts set with `window.mintlify.api.playground.setServerVariables` (src/browser/head-inline.js).
 */
import { fillTemplate } from './server-url.ts';

/** Where head-inline.js keeps the values a custom script set, on `window.mintlify.api.playground`. */
const runtimeKey = Symbol.for('trellis.server-variables');
/** What head-inline.js dispatches on `document` when a custom script sets or clears them. */
const runtimeEvent = 'trellis:server-variables';

type VariableInput = HTMLInputElement | HTMLSelectElement;

/** The fieldset of a server's variables, when it has some. */
function variablesOf(root: ParentNode, server: string): HTMLFieldSetElement | undefined {
	return [...root.querySelectorAll<HTMLFieldSetElement>('[data-server-variables]')].find(
		(set) => set.dataset['serverVariables'] === server,
	);
}

/** The values of a server's variables, as chosen or typed (an empty one by its default). */
export function variableValues(root: ParentNode, server: string): Map<string, string> {
	const inputs = variablesOf(root, server)?.querySelectorAll<VariableInput>('[data-variable]') ?? [];
	return new Map([...inputs].map((input) => [input.dataset['variable'] ?? '', input.value.trim() || input.dataset['default'] || '']));
}

/** The URL of the chosen server, its `{variables}` replaced by their values; `server` itself when it has none. */
export function serverUrl(root: ParentNode, server: string): string {
	const template = variablesOf(root, server)?.dataset['template'];
	return template ? fillTemplate(template, variableValues(root, server)) : server;
}

/** Shows the variables of the chosen server, and only those. */
export function showVariablesOf(root: ParentNode, server: string): void {
	for (const set of root.querySelectorAll<HTMLFieldSetElement>('[data-server-variables]'))
		set.hidden = set.dataset['serverVariables'] !== server;
}

/** The values custom scripts set, by variable name. */
function runtimeValues(): Map<string, string> {
	const holder = (window as { mintlify?: { api?: { playground?: { [runtimeKey]?: Record<string, string> } } } }).mintlify?.api?.playground;
	return new Map(Object.entries(holder?.[runtimeKey] ?? {}));
}

/**
 * Fills the variable inputs under `root` with the values custom scripts set, now and each time
 * they set them again; a value cleared gives the input its default back. They win over what the
 * reader typed, as on Mintlify. `changed` runs after each change.
 */
export function followRuntimeVariables(root: ParentNode, changed: () => void = () => undefined): void {
	const apply = () => {
		const values = runtimeValues();
		for (const input of root.querySelectorAll<VariableInput>('[data-variable]')) {
			const name = input.dataset['variable'] ?? '';
			const value = values.get(name);
			if (value === undefined) {
				if ('runtime' in input.dataset) input.value = input.dataset['default'] ?? '';
				delete input.dataset['runtime'];
			} else if (input instanceof HTMLSelectElement && ![...input.options].some((option) => option.value === value)) {
				const allowed = [...input.options].map((option) => option.value).join(', ');
				console.warn(`setServerVariables: the server variable "${name}" is one of ${allowed}; "${value}" was left out.`);
			} else {
				input.value = value;
				input.dataset['runtime'] = '';
			}
		}
		changed();
	};
	apply();
	document.addEventListener(runtimeEvent, apply);
}
