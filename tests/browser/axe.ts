import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG rules the pages are held to: 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a run asks of axe: which part of the page, and which rules (the WCAG tags unless named). */
export interface AxeRun {
	include?: string;
	rules?: string[];
}

/**
 * Runs axe-core in the page as @axe-core/playwright's legacy mode does, but loads its source once
 * per document instead of twice per run: half the time of a check, and the suite runs about a
 * hundred. Evaluated through the DevTools protocol, so the site's CSP does not stop it.
 */
export async function axeResults(page: Page, run: AxeRun = {}): Promise<AxeResults> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
	const options: RunOptions = {
		runOnly: run.rules ? { type: 'rule', values: run.rules } : { type: 'tag', values: wcagTags },
		// Details only for violations (collecting them for passing checks too is slow); the pages'
		// iframes are embeds that load nothing offline.
		resultTypes: ['violations'],
		iframes: false,
	};
	return page.evaluate(
		// axe-core's global, loaded above.
		({ include, options }) =>
			(window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe.run(
				include ?? document,
				options,
			),
		{ include: run.include ? { include: [[run.include]] } : undefined, options },
	);
}

/**
 * Runs axe on the page (or on the part `include` selects) and returns its violations as readable
 * lines: rule, impact, element, what is wrong.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
	const results = await axeResults(page, include ? { include } : {});
	expect(results.passes.length, 'axe ran its checks').toBeGreaterThan(include ? 5 : 10);
	return results.violations.flatMap((violation) =>
		violation.nodes.map(
			(node) =>
				`${violation.id} (${violation.impact}): ${violation.help}\n  at ${node.target.join(' ')}\n  ${node.html.slice(0, 200)}\n  ${(node.failureSummary ?? '').replace(/\n/g, '\n  ')}`,
		),
	);
}

/**
 * Checks a page in light mode, then in dark mode switched by the operating system's preference
 * (the site follows it while the reader has chosen nothing): one load of the page for both modes.
 * `reach` brings the page to the state checked (everything opened, diagrams drawn) after each
 * switch, since a switch redraws what depends on the mode.
 */
export async function axeViolationsInBothModes(
	page: Page,
	reach: (mode: 'light' | 'dark') => Promise<void> = async () => undefined,
): Promise<Record<'light' | 'dark', string[]>> {
	const violations = { light: [] as string[], dark: [] as string[] };
	for (const mode of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: mode });
		await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
		await reach(mode);
		violations[mode] = await axeViolations(page);
		if (violations[mode].length > 0) console.log(`axe violations on ${page.url()} (${mode} mode):\n${violations[mode].join('\n')}`);
	}
	return violations;
}
