/** What Twoslash puts in a block's code that is not code: the types' popups, and the lines of errors and notes. */
const annotations = '.twoslash-popup-container, .twoslash-error-line, .twoslash-tag-line, .twoslash-query-line, .twoslash-completion-list';

/** The code of a Twoslash block, on a copy without its annotations. */
export function withoutAnnotations(code: Element): Element {
	const copy = code.cloneNode(true) as Element;
	for (const annotation of copy.querySelectorAll(annotations)) annotation.remove();
	return copy;
}
