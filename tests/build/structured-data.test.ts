import { Parser } from 'htmlparser2';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageHtml } from './html.ts';
import { schemaOrgProblems } from './schema-org.ts';

/**
 * The structured data (JSON-LD) in each page's head, as Mintlify writes it: parsed and checked
 * against schema.org, with and without the public URL, `seo.organization`, and text that tries to
 * leave the script element.
 */
let withUrl: BuildResult;
let greenhouse: BuildResult;

beforeAll(async () => {
	[withUrl, greenhouse] = await Promise.all([sharedBuild(fixtureBuilds.seoSiteWithUrl), sharedBuild(fixtureBuilds.currentFormat)]);
});

type Node = Record<string, unknown>;

function jsonLd(build: BuildResult, href: string): { graph: Node[]; document: unknown } | undefined {
	const head = find(pageHtml(build.outDir, href), 'head').inner;
	const scripts = findAll(head, 'script', { type: 'application/ld+json' });
	if (scripts.length === 0) return undefined;
	expect(scripts).toHaveLength(1);
	const document = JSON.parse(scripts[0]!.inner) as { '@graph': Node[] };
	return { graph: document['@graph'], document };
}
const ofType = (graph: Node[], type: string) => graph.find((node) => node['@type'] === type);

describe('with SITE_URL', () => {
	test('every indexed page has a valid graph with absolute addresses', () => {
		for (const href of ['/', '/guides/setup', '/guides/components', '/reference/fields']) {
			const data = jsonLd(withUrl, href);
			expect(data, href).toBeDefined();
			expect(schemaOrgProblems(data!.document), href).toEqual([]);
		}
		const { graph } = jsonLd(withUrl, '/guides/setup')!;
		expect(ofType(graph, 'Organization')).toEqual({
			'@type': 'Organization',
			'@id': 'https://fern.example.com/#organization',
			name: 'Fern Docs',
			url: 'https://fern.example.com/',
		});
		expect(ofType(graph, 'WebSite')).toMatchObject({
			url: 'https://fern.example.com/',
			potentialAction: { target: { urlTemplate: 'https://fern.example.com/?q={search_term_string}' } },
		});
		expect(ofType(graph, 'TechArticle')).toMatchObject({
			headline: 'Set up Fern',
			description: 'Install Fern in a minute.',
			keywords: 'fern, setup',
			url: 'https://fern.example.com/guides/setup',
		});
		// Home, the group (leading to its first page), the page.
		expect(ofType(graph, 'BreadcrumbList')!['itemListElement']).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://fern.example.com/' },
			{ '@type': 'ListItem', position: 2, name: 'Start', item: 'https://fern.example.com/' },
			{ '@type': 'ListItem', position: 3, name: 'Set up Fern', item: 'https://fern.example.com/guides/setup' },
		]);
	});

	test('pages kept out of search engines have none', () => {
		expect(jsonLd(withUrl, '/guides/private')).toBeUndefined();
	});
});

describe('current format, without SITE_URL', () => {
	test('seo.organization is the publisher; addresses are paths on the site', () => {
		const data = jsonLd(greenhouse, '/guides/soil/mixes')!;
		expect(schemaOrgProblems(data.document)).toEqual([]);
		expect(ofType(data.graph, 'Organization')).toEqual({
			'@type': 'Organization',
			'@id': '/#organization',
			name: 'Greenhouse',
			legalName: 'Greenhouse Co. Ltd.',
			url: '/',
			logo: '/images/favicon-light.svg',
			sameAs: ['https://github.com/example/greenhouse'],
		});
	});

	test('text that closes the script element stays inside it, as written', () => {
		const html = pageHtml(greenhouse.outDir, '/guides/soil/mixes');
		// Read as a browser reads it: the meta tags hold the text too, inside their quoted attributes.
		const scripts: string[] = [];
		let inScript = false;
		new Parser({
			onopentag: (name) => (inScript = name === 'script'),
			ontext: (text) => inScript && scripts.push(text),
			onclosetag: () => (inScript = false),
		}).end(html);
		expect(scripts.filter((text) => text.trim().startsWith('document.title'))).toEqual([]);
		expect(scripts.filter((text) => text.includes('soil, potting'))).toHaveLength(1);
		const article = ofType(jsonLd(greenhouse, '/guides/soil/mixes')!.graph, 'TechArticle')!;
		expect(article['description']).toBe("Soil mixes </script><script>document.title = 'escaped'</script> & <!-- more");
		expect(article['keywords']).toBe('soil, potting');
	});

	test('API pages are API references', () => {
		const operations = findAll(pageHtml(greenhouse.outDir, '/'), 'a', { href: /^\/api-reference\/.+/ });
		const href = operations.map((link) => link.attrs.href!).find((candidate) => !candidate.endsWith('/introduction'));
		expect(href).toBeDefined();
		const data = jsonLd(greenhouse, href!)!;
		expect(schemaOrgProblems(data.document)).toEqual([]);
		expect(ofType(data.graph, 'APIReference')).toBeDefined();
	});
});
