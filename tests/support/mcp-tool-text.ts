import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'vitest';

/** The text of a tool's answer, which must not be an error. */
export async function toolText(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
	const result = await client.callTool({ name, arguments: args });
	const text = (result.content as { type: string; text: string }[]).map((part) => part.text).join('');
	expect(result.isError ?? false, text).toBe(false);
	return text;
}

/** search_docs finds the page at `path` first for `query`, and read_page (given `reference`, else the path) answers its Markdown copy exactly. */
export async function expectFoundAndRead(
	client: Client,
	found: { query: string; path: string; reference?: string; markdown: string },
): Promise<void> {
	const { results } = JSON.parse(await toolText(client, 'search_docs', { query: found.query })) as { results: { path: string }[] };
	expect(results[0]?.path, found.query).toBe(found.path);
	expect(await toolText(client, 'read_page', { path: found.reference ?? found.path })).toBe(found.markdown);
}
