import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { listFiles } from '../../../src/postbuild/built-files.ts';
import { projectRoot } from '../../support/build-site.ts';
import { find, findAll, pageExists, pageHtml, query, writtenByTheBuild } from '../html.ts';
import { anchorsOf, sidebarOutline } from './chrome.ts';
import { fixtureBuilds } from '../../support/fixture-builds.ts';
import { buildStrict, testReportOfBuildingFolder } from './both-modes.ts';
import { problemLines } from './report.ts';

/**
 * The docs of an API product as teams kept them in the `mint.json` era, moved over unchanged:
 * - `mint.json` beside `.mdx` and `.md` pages, with keys Trellis does not know (`basePath`,
 *   `codeBlockTheme`) and hosted-platform extras;
 * - images under `images/` referenced from the root (`/images/hero.png`), relative to the page
 *   (`../images/architecture.png`, `./label-layout.png` beside the page, three levels up from a
 *   nested `.md` page), in Markdown and in JSX (`<img>`, `<Frame>`, `<video poster>`), and files
 *   linked for download (`/files/rate-card.pdf`, `../../../../files/dangerous-goods.pdf`);
 * - `snippets/` imported from the root with a prop, and the older `<Snippet file>` form;
 * - two specs in `openapi`, one YAML written with a leading slash (`/openapi/shipments.yaml`),
 *   one JSON, and pages that are only frontmatter: `openapi` with and without the file, a
 *   webhook, a schema, some without a title or a description (taken from the spec);
 * - navigation nested four levels deep, a group without a name, an anchor over `api-reference`
 *   and two anchors that are external links.
 */

const fixture = 'tests/fixtures/real-world/mint-json-product';
const builds = buildStrict(() => fixtureBuilds.mintJsonProduct);

const html = (href: string) => pageHtml(builds.strict.outDir, href);
const prose = (href: string) => find(html(href), 'div', { class: 'prose' }).inner;
const builtFile = (path: string) => readFileSync(join(builds.strict.outDir, path));
const sourceFile = (path: string) => readFileSync(join(projectRoot, fixture, path));

describe('the build', () => {
	test('succeeds, warning only about the two unknown keys of mint.json', () => {
		expect(builds.strict.exitCode, builds.strictOutput).toBe(0);
		expect(problemLines(builds.strictOutput)).toEqual([
			`warning: ${fixture}/mint.json:54:3 basePath: unknown key "basePath": ignored`,
			`warning: ${fixture}/mint.json:55:3 codeBlockTheme: unknown key "codeBlockTheme": ignored`,
		]);
		expect(builds.strictOutput).not.toMatch(/broken link/);
	});

	test('builds every page of the navigation, .md and .mdx, and nothing from snippets/', () => {
		const pages = [
			'/introduction',
			'/quickstart',
			'/changelog',
			'/guides/overview',
			'/guides/shipping/labels',
			'/guides/shipping/international/customs',
			'/guides/shipping/international/restricted/batteries',
			'/api-reference/introduction',
			'/api-reference/shipments/create',
			'/api-reference/shipments/get',
			'/api-reference/shipments/delivered',
			'/api-reference/billing/list-invoices',
			'/api-reference/billing/invoice',
		];
		expect(pages.filter((href) => !pageExists(builds.strict.outDir, href))).toEqual([]);
		const files = listFiles(builds.strict.outDir);
		expect(files.filter((file) => file.startsWith('snippets/'))).toEqual([]);
		// The config and the page sources stay out of the site; the OpenAPI files are served at their paths, as on Mintlify.
		expect(files.filter((file) => /\.mdx$/.test(file) || file === 'mint.json')).toEqual([]);
		expect(files.filter((file) => /\.(json|ya?ml)$/.test(file) && !writtenByTheBuild(file)).sort()).toEqual([
			'api/billing.json',
			'openapi/shipments.yaml',
		]);
	});

	test('renders a .md page as Markdown and imports snippets both ways, with their props', () => {
		expect(find(prose('/quickstart'), 'h1').text).toBe('Book your first shipment');
		expect(findAll(find(prose('/quickstart'), 'ol').inner, 'li')).toHaveLength(3);
		expect(find(prose('/introduction'), 'div', { class: 'callout' }).text).toContain(
			'Stuck? Ask in the #shipping channel; someone answers within a day.',
		);
		expect(prose('/guides/shipping/labels')).toContain('Carriers print their own barcode over the bottom third of the label.');
	});
});

describe('images and files', () => {
	test('an image referenced from the root keeps its URL and is copied byte for byte', () => {
		expect(find(prose('/introduction'), 'img').attrs.src).toBe('/images/hero.png');
		expect(builtFile('images/hero.png').equals(sourceFile('images/hero.png'))).toBe(true);
	});

	test('relative Markdown images, from .md and .mdx pages and from three folders down, are optimised into files that exist', () => {
		const cases: [href: string, alt: string, name: string][] = [
			['/quickstart', 'A label printer', 'printer'],
			['/guides/overview', 'How a shipment moves', 'architecture'],
			['/guides/shipping/labels', 'Label layout', 'label-layout'],
			['/guides/shipping/international/customs', 'A label printer, again', 'printer'],
		];
		for (const [href, alt, name] of cases) {
			const src = find(prose(href), 'img', { alt }).attrs.src!;
			expect(src, href).toMatch(new RegExp(`^/_astro/${name}\\.[\\w-]+\\.webp$`));
			expect(pageExists(builds.strict.outDir, href) && listFiles(builds.strict.outDir).includes(src.slice(1)), src).toBe(true);
		}
	});

	test('relative paths in JSX (<img> in a Frame, a video poster) become paths from the site root, to copied files', () => {
		const framed = find(prose('/guides/shipping/labels'), 'img', { alt: 'Label layout, framed' });
		expect(framed.attrs.src).toBe('/guides/shipping/label-layout.png');
		expect(builtFile('guides/shipping/label-layout.png').equals(sourceFile('guides/shipping/label-layout.png'))).toBe(true);
		const video = find(prose('/guides/overview'), 'video');
		expect(video.attrs.poster).toBe('/images/video-poster.jpg');
		expect(video.attrs.src).toBe('/videos/tour.mp4');
		expect(builtFile('images/video-poster.jpg').equals(sourceFile('images/video-poster.jpg'))).toBe(true);
		expect(builtFile('videos/tour.mp4').equals(sourceFile('videos/tour.mp4'))).toBe(true);
	});

	test('links to PDFs, from the root and relative, lead to the copied files; relative page links to the pages', () => {
		expect(find(prose('/quickstart'), 'a', { href: /\.pdf$/ }).attrs.href).toBe('/files/rate-card.pdf');
		expect(find(prose('/guides/shipping/international/restricted/batteries'), 'a', { href: /\.pdf$/ }).attrs.href).toBe(
			'/files/dangerous-goods.pdf',
		);
		expect(builtFile('files/rate-card.pdf').equals(sourceFile('files/rate-card.pdf'))).toBe(true);
		expect(builtFile('files/dangerous-goods.pdf').equals(sourceFile('files/dangerous-goods.pdf'))).toBe(true);
		expect(find(prose('/guides/overview'), 'a', { href: /labels/ }).attrs.href).toBe('/guides/shipping/labels');
		expect(find(prose('/guides/shipping/international/customs'), 'a', { href: /batteries/ }).attrs.href).toBe(
			'/guides/shipping/international/restricted/batteries',
		);
	});

	test('the logo and favicon named in mint.json are served from the folder', () => {
		expect(find(html('/introduction'), 'img', { class: 'logo-light' }).attrs.src).toBe('/logo/light.svg');
		expect(builtFile('logo/dark.svg').equals(sourceFile('logo/dark.svg'))).toBe(true);
		expect(builtFile('favicon.png').equals(sourceFile('favicon.png'))).toBe(true);
		const pngIcon = find(find(html('/introduction'), 'head').inner, 'link', { rel: 'icon' });
		expect(pngIcon.attrs.href).toBe('/favicon.png');
		expect(pngIcon.attrs.type).toBe('image/png');
		// A docs folder's build does not carry the showcase's public/ files.
		expect(existsSync(join(builds.strict.outDir, 'favicon.svg')), "the showcase's favicon.svg").toBe(false);
	});
});

describe('API pages that are only frontmatter', () => {
	const header = (href: string) => {
		const head = find(html(href), 'header', { class: 'page-header' }).inner;
		return [find(head, 'h1').text, query(head, 'p', { class: 'page-description' })?.text];
	};
	const endpoint = (href: string) => {
		const element = find(html(href), 'div', { class: 'api-endpoint' }).outer;
		return `${find(element, 'span', { class: 'method-badge' }).text} ${find(element, 'code', { class: 'api-path' }).text}`;
	};

	test('render the operation of the spec they name, with or without its file, and the leading slash', () => {
		expect(endpoint('/api-reference/shipments/create')).toBe('POST /shipments');
		expect(endpoint('/api-reference/shipments/get')).toBe('GET /shipments/{shipmentId}');
		expect(endpoint('/api-reference/billing/list-invoices')).toBe('GET /invoices');
		expect(endpoint('/api-reference/shipments/delivered')).toBe('WEBHOOK POST shipment.delivered');
		expect(find(html('/api-reference/billing/invoice'), 'div', { class: 'field', id: /amount-cents/ }).text).toContain('Total in cents.');
	});

	test('take a missing title and description from the spec', () => {
		expect(header('/api-reference/shipments/get')).toEqual(['Get a shipment', 'Returns one shipment with its latest tracking status.']);
		expect(header('/api-reference/shipments/create')).toEqual([
			'Create a shipment',
			'Books a carrier for a parcel and returns the shipment.',
		]);
		expect(header('/api-reference/billing/list-invoices')).toEqual(['List invoices', 'Invoices of the account, newest first.']);
		expect(find(html('/api-reference/shipments/get'), 'title').text).toBe('Get a shipment - Tidewater Freight');
	});
});

describe('navigation', () => {
	test('the sidebar of the top anchor: four levels deep and a group without a name', () => {
		expect(sidebarOutline(html('/guides/shipping/international/restricted/batteries'))).toEqual([
			'[Get Started]',
			'  Introduction -> /introduction',
			'  Quickstart -> /quickstart',
			'[]',
			'  Changelog -> /changelog',
			'[Guides]',
			'  Overview -> /guides/overview',
			'  [Shipping]',
			'    Labels -> /guides/shipping/labels',
			'    [International]',
			'      Customs declarations -> /guides/shipping/international/customs',
			'      [Restricted goods]',
			'        Lithium batteries -> /guides/shipping/international/restricted/batteries',
		]);
	});

	test('the sidebar of the API Reference anchor: its pages only, with method markers and titles from the spec', () => {
		expect(sidebarOutline(html('/api-reference/shipments/get'))).toEqual([
			'[API Reference]',
			'  API introduction -> /api-reference/introduction',
			'  [Shipments]',
			'    POST Create a shipment -> /api-reference/shipments/create',
			'    GET Get a shipment -> /api-reference/shipments/get',
			'    HOOK Shipment delivered -> /api-reference/shipments/delivered',
			'  [Billing]',
			'    GET List invoices -> /api-reference/billing/list-invoices',
			'    The invoice object -> /api-reference/billing/invoice',
		]);
	});

	test('anchors: the implicit one, the folder one and two external links', () => {
		expect(anchorsOf(html('/api-reference/introduction'))).toEqual([
			{ name: 'Documentation', href: '/introduction', current: false },
			{ name: 'API Reference', href: '/api-reference/introduction', current: true },
			{ name: 'Community', href: 'https://discord.gg/tidewater-example', current: false },
			{ name: 'SDK on GitHub', href: 'https://github.com/tidewater-example/sdk', current: false },
		]);
		expect(find(find(html('/quickstart'), 'ul', { class: 'anchors' }).inner, 'a', { href: /discord/ }).attrs.target).toBe('_blank');
	});
});

testReportOfBuildingFolder(builds, { pagesInNavigation: 13, pagesBuilt: 13, pagesFailed: 0, pagesWithProblems: 0, errors: 0, warnings: 2 });
