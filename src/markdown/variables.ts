/**
 * The current format's `variables`: `{{name}}` in a page or snippet is replaced by its value at
 * build time, before anything else reads the text, so the check, the compiled page and the
 * Markdown copy all see the same words. A name the config does not define stays as written (the
 * check then reports it, as MDX reads `{{name}}` as an expression).
 */
export type Variables = Readonly<Record<string, string>>;

export function withVariables(text: string, variables: Variables | undefined): string {
	if (!variables || Object.keys(variables).length === 0) return text;
	return text.replace(/\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g, (written, name: string) =>
		Object.hasOwn(variables, name) ? variables[name]! : written,
	);
}
