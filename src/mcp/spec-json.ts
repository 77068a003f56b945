/**
 * How many values one answer may write out: a spec whose schemas refer to each other widely
 * (without a cycle) would otherwise make an answer that grows exponentially.
 */
const maxValues = 20_000;

/** A component's JSON Pointer: `~` and `/` in its name escaped. */
function componentRef(name: string): string {
	return `#/components/schemas/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/**
 * Parts of a dereferenced spec (whose `$ref`s were replaced by what they point to, in cycles
 * too) as plain JSON, as the spec says them: each schema of `components.schemas` (by object,
 * `names`) is written out where it first appears in the answer, and as the `$ref` the spec
 * would write after that (always inside itself, which would never end); an unnamed schema
 * inside itself is written as a `$comment` that says so.
 */
export function specJson(names: ReadonlyMap<object, string>): (value: unknown) => unknown {
	const written = new Set<object>();
	let budget = maxValues;
	const write = (value: unknown, ancestors: ReadonlySet<object>): unknown => {
		if (typeof value !== 'object' || value === null) return value;
		const name = names.get(value);
		if (name !== undefined && written.has(value)) return { $ref: componentRef(name) };
		if (ancestors.has(value)) return { $comment: 'recursive: the schema that holds this one' };
		if (--budget < 0) return { $comment: 'left out: the answer is too large' };
		if (name !== undefined) written.add(value);
		const inner = new Set(ancestors).add(value);
		if (Array.isArray(value)) return value.map((item) => write(item, inner));
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, write(item, inner)]));
	};
	return (value) => write(value, new Set());
}
