/**
 * Tabs (src/components/mdx/parts/TabSet.astro): <Tabs>, <CodeGroup>, <RequestExample> and
 * <ResponseExample>. The page holds every panel, shown in order; this makes them WAI-ARIA tabs:
 * the tab bar shows, one panel at a time, arrow keys move between tabs (and select them), Home
 * and End go to the first and the last.
 */

let setCount = 0;

/** The panels of a set, by the rule of panel-labels.ts: top-level Tab panels, or code blocks. */
function panelsOf(set: HTMLElement): HTMLElement[] {
	const container = set.querySelector<HTMLElement>(':scope > [data-tab-panels]');
	if (!container) return [];
	const selector = set.dataset.kind === 'code' ? ':scope > .code-block' : ':scope > [data-tab-panel]';
	return [...container.querySelectorAll<HTMLElement>(selector)];
}

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

function enhanceTabs(set: HTMLElement): void {
	const bar = set.querySelector<HTMLElement>(':scope > .tab-bar');
	const tabs = [...(bar?.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]') ?? [])];
	const panels = panelsOf(set);
	if (!bar || tabs.length === 0 || tabs.length !== panels.length) return;
	const prefix = `tabs-${++setCount}`;
	tabs.forEach((tab, index) => {
		const panel = panels[index]!;
		tab.id = `${prefix}-tab-${index + 1}`;
		panel.id ||= `${prefix}-panel-${index + 1}`;
		tab.setAttribute('aria-controls', panel.id);
		panel.setAttribute('role', 'tabpanel');
		panel.setAttribute('aria-labelledby', tab.id);
		// A panel with nothing focusable in it takes the focus itself, so Tab reaches its content.
		if (!panel.querySelector(focusable)) panel.tabIndex = 0;
	});

	const select = (index: number, focus: boolean) => {
		tabs.forEach((tab, i) => {
			const selected = i === index;
			tab.setAttribute('aria-selected', String(selected));
			tab.tabIndex = selected ? 0 : -1;
			panels[i]!.hidden = !selected;
		});
		if (focus) tabs[index]!.focus();
	};

	for (const [index, tab] of tabs.entries()) {
		tab.addEventListener('click', () => select(index, false));
		tab.addEventListener('keydown', (event) => {
			const last = tabs.length - 1;
			const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
			if (next === undefined) return;
			event.preventDefault();
			select(next, true);
		});
	}

	const initial = Math.max(
		0,
		tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
	);
	select(initial, false);
	bar.hidden = false;
	set.dataset.tabsReady = '';
}

function initTabs(): void {
	for (const set of document.querySelectorAll<HTMLElement>('[data-tabs]:not([data-tabs-ready])')) enhanceTabs(set);
}

initTabs();
