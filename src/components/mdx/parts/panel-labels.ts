import type { Element, Root } from 'hast';
import { htmlToHast } from 'satteri';

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
 * panels of tabs nested inside a panel belong to those tabs. src/scripts/tabs.ts pairs the
 * panels with the tabs in the same order, by the same rule (`isPanel`).
 */
export function panelLabels(html: string, kind: PanelKind): PanelLabel[] {
	const root = htmlToHast(html, { fragment: true }) as Root;
	return root.children
		.filter((child): child is Element => child.type === 'element' && isPanel(child, kind))
		.map((panel, index) => labelOf(panel, kind, index));
}

function isPanel(element: Element, kind: PanelKind): boolean {
	if (kind === 'tabs') return element.properties.dataTabPanel !== undefined;
	const classes = element.properties.className;
	return Array.isArray(classes) && classes.includes('code-block');
}

function labelOf(panel: Element, kind: PanelKind, index: number): PanelLabel {
	const text = (name: string) => {
		const value = panel.properties[name];
		return typeof value === 'string' && value.trim() !== '' ? value : undefined;
	};
	if (kind === 'code') return { title: text('dataTitle') ?? text('dataLanguage') ?? `Code ${index + 1}` };
	const icon = text('dataTabIcon');
	const iconType = text('dataTabIconType');
	return { title: text('dataTabTitle') ?? `Tab ${index + 1}`, ...(icon ? { icon } : {}), ...(iconType ? { iconType } : {}) };
}
