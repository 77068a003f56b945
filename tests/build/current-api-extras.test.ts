import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { decodeEntities, endpointOf, find, findAll, pageHtml, query } from './html.ts';

/**
 * tests/fixtures/current-api-extras: the API settings and OpenAPI extensions of the current
 * format. docs.json asks for Rust, Dart and C++ samples, samples of the required properties only
 * (`defaults: "required"`), a prefilled playground, and `api.mdx` (server, key auth) for the pages
 * that describe an endpoint in MDX. Its spec has a tag with `x-group`, security schemes and
 * properties with `x-default`, an operation with `x-mint.content` (with a script and a
 * `javascript:` link in it) and `x-mint.mcp` / `x-mcp`. A group of the Guides tab names
 * reports.yaml and lists nothing.
 * tests/fixtures/current-api-extras-no-samples (`autogenerate: false`, no prefill, `credentials`) is
 * rendered from its models without a build: tests/components/api-no-samples.test.ts.
 */
let site: BuildResult;

beforeAll(async () => {
	site = await sharedBuild(fixtureBuilds.currentApiExtras);
});

const html = (href: string) => pageHtml(site.outDir, href);
const prune = '/api-reference/tree-care/prune-a-tree';
/** The value an input of the playground starts with, by its name. */
const inputValue = (markup: string, name: string) =>
	find(find(markup, 'section', { class: 'playground' }).outer, 'input', { name }).attrs.value;
const tabLabels = (markup: string) =>
	findAll(find(markup, 'section', { class: /request-example/ }).outer, 'button', { role: 'tab' }).map((tab) => tab.text);
const sampleText = (markup: string, label: string) => {
	const blocks = findAll(find(markup, 'section', { class: /request-example/ }).outer, 'pre');
	const index = tabLabels(markup).indexOf(label);
	// The code as written: highlighting tags removed, lines kept.
	return decodeEntities(blocks[index]!.inner.replace(/<[^>]+>/g, ''));
};
/** The credential input's value: read from the raw tag, whose placeholder (`<credential>`) holds a ">". */
const credentialValue = (markup: string) => /<input name="auth:[^"]*"[^\n]*?value="([^"]*)"/.exec(markup)?.[1];

describe('the current format API extras', () => {
	test('build strictly, with no problem: x-mint.mcp and x-mcp are accepted', () => {
		expect(site.exitCode, site.stderr).toBe(0);
		expect(site.stdout + site.stderr).toContain('0 errors, 0 warnings');
	});

	test("x-group labels the tag's group in the sidebar; the page URL keeps the tag name", () => {
		const sidebar = find(html(prune), 'nav', { id: 'sidebar' });
		const titles = findAll(sidebar.outer, 'h2', { class: 'nav-group-title' }).map((title) => title.text);
		expect(titles).toEqual(['Tree care', 'harvests', 'Beta <script>window.pwned = true</script> & co', 'Field work']);
		expect(findAll(sidebar.outer, 'a', { class: 'nav-link' }).map((link) => link.attrs.href)).toEqual([
			prune,
			'/api-reference/harvests/list-harvests',
			'/api-reference/beta/list-trees',
			'/api-reference/field-work/upload-a-photo',
			'/api-reference/field-work/place-an-order',
			'/api-reference/field-work/plant-something',
			'/api-reference/field-work/get-the-latest-photo',
			'/api-reference/field-work/download-a-report',
		]);
		// A label from the spec is text.
		expect(sidebar.outer).not.toContain('<script>');
	});

	test("a group that names an OpenAPI file and lists nothing holds its operations' pages, by tag, in its directory", () => {
		const sidebar = find(html('/'), 'nav', { id: 'sidebar' });
		const group = findAll(sidebar.outer, 'li', { class: 'nav-group' }).find(
			(candidate) => query(candidate.outer, 'h2', { class: 'nav-group-title' })?.text === 'Reports API',
		);
		expect(find(group!.outer, 'summary').text).toBe('seasons');
		expect(findAll(group!.outer, 'a', { class: 'nav-link' }).map((link) => link.attrs.href)).toEqual([
			'/reports/seasons/get-a-seasons-report',
		]);
		expect(find(html('/reports/seasons/get-a-seasons-report'), 'h1').text).toBe("Get a season's report");
	});

	test('x-mint.content comes before the generated reference, as sanitised Markdown', () => {
		const operation = find(html(prune), 'section', { class: 'api-operation' });
		const content = find(operation.outer, 'div', { class: 'api-content' });
		expect(content.index).toBeLessThan(operation.outer.indexOf('id="authorizations"'));
		expect(content.text.replace(/ (?=[,.])/g, '')).toBe('Before you prune Prune in late winter, see the start page. unsafe link');
		expect(find(content.outer, 'strong').text).toBe('late winter');
		// Its headings are the page's own, in order after the title.
		expect(find(content.outer, 'h2').text).toBe('Before you prune');
		expect(findAll(content.outer, 'a').map((link) => link.attrs.href)).toEqual(['/index', undefined]);
		expect(content.outer).not.toMatch(/<script|javascript:|pwned/);
	});

	test('samples in the configured languages, Rust, Dart and C++ among them, after the defaults', () => {
		expect(tabLabels(html(prune))).toEqual(['cURL', 'Python', 'JavaScript', 'Rust', 'Dart', 'C++']);
		expect(sampleText(html(prune), 'Rust')).toContain('.post("https://api.orchard.example/v1/trees/t-1/prune")');
		expect(sampleText(html(prune), 'Dart')).toContain("import 'package:http/http.dart' as http;");
		expect(sampleText(html(prune), 'C++')).toContain('cpr::Response response = cpr::Post(');
	});

	test('defaults "required": the sample body holds only the required property', () => {
		const curl = sampleText(html(prune), 'cURL');
		expect(curl).toContain(`--data '{\n  "branches": 3\n}'`);
		expect(curl).not.toContain('note');
		expect(sampleText(html(prune), 'Rust')).not.toContain('tool');
	});

	test('prefill: every input starts with x-default, else the example, else the default; the body takes x-default first', () => {
		const page = html(prune);
		expect(inputValue(page, 'path:treeId')).toBe('t-1');
		expect(inputValue(page, 'query:limit')).toBe('5');
		expect(inputValue(page, 'query:season')).toBe('winter');
		// The body's form, drawn by the page from the model it carries: each field's x-default, else its example.
		const [body] = JSON.parse(
			decodeEntities(find(page, 'div', { class: 'playground-request-body' }).attrs['data-playground-body'] ?? ''),
		) as [{ form: { properties: { name: string; node: { initial?: unknown } }[] } }];
		expect(Object.fromEntries(body.form.properties.map((property) => [property.name, property.node.initial]))).toEqual({
			branches: 3,
			note: 'gentle',
			tool: 'shears',
		});
	});

	test('x-default of a security scheme prefills the credential: the API key, the bearer token', () => {
		expect(credentialValue(html(prune))).toBe('demo-key-123');
		// A value from the spec stays inside its attribute: its quote is escaped, the attribute ends after it.
		expect(credentialValue(html('/api-reference/harvests/list-harvests'))).toBe('demo-token&quot;><script>window.pwned = true</script>');
		expect(html('/api-reference/harvests/list-harvests')).toMatch(/ value="demo-token&quot;><script>window\.pwned = true<\/script>"[\s>]/);
	});
});

describe('an endpoint described in MDX', () => {
	const create = () => html('/manual/create-harvest');

	test('shows the method and URL bar: a path on api.mdx.server, or the full URL as written', () => {
		expect(endpointOf(site.outDir, '/manual/create-harvest')).toBe('POST /trees/{treeId}/harvests');
		expect(find(create(), 'span', { class: 'api-server-url' }).text).toBe('https://api.orchard.example');
		expect(endpointOf(site.outDir, '/manual/get-harvest')).toBe('GET /v2/harvests/{harvestId}');
		expect(find(html('/manual/get-harvest'), 'span', { class: 'api-server-url' }).text).toBe('https://harvests.orchard.example');
	});

	test("shows the page's own fields once, and a playground after them with an input for each top-level field", () => {
		const page = create();
		expect(findAll(page, 'div', { class: 'field' }).map((field) => find(field.outer, 'span', { class: 'field-name' }).text)).toEqual([
			'treeId',
			'dryRun',
			'X-Request-Id',
			'kilograms',
			'variety',
			'crates',
			'count',
		]);
		expect(query(page, 'h2', { id: 'path-parameters' })).toBeUndefined();
		const playground = find(page, 'section', { class: 'playground' });
		expect(playground.index).toBeGreaterThan(page.indexOf('How many crates.'));
		expect(
			findAll(playground.outer, 'input').map((input) => [input.attrs.name, input.attrs.value ?? '', input.attrs.required !== undefined]),
		).toEqual([
			['auth:Authorization', '', false],
			['remember', '', false],
			['path:treeId', 't-9', true],
			['query:dryRun', 'false', false],
			['header:X-Request-Id', '', false],
			['body:kilograms', '', true],
			['body:variety', 'Gala', false],
			['body:crates', '', false],
		]);
		expect(find(playground.outer, 'input', { name: 'body:kilograms' }).attrs).toMatchObject({ 'data-type': 'number', placeholder: '12.5' });
	});

	test("authMethod of the page replaces api.mdx.auth; without it, the config's key is used", () => {
		const playground = find(create(), 'section', { class: 'playground' });
		expect(find(playground.outer, 'div', { class: 'playground-scheme' }).attrs).toMatchObject({
			'data-scheme-kind': 'bearer',
			'data-header': 'Authorization',
			'data-prefix': 'Bearer',
		});
		expect(sampleText(create(), 'cURL')).toContain("--header 'Authorization: Bearer <token>'");
		expect(sampleText(html('/manual/get-harvest'), 'cURL')).toContain("--header 'X-Orchard-Key: <api-key>'");
	});

	test('gets generated samples of the required fields, in the configured languages', () => {
		expect(tabLabels(create())).toEqual(['cURL', 'Python', 'JavaScript', 'Rust', 'Dart', 'C++']);
		expect(sampleText(create(), 'cURL')).toBe(
			[
				'curl --request POST \\',
				"  --url 'https://api.orchard.example/trees/t-9/harvests' \\",
				"  --header 'Authorization: Bearer <token>' \\",
				"  --header 'Content-Type: application/json' \\",
				"  --data '{",
				'  "kilograms": 12.5',
				"}'",
			].join('\n'),
		);
	});

	test('playground "simple" shows the endpoint only; "none" and authMethod "none" show no playground and leave the samples to <RequestExample>', () => {
		expect(query(html('/manual/get-harvest'), 'section', { class: 'playground' })).toBeUndefined();
		const remove = html('/manual/delete-harvest');
		expect(endpointOf(site.outDir, '/manual/delete-harvest')).toBe('DELETE /harvests/{harvestId}');
		expect(query(remove, 'section', { class: 'playground' })).toBeUndefined();
		expect(findAll(remove, 'div', { class: 'page-examples' }).map((column) => column.text)).toEqual([
			expect.stringContaining('curl --request DELETE https://api.orchard.example/harvests/h-1'),
		]);
	});
});

describe('the Markdown copies', () => {
	const copy = (path: string) => readFileSync(join(site.outDir, `${path}.md`), 'utf8');

	test('of an operation hold its x-mint.content, sanitised', () => {
		expect(copy(prune)).toContain('Before you prune\n\nPrune in **late winter**, see the [start page](/index).\n\nunsafe link\n');
		expect(copy(prune)).not.toMatch(/pwned|javascript:/);
	});

	test('leave out the OpenAPI file when markdown.schema is false', () => {
		expect(copy(prune)).not.toContain('## OpenAPI');
	});

	test("of an MDX endpoint hold the endpoint and its samples, and the page's fields once", () => {
		const harvest = copy('/manual/create-harvest');
		expect(harvest).toContain('`POST /trees/{treeId}/harvests`');
		expect(harvest).toContain('```bash cURL');
		expect(harvest).not.toMatch(/## (Body|Path parameters|Query parameters|Headers)/);
		expect(harvest).toContain('Weight of the harvest.');
	});
});

describe('api.playground.credentials unset', () => {
	test("the playground does not send the API's own cookies with its requests", () => {
		expect(find(html('/manual/create-harvest'), 'section', { class: 'playground' }).attrs['data-credentials']).toBeUndefined();
	});
});
