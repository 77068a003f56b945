import { dirname } from 'node:path';
import { describe, expect, test } from 'vitest';
import PageProblems from '../../src/components/chrome/PageProblems.astro';
import { formatProblems } from '../../src/problems/format.ts';
import { resolveDocsPaths } from '../../src/settings/docs-paths.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { textOf } from '../build/html.ts';
import { projectRoot } from '../support/build-site.ts';
import { renderComponent } from './render.ts';

/**
 * tests/fixtures/asyncapi-broken read with LENIENT=1, with no build: the folder loads, its problems
 * as warnings, and the page of a misspelt channel is built as its problems (the route builds each
 * failed page of the model with PageProblems). The same folder read strictly stops the build:
 * tests/build/asyncapi.test.ts; lenient pages built as their problems: tests/build/lenient.test.ts.
 */

const loaded = await loadSite(resolveDocsPaths(projectRoot, 'tests/fixtures/asyncapi-broken'), true);
const printed = formatProblems(loaded.problems, projectRoot);
const site = loaded.site ?? expect.unreachable(printed);

describe('an AsyncAPI folder with mistakes, read leniently', () => {
	test('warns about the same six problems and builds the rest, the broken page as its problems', async () => {
		expect(printed).toContain('0 errors, 6 warnings');
		expect(site.pages.index?.href).toBe('/');
		expect(site.failed?.index).toBeUndefined();
		const problems = site.failed?.room ?? expect.unreachable('/room is not built as its problems');
		const html = await renderComponent(PageProblems, { props: { problems, docsRoot: dirname(site.configFile) } });
		expect(textOf(html)).toContain('no channel "roon" in specs/good.yaml');
	});
});
