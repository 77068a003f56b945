/**
 * The showcase pages that the component tests check with axe in both modes, with everything a
 * reader can open opened (accordions, tooltips, trees, diagrams, copy buttons): a check of more
 * than the closed page shows. tests/browser/accessibility.test.ts leaves them to those tests.
 */
export const axeCheckedOpen = {
	content: ['/components/callouts', '/components/cards', '/components/accordions', '/components/steps', '/components/media'],
	api: ['/components/fields', '/components/tabs', '/components/code', '/components/examples'],
	interactive: ['/components/tree', '/components/views', '/components/visibility', '/components/prompts'],
} as const;
