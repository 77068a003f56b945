import { describe, expect, test } from 'vitest';
import ApiSamples from '../../src/components/api/ApiSamples.astro';
import Playground from '../../src/components/api/Playground.astro';
import type { ApiOperationModel } from '../../src/openapi/types.ts';
import { formatProblems } from '../../src/problems/format.ts';
import { resolveDocsPaths } from '../../src/settings/docs-paths.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { renderContextOf } from '../../src/site/render-context.ts';
import { pageRouteData } from '../../src/site/route-data.ts';
import { tabLabels } from '../build/api-html.ts';
import { find, query } from '../build/html.ts';
import { projectRoot } from '../support/build-site.ts';
import { renderComponent } from './render.ts';

/**
 * tests/fixtures/current-api-extras-no-samples, read with no build: `api.examples.autogenerate:
 * false`, no prefill, and `api.playground.credentials`. Its pages' samples and playgrounds are
 * rendered from its models with the render context of its route data; the same parts of its
 * sibling, tests/fixtures/current-api-extras, are checked built in tests/build/current-api-extras.test.ts.
 */

const loaded = await loadSite(resolveDocsPaths(projectRoot, 'tests/fixtures/current-api-extras-no-samples'), false);
const site = loaded.site ?? expect.unreachable(formatProblems(loaded.problems, projectRoot));
const render = renderContextOf(site);

function modelOf(pagePath: string): ApiOperationModel {
	const model = site.api[pagePath];
	if (!model || model.kind === 'schema') return expect.unreachable(`${pagePath} shows no operation`);
	return model;
}

/** The request samples of a page's examples column, as rendered; undefined when it has none. */
async function requestSamples(pagePath: string): Promise<string | undefined> {
	const model = modelOf(pagePath);
	const html = await renderComponent(ApiSamples, { props: { requests: model.samples, responses: [], webhook: false }, render, page: {} });
	return query(html, 'section', { class: /request-example/ })?.outer;
}

/** The playground of a page, as rendered. */
async function playgroundOf(model: ApiOperationModel) {
	return find(await renderComponent(Playground, { props: { model }, render, page: {} }), 'section', { class: 'playground' });
}
const inputOf = (playground: { outer: string }, name: string) => find(playground.outer, 'input', { name });

describe('api.examples.autogenerate: false', () => {
	test('loads strictly, with no problem', () => {
		expect(formatProblems(loaded.problems, projectRoot)).toBe('0 errors, 0 warnings');
	});

	test('an operation shows only its x-codeSamples', async () => {
		expect(tabLabels((await requestSamples('api-reference/prune-a-tree'))!)).toEqual(['Prune with the CLI']);
	});

	test('an operation without any has no request example, and without responses no examples column', async () => {
		expect(await requestSamples('api-reference/list-harvests')).toBeUndefined();
		// The page's examples column is drawn from its route data's samples.
		expect(pageRouteData(site, 'water', []).api?.samples).toBeUndefined();
	});

	test('without prefill, an input with only a default starts empty; the MDX endpoint still has its playground', async () => {
		expect(inputOf(await playgroundOf(modelOf('api-reference/prune-a-tree')), 'query:season').attrs.value).toBe('');
		const mdxPlayground = pageRouteData(site, 'water', []).api?.mdxPlayground ?? expect.unreachable('/water has no playground');
		const litres = inputOf(await playgroundOf(mdxPlayground), 'body:litres');
		expect(litres.attrs.value).toBe('');
		expect(litres.attrs.placeholder).toBe('5');
	});

	test("api.playground.credentials: the playground sends the API's own cookies with its requests, straight, through no proxy", async () => {
		const playground = await playgroundOf(modelOf('api-reference/prune-a-tree'));
		expect(playground.attrs['data-credentials']).toBe('include');
		expect([playground.attrs['data-proxy'], playground.attrs['data-proxy-probe']]).toEqual([undefined, undefined]);
	});
});
