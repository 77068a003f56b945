/**
 * Mermaid diagrams (src/markdown/mermaid.ts): each `<pre class="mermaid">` holds the diagram's
 * source. Mermaid, a large package, is loaded (its own browser build: src/integration/vite-mermaid.ts)
 * only on a page that has one, when the first diagram comes near the window; diagrams are drawn
 * in the mode's colours and drawn again when the mode changes. As on Mintlify, a drawn diagram
 * taller than 120 px (or one whose fence says `actions`; never with `actions={false}`) gets zoom,
 * pan and reset buttons, in the corner its `placement` names (bottom right by default).
 */
import loadMermaid from 'virtual:trellis/load-mermaid';

type Mermaid = typeof import('mermaid').default;

let mermaidModule: Promise<Mermaid> | undefined;
const load = () => (mermaidModule ??= loadMermaid());

/** Renders run one at a time: Mermaid's configuration is global. */
let queue: Promise<void> = Promise.resolve();
let renderCount = 0;

const sources = new WeakMap<HTMLElement, string>();

/** Where a diagram is moved to and how far it is zoomed, kept across its drawings (a mode change). */
interface View {
	scale: number;
	x: number;
	y: number;
}
const views = new WeakMap<HTMLElement, View>();
/** Mintlify's height above which a diagram gets its controls unless its fence says otherwise. */
const controlsFromHeight = 120;
const panStep = 50;

function applyView(block: HTMLElement): void {
	const view = views.get(block) ?? { scale: 1, x: 0, y: 0 };
	const svg = block.querySelector('svg');
	if (svg) svg.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}

/** The zoom, pan and reset buttons of a drawn diagram, when it gets them. */
function addControls(block: HTMLElement): void {
	const asked = block.dataset['actions'];
	const svg = block.querySelector('svg');
	if (!svg || asked === 'false' || (asked !== 'true' && svg.getBoundingClientRect().height <= controlsFromHeight)) return;
	const change = (next: (view: View) => View) => {
		views.set(block, next(views.get(block) ?? { scale: 1, x: 0, y: 0 }));
		applyView(block);
	};
	const buttons: [label: string, text: string, next: (view: View) => View][] = [
		['Zoom in', '+', (view) => ({ ...view, scale: Math.min(view.scale * 1.25, 8) })],
		['Zoom out', '−', (view) => ({ ...view, scale: Math.max(view.scale / 1.25, 0.25) })],
		['Move up', '↑', (view) => ({ ...view, y: view.y - panStep })],
		['Move down', '↓', (view) => ({ ...view, y: view.y + panStep })],
		['Move left', '←', (view) => ({ ...view, x: view.x - panStep })],
		['Move right', '→', (view) => ({ ...view, x: view.x + panStep })],
		['Reset view', '⟲', () => ({ scale: 1, x: 0, y: 0 })],
	];
	const controls = document.createElement('div');
	controls.className = 'mermaid-controls';
	controls.setAttribute('role', 'group');
	controls.setAttribute('aria-label', 'Diagram view');
	for (const [label, text, next] of buttons) {
		const button = document.createElement('button');
		button.type = 'button';
		button.className = 'mermaid-control';
		button.setAttribute('aria-label', label);
		button.title = label;
		button.textContent = text;
		button.addEventListener('click', () => change(next));
		controls.append(button);
	}
	block.append(controls);
	block.dataset['controls'] = '';
	applyView(block);
}

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
			addControls(block);
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
