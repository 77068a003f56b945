import { Parser } from 'htmlparser2';

/** What a tab shows for one panel. */
export interface PanelLabel {
	title: string;
	icon?: string;
	iconType?: string;
}

/** Which top-level elements of a tab set's content are its panels, and their labels. */
export type PanelKind = 'tabs' | 'code';

/**
 * The labels of the panels in the rendered content of <Tabs> (each <Tab> renders one
 * `[data-tab-panel]` element) or of a code group (each fenced block renders one
 * `.code-block` element, see src/markdown/code-blocks.ts). Only top-level elements count: the
 * panels of tabs nested inside a panel belong to those tabs. A code block's icon (`data-icon`) goes into its tab. src/browser/tabs.ts pairs the
 * panels with the tabs in the same order, by the same rule (`isPanel`).
 */
export function panelLabels(html: string, kind: PanelKind): PanelLabel[] {
	// Read as a stream of tags, not made into a tree: the panels hold highlighted code, thousands of
	// elements, and only the attributes of the top-level ones count.
	const labels: PanelLabel[] = [];
	let depth = 0;
	const parser = new Parser(
		{
			onopentag(_name, attributes) {
				if (depth === 0 && isPanel(attributes, kind)) labels.push(labelOf(attributes, kind, labels.length));
				depth += 1;
			},
			onclosetag() {
				depth -= 1;
			},
		},
		{ decodeEntities: true },
	);
	parser.end(html);
	return labels;
}

type Attributes = Record<string, string>;

function isPanel(attributes: Attributes, kind: PanelKind): boolean {
	if (kind === 'tabs') return 'data-tab-panel' in attributes;
	return (attributes.class ?? '').split(/\s+/).includes('code-block');
}

function labelOf(attributes: Attributes, kind: PanelKind, index: number): PanelLabel {
	const text = (name: string) => {
		const value = attributes[name];
		return value !== undefined && value.trim() !== '' ? value : undefined;
	};
	if (kind === 'code') {
		const icon = text('data-icon');
		return { title: text('data-title') ?? text('data-language') ?? `Code ${index + 1}`, ...(icon ? { icon } : {}) };
	}
	const icon = text('data-tab-icon');
	const iconType = text('data-tab-icon-type');
	return { title: text('data-tab-title') ?? `Tab ${index + 1}`, ...(icon ? { icon } : {}), ...(iconType ? { iconType } : {}) };
}
