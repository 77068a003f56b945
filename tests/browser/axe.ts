import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG rules the pages are held to: 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page (or on the part `include` selects) and returns its violations as readable
 * lines: rule, impact, element, what is wrong.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
	// Details only for violations (collecting them for passing checks too is slow), and legacy mode:
	// the pages have no iframes, and the default mode opens an extra blank page for every run.
	const builder = new AxeBuilder({ page });
	if (include) builder.include(include);
	const results = await builder
		.withTags(wcagTags)
		.options({ resultTypes: ['violations'] })
		.setLegacyMode(true)
		.analyze();
	expect(results.passes.length, 'axe ran its checks').toBeGreaterThan(include ? 5 : 10);
	return results.violations.flatMap((violation) =>
		violation.nodes.map(
			(node) =>
				`${violation.id} (${violation.impact}): ${violation.help}\n  at ${node.target.join(' ')}\n  ${node.html.slice(0, 200)}\n  ${(node.failureSummary ?? '').replace(/\n/g, '\n  ')}`,
		),
	);
}
