import { isVNode } from 'astro/jsx-runtime';
import { isHTMLString } from 'astro/runtime/server/index.js';

/**
 * An exception thrown while one component rendered, with what the author gave it, so that the
 * page's problem names the component and its props in words rather than as a stack trace.
 */
export class ComponentRenderError extends Error {
	readonly component: string;
	/** Each prop given, with the kind of value it had: `icon` as "an element". */
	readonly props: readonly { name: string; kind: string }[];
	constructor(component: string, props: readonly { name: string; kind: string }[], cause: unknown) {
		super(causeMessage(cause), { cause });
		this.name = 'ComponentRenderError';
		this.component = component;
		this.props = props;
	}
}

/**
 * An exception thrown while the content inside a component rendered (a snippet's component, an
 * expression): the component around it did nothing wrong, so it passes this on unchanged.
 */
export class ContentRenderError extends Error {
	constructor(cause: unknown) {
		super(causeMessage(cause), { cause });
		this.name = 'ContentRenderError';
	}
}

/** Whether an exception already says where it came from: passed on as it is. */
export function isLocatedRenderError(error: unknown): error is ComponentRenderError | ContentRenderError {
	return error instanceof ComponentRenderError || error instanceof ContentRenderError;
}

export function causeMessage(cause: unknown): string {
	if (cause instanceof Error) return cause.message.split('\n')[0]!.trim() || cause.name;
	return String(cause);
}

/** The kind of a prop value, in the words of an error message. */
export function valueKind(value: unknown): string {
	if (value === undefined) return 'undefined';
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'a list';
	if (typeof value === 'string') return 'text';
	if (typeof value === 'number') return 'a number';
	if (typeof value === 'boolean') return value ? 'true' : 'false';
	if (typeof value === 'function') return 'a component';
	if (isHTMLString(value) || isVNode(value)) return 'an element';
	return 'an object';
}
