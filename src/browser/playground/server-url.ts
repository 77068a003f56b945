/**
 * The URLs the playgrounds send to, from what the reader chose: pure, so that the API playground,
 * the WebSocket one and their tests read them alike.
 */

/** A URL template with its `{variables}` replaced by their values; one without a value stays as written. */
export function fillTemplate(template: string, values: ReadonlyMap<string, string>): string {
	return template.replace(/\{([^}]+)\}/g, (whole, name: string) => values.get(name) || whole);
}

/**
 * Where a WebSocket playground connects: the server's URL (its variables filled), then the
 * channel's address (its parameters filled, encoded as a path's parts are). AsyncAPI 2.x writes
 * an address without its leading slash (`rooms/{id}`); a server's trailing slash is not doubled.
 */
export function socketUrl(
	server: string,
	address: string,
	variables: ReadonlyMap<string, string>,
	parameters: ReadonlyMap<string, string>,
): string {
	const base = fillTemplate(server, variables);
	if (address === '') return base;
	const encoded = new Map([...parameters].map(([name, value]) => [name, encodeURIComponent(value)]));
	const path = fillTemplate(address, encoded);
	return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
