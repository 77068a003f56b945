/**
 * Mermaid diagrams (src/markdown/mermaid.ts): each `<pre class="mermaid">` holds the diagram's
 * source. Mermaid, a large package, is loaded (its own browser build: src/integration/vite-mermaid.ts)
 * only on a page that has one, when the first diagram comes near the window; diagrams are drawn
 * in the mode's colours and drawn again when the mode changes.
 */
import loadMermaid from 'virtual:trellis/load-mermaid';

type Mermaid = typeof import('mermaid').default;

let mermaidModule: Promise<Mermaid> | undefined;
const load = () => (mermaidModule ??= loadMermaid());

/** Renders run one at a time: Mermaid's configuration is global. */
let queue: Promise<void> = Promise.resolve();
let renderCount = 0;

const sources = new WeakMap<HTMLElement, string>();

function currentTheme(): 'dark' | 'default' {
	return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default';
}

function render(block: HTMLElement): Promise<void> {
	queue = queue.then(async () => {
		const theme = currentTheme();
		if (block.dataset.mermaidTheme === theme) return;
		const mermaid = await load();
		mermaid.initialize({ startOnLoad: false, theme, securityLevel: 'strict' });
		try {
			const { svg } = await mermaid.render(`mermaid-diagram-${++renderCount}`, sources.get(block) ?? '');
			block.innerHTML = svg;
			block.dataset.mermaidTheme = theme;
			delete block.dataset.mermaidError;
		} catch (error) {
			// The source stays readable; the message says why it is not drawn.
			block.textContent = sources.get(block) ?? '';
			block.dataset.mermaidError = error instanceof Error ? error.message : String(error);
		}
	});
	return queue;
}

export function initMermaid(): void {
	const blocks = [...document.querySelectorAll<HTMLElement>('pre.mermaid')];
	// Said on the page, for scripts and tests: `none` means this page never loads Mermaid.
	document.documentElement.dataset.mermaid = blocks.length === 0 ? 'none' : 'on-demand';
	if (blocks.length === 0) return;
	for (const block of blocks) sources.set(block, block.textContent ?? '');
	const seen = new Set<HTMLElement>();
	const observer = new IntersectionObserver(
		(entries) => {
			for (const entry of entries) {
				if (!entry.isIntersecting) continue;
				const block = entry.target as HTMLElement;
				observer.unobserve(block);
				seen.add(block);
				void render(block);
			}
		},
		{ rootMargin: '400px 0px' },
	);
	for (const block of blocks) observer.observe(block);
	new MutationObserver(() => {
		for (const block of seen) void render(block);
	}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
