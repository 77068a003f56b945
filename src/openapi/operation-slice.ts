/**
 * The part of an OpenAPI file one operation needs: the file's `openapi` (or `swagger`), `info`,
 * `servers` and `security`, the operation alone under its path (or webhook), and what it refers
 * to at any depth (`#/components/...`, or Swagger 2's `#/definitions/...`), with the security
 * schemes it uses. Agents read it in the Markdown copy of the operation's page (the current
 * format's `markdown.schema`), as a complete, small OpenAPI file.
 */
export function operationSlice(
	document: Record<string, unknown>,
	operation: { method: string; path: string; webhook: boolean },
): Record<string, unknown> | undefined {
	const container = asRecord(document[operation.webhook ? 'webhooks' : 'paths']);
	const pathItem = asRecord(container?.[operation.path]);
	const method = operation.method.toLowerCase();
	const found = pathItem?.[method];
	if (found === undefined) return undefined;
	// Parameters shared by every method of the path belong to this one too.
	const shared = pathItem?.['parameters'];
	const item = { ...(shared !== undefined ? { parameters: shared } : {}), [method]: found };
	const used = referredPlaces(document, item);
	const schemes = document['swagger'] === undefined ? ['components', 'securitySchemes'] : ['securityDefinitions'];
	for (const name of securitySchemeNames([document['security'], asRecord(found)?.['security']])) {
		used.add(JSON.stringify([...schemes, name]));
	}
	const slice: Record<string, unknown> = {};
	for (const key of ['openapi', 'swagger', 'info', 'host', 'basePath', 'schemes', 'servers', 'security'] as const) {
		if (document[key] !== undefined) slice[key] = document[key];
	}
	slice[operation.webhook ? 'webhooks' : 'paths'] = { [operation.path]: item };
	return { ...slice, ...keptPlaces(document, used) };
}

/** Where a reference such as `#/components/schemas/Bed` points: its segments, when it points inside the file. */
function referenceSegments(reference: string): string[] | undefined {
	if (!reference.startsWith('#/')) return undefined;
	return reference.slice(2).split('/').map(decodePointer);
}

/** The places `value` refers to, and those they refer to in turn, as JSON lists of segments. */
function referredPlaces(document: Record<string, unknown>, value: unknown): Set<string> {
	const used = new Set<string>();
	const queue: unknown[] = [value];
	while (queue.length > 0) {
		const next = queue.pop();
		if (Array.isArray(next)) {
			queue.push(...next);
			continue;
		}
		const record = asRecord(next);
		if (!record) continue;
		const reference = record['$ref'];
		const segments = typeof reference === 'string' ? referenceSegments(reference) : undefined;
		// Only whole definitions under a section of the file (not into paths, which the slice keeps anyway).
		if (segments && segments.length >= 2 && segments[0] !== 'paths' && segments[0] !== 'webhooks') {
			const key = JSON.stringify(segments);
			if (!used.has(key)) {
				used.add(key);
				queue.push(valueAt(document, segments));
			}
		}
		queue.push(...Object.values(record));
	}
	return used;
}

function securitySchemeNames(requirements: unknown[]): string[] {
	return requirements.flatMap((list) =>
		Array.isArray(list) ? list.flatMap((requirement) => Object.keys(asRecord(requirement) ?? {})) : [],
	);
}

/** The sections of the file holding the places used, each with only those places, in the file's order. */
function keptPlaces(document: Record<string, unknown>, used: ReadonlySet<string>): Record<string, unknown> {
	const places = [...used].map((key) => JSON.parse(key) as string[]).filter((segments) => valueAt(document, segments) !== undefined);
	const pick = (value: unknown, depth: number, chosen: string[][]): unknown => {
		const record = asRecord(value);
		if (!record || chosen.some((segments) => segments.length === depth)) return value;
		// Built from entries: a name such as `__proto__` is a name like any other.
		return Object.fromEntries(
			Object.entries(record).flatMap(([name, inner]) => {
				const below = chosen.filter((segments) => segments[depth] === name);
				return below.length > 0 ? [[name, pick(inner, depth + 1, below)]] : [];
			}),
		);
	};
	return pick(document, 0, places) as Record<string, unknown>;
}

function valueAt(document: Record<string, unknown>, segments: readonly string[]): unknown {
	let value: unknown = document;
	for (const segment of segments) {
		const record = asRecord(value);
		if (!record || !Object.hasOwn(record, segment)) return undefined;
		value = record[segment];
	}
	return value;
}

/** A JSON pointer segment as the name it stands for: `~1` is `/`, `~0` is `~`. */
function decodePointer(segment: string): string {
	let decoded = segment;
	try {
		decoded = decodeURIComponent(segment);
	} catch {
		// Not percent-encoded after all: read as written.
	}
	return decoded.replaceAll('~1', '/').replaceAll('~0', '~');
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
	return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
