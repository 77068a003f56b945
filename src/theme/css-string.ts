/**
 * A value from docs.json as a CSS string, for the inline <style> of the page head. Quotes and
 * backslashes would end or bend the string, line breaks end it, and "<" could close the
 * <style> element (`</style>`): each is written as a CSS escape (`\3c `), which keeps the value.
 */
export function cssString(value: string): string {
	return `"${value.replace(/[\\"<>\u0000-\u001f\u007f]/g, (character) => `\\${character.codePointAt(0)!.toString(16)} `)}"`;
}

/** `url("...")` of a value, escaped as a CSS string. */
export function cssUrl(value: string): string {
	return `url(${cssString(value)})`;
}
