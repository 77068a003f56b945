import { describe, expect, test } from 'vitest';
import AnalyticsScripts from '../../src/components/chrome/AnalyticsScripts.astro';
import { resolveDocsPaths } from '../../src/settings/docs-paths.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { find, findAll } from '../build/html.ts';
import { projectRoot } from '../support/build-site.ts';
import { renderComponent } from './render.ts';

/**
 * The analytics scripts of tests/fixtures/legacy-analytics (Fathom, Hotjar and Mixpanel in a
 * mint.json's `analytics`, no consent entry), rendered from its model as a build reads it (the
 * analytics on). The folder's policy is checked in tests/unit/site/analytics-folder.test.ts; a
 * built folder with analytics, behind a consent entry, in tests/build/analytics.test.ts, where the
 * engine's own set-up files are under /_astro/ (here, rendered without a build, they are the
 * sources' own addresses).
 */

const { site } = await loadSite(resolveDocsPaths(projectRoot, 'tests/fixtures/legacy-analytics'), false, { analytics: true });
const ownFile = /^\/(?!\/)/;

describe('the legacy format, with the analytics on', () => {
	test('adds the scripts of every provider, loaded at once without a consent entry', async () => {
		const html = await renderComponent(AnalyticsScripts, { props: { analytics: site?.analytics } });
		const scripts = findAll(html, 'script');
		expect(scripts.map((script) => script.attrs.src).filter((src) => /^https?:/.test(src ?? ''))).toEqual([
			'https://cdn.usefathom.com/script.js',
			'https://static.hotjar.com/c/hotjar-3141592.js?sv=6',
			'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
		]);
		// At once: each a deferred script, none waiting as data, and no consent script.
		for (const script of scripts) expect(script.attrs, script.outer).toMatchObject({ defer: '', src: expect.any(String) });
		expect(findAll(html, 'script', { type: 'text/plain' })).toEqual([]);
		expect(findAll(html, 'script', { 'data-key': true })).toEqual([]);
		expect(find(html, 'script', { 'data-analytics': 'mixpanel', src: ownFile }).attrs).toMatchObject({
			'data-token': 'combtoken',
			'data-api-host': 'https://api-js.mixpanel.com',
		});
		expect(find(html, 'script', { 'data-analytics': 'fathom' }).attrs['data-site']).toBe('COMBSITE');
		expect(find(html, 'script', { 'data-analytics': 'hotjar', src: ownFile }).attrs).toMatchObject({
			'data-hjid': '3141592',
			'data-hjsv': '6',
		});
	});
});
