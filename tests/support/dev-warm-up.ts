/**
 * Asks a fresh dev server for pages and for every script module they load, as a browser would,
 * and waits for each answer. The first request of a page makes Vite compile the page and the
 * engine for the server, and the browser's first requests make it compile the scripts and
 * optimise the dependencies it finds in them (after which it reloads any open page). On a machine
 * whose cores the suite's builds keep busy, that took over 30 s: done here, before the tests open
 * the page, their browser gets an answer compiled already and no reload from a late optimisation.
 */
export async function warmUpDevServer(url: string, paths: readonly string[]): Promise<void> {
	const seen = new Set<string>();
	const queue: string[] = [];
	const enqueue = (path: string) => {
		if (seen.has(path)) return;
		seen.add(path);
		queue.push(path);
	};
	for (const path of paths) enqueue(path);
	while (queue.length > 0) {
		const batch = queue.splice(0);
		const answers = await Promise.all(batch.map((path) => read(`${url}${path}`)));
		for (const text of answers) for (const module of modulesNamedIn(text)) enqueue(module);
	}
}

async function read(url: string): Promise<string> {
	const response = await fetch(url);
	const text = await response.text();
	if (!response.ok) throw new Error(`the dev server answered ${url} with ${response.status}:\n${text.slice(0, 2000)}`);
	return text;
}

/**
 * The server's own module paths a page or a module loads: `<script type="module" src>`, static
 * imports and re-exports, and `import("…")` with a literal path. Paths of other origins and
 * relative ones (which Vite rewrites to absolute paths in what it serves) are left out.
 */
function modulesNamedIn(text: string): string[] {
	const found: string[] = [];
	const patterns = [/<script\b[^>]*\bsrc="(\/[^"]*)"/g, /\b(?:import|from)\s*\(?\s*["'](\/[^"'/][^"']*)["']/g];
	for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(decodeHtml(match[1]!));
	return found;
}

function decodeHtml(path: string): string {
	return path.replaceAll('&amp;', '&');
}
