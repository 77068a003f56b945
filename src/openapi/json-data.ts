/** How many objects and arrays a value from a spec may hold once copied as data. */
const maxParts = 1_000;

interface Data {
	data: unknown;
	/** Objects and arrays in `data`. */
	parts: number;
}

/** Values already made into data: the same enum or example is met at every use of its schema. */
const made = new WeakMap<object, Data>();

/**
 * A value from a spec (an example, a default, an enum) as plain JSON data for the page. The
 * dereferencer resolves a `$ref` even inside an `example`, so an example may be a schema that
 * contains itself, which could not be serialised: a part met again inside itself is cut off as
 * null, and so is everything past `maxParts` parts (a graph shared many times over).
 */
export function asJsonData(value: unknown): unknown {
	return madeData(value).data;
}

/** How many objects and arrays {@link asJsonData} makes of a value: its weight in an example. */
export function jsonDataParts(value: unknown): number {
	return madeData(value).parts;
}

function madeData(value: unknown): Data {
	if (isPlain(value)) return { data: value, parts: 0 };
	const object = value as object;
	const known = made.get(object);
	if (known) return known;
	let result: Data;
	// The common case, a list of plain values (an enum), is data as it is.
	if (Array.isArray(object) && object.every(isPlain)) result = { data: object, parts: 1 };
	else {
		const budget = { parts: maxParts };
		result = { data: copy(object, new Set(), budget), parts: maxParts - budget.parts };
	}
	made.set(object, result);
	return result;
}

function isPlain(value: unknown): boolean {
	return value === null || typeof value !== 'object';
}

function copy(value: unknown, ancestors: Set<object>, budget: { parts: number }): unknown {
	if (isPlain(value)) return value;
	const object = value as object;
	if (ancestors.has(object) || budget.parts <= 0) return null;
	budget.parts--;
	ancestors.add(object);
	const result = Array.isArray(object)
		? object.map((item) => copy(item, ancestors, budget))
		: Object.fromEntries(Object.entries(object).map(([key, item]) => [key, copy(item, ancestors, budget)]));
	ancestors.delete(object);
	return result;
}
