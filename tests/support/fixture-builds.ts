import type { BuildRequest } from './run-service/protocol.ts';

const lenient = { LENIENT: '1' };

/** A folder as it is (strict) and with LENIENT=1; `strictStopsAtConfig` when its config has errors. */
function inBothModes(docsDir: string, strictStopsAtConfig = false): [BuildRequest, BuildRequest] {
	return [
		{ docsDir, ...(strictStopsAtConfig ? { stopsAtConfig: true } : {}) },
		{ docsDir, env: lenient },
	];
}

/** The bad-input corpus: one folder per mistake, each stopping while the config is read. */
export const brokenCorpus = 'tests/fixtures/broken';
/**
 * The cases of the bad-input corpus that run the whole build: one that stops at the config, one
 * at a page. Every case is read without a build in tests/unit/site/bad-input.test.ts.
 */
const brokenCases = ['invalid-json', 'mdx-syntax-error'];

/**
 * Every fixture build the test files share, each made once per run (tests/support/shared-build.ts).
 * Test files name them as `fixtureBuilds.<name>`: the run's sequencer reads those names in the
 * files it is given and queues their builds before the tests ask, in this order (the builds that
 * browser tests wait for first).
 */
export const fixtureBuilds = {
	showcase: {},
	devSite: { docsDir: 'tests/fixtures/dev-site' },
	subPath: { docsDir: 'tests/fixtures/sub-path', env: { BASE_PATH: '/docs/' } },
	xssSpec: { docsDir: 'tests/fixtures/xss-spec' },
	currentPalm: { docsDir: 'tests/fixtures/current-palm' },
	tailwindClasses: { docsDir: 'tests/fixtures/tailwind-classes' },
	componentsApi: { docsDir: 'tests/fixtures/components-api' },
	componentsApiBroken: { docsDir: 'tests/fixtures/components-api-broken', stopsAtConfig: true },
	componentsContent: { docsDir: 'tests/fixtures/components-content' },
	componentsContentBroken: { docsDir: 'tests/fixtures/components-content-broken', stopsAtConfig: true },
	componentsCurrent: { docsDir: 'tests/fixtures/components-current' },
	componentsCurrentBroken: { docsDir: 'tests/fixtures/components-current-broken', stopsAtConfig: true },
	allProperties: { docsDir: 'tests/fixtures/all-properties' },
	apiSite: { docsDir: 'tests/fixtures/api-site' },
	apiBroken: { docsDir: 'tests/fixtures/api-broken', stopsAtConfig: true },
	seoSiteWithUrl: { docsDir: 'tests/fixtures/seo-site', env: { SITE_URL: 'https://fern.example.com' } },
	publishingAtRoot: { docsDir: 'tests/fixtures/publishing-site', env: { SITE_URL: 'https://moss.example.com' } },
	publishingSubPath: { docsDir: 'tests/fixtures/publishing-site', env: { BASE_PATH: '/docs' } },
	brokenLinks: { docsDir: 'tests/fixtures/broken-links' },
	brokenLinksBadSettings: { docsDir: 'tests/fixtures/broken-links', env: { LINK_CHECK: 'warning', LENIENT: 'yes' }, stopsAtConfig: true },
	lenientSite: inBothModes('tests/fixtures/lenient-site', true),
	renderFailures: inBothModes('tests/fixtures/render-failures'),
	snippets: { docsDir: 'tests/fixtures/snippets' },
	customComponents: { docsDir: 'tests/fixtures/custom-components' },
	largeSidebar: { docsDir: 'tests/fixtures/large-sidebar' },
	snippetsBroken: inBothModes('tests/fixtures/snippets-broken', true),
	searchSite: { docsDir: 'tests/fixtures/search-site' },
	brokenJson: { docsDir: 'tests/fixtures/broken-json', stopsAtConfig: true },
	brokenConfig: { docsDir: 'tests/fixtures/broken-config', stopsAtConfig: true },
	brokenNavigation: { docsDir: 'tests/fixtures/broken-navigation', stopsAtConfig: true },
	brokenPages: { docsDir: 'tests/fixtures/broken-pages', stopsAtConfig: true },
	brokenCases: brokenCases.map((name) => ({ docsDir: `${brokenCorpus}/${name}`, stopsAtConfig: true })),
	mdxCompat: { docsDir: 'tests/fixtures/mdx-compat' },
	mintJsonFolder: { docsDir: 'tests/fixtures/mint-json-folder' },
	halfMigrated: inBothModes('tests/fixtures/real-world/half-migrated', true),
	mintJsonProduct: { docsDir: 'tests/fixtures/real-world/mint-json-product' },
	versionedTabs: { docsDir: 'tests/fixtures/real-world/versioned-tabs' },
	currentFormat: { docsDir: 'tests/fixtures/current-format', env: { ANALYTICS: 'off' } },
	currentLanguages: { docsDir: 'tests/fixtures/current-languages' },
	currentApiExtras: { docsDir: 'tests/fixtures/current-api-extras' },
	currentAsyncapi: { docsDir: 'tests/fixtures/current-asyncapi' },
	asyncapiBroken: { docsDir: 'tests/fixtures/asyncapi-broken', stopsAtConfig: true },
	customFiles: { docsDir: 'tests/fixtures/custom-files' },
	currentAnalyticsOn: { docsDir: 'tests/fixtures/current-analytics', env: { ANALYTICS: 'on' } },
} satisfies Record<string, BuildRequest | BuildRequest[]>;

export type FixtureBuildName = keyof typeof fixtureBuilds;

/** The names of the builds a test file uses, read from its source. */
export function fixtureBuildsUsedBy(source: string): FixtureBuildName[] {
	const names = [...source.matchAll(/\bfixtureBuilds\.(\w+)/g)].map((match) => match[1]!);
	return [...new Set(names)].filter((name): name is FixtureBuildName => Object.hasOwn(fixtureBuilds, name));
}
