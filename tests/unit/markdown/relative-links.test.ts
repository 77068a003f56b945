import { pathToFileURL } from 'node:url';
import { markdownToHtml, mdxToJs, type MarkdownToHtmlResult } from 'satteri';
import { afterAll, describe, expect, it } from 'vitest';
import { baseLinks } from '../../../src/markdown/base-links.ts';
import { relativeLinks, sitePathOf } from '../../../src/markdown/relative-links.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

const docsRoot = '/docs';
const fileURL = pathToFileURL(`${docsRoot}/guides/shipping/labels.mdx`);

/** A page of `guides/shipping/` through the two link plugins, as the build runs them. */
const html = (source: string, data?: Record<string, unknown>, base = '/') =>
	(
		markdownToHtml(source, {
			fileURL,
			hastPlugins: [relativeLinks(docsRoot), baseLinks(base)],
			...(data ? { data } : {}),
		}) as MarkdownToHtmlResult
	).html;
const mdx = async (source: string, base = '/') =>
	(
		await mdxToJs(source, {
			fileURL,
			hastPlugins: [relativeLinks(docsRoot), baseLinks(base)],
			jsxImportSource: 'astro',
			elementAttributeNameCase: 'html',
		})
	).code;

describe('sitePathOf', () => {
	it.each([
		['./diagram.png', 'guides', '/guides/diagram.png'],
		['diagram.png', 'guides', '/guides/diagram.png'],
		['../images/a.png', 'guides', '/images/a.png'],
		['../../../files/form.pdf', 'guides/shipping/international', '/files/form.pdf'],
		['./setup#install', 'guides', '/guides/setup#install'],
		['./images/a.png', '.', '/images/a.png'],
		['..', 'guides', '/'],
	])('%s from %s/ is %s', (value, folder, expected) => {
		expect(sitePathOf(value, folder)).toBe(expected);
	});

	it('leaves a link that climbs out of the docs folder as written', () => {
		expect(sitePathOf('../../secret.png', 'guides')).toBeUndefined();
	});
});

describe('relative links in pages', () => {
	it('resolves JSX <img>, <video poster> and <a> from the page folder, then adds the base path', async () => {
		const code = await mdx(
			'<img src="./label.png" alt="x" />\n\n<video poster="../../images/poster.jpg" src="/videos/tour.mp4" />\n\nSee <a href="../overview">the overview</a>.\n',
			'/docs-site/',
		);
		expect(code).toContain('src: "/docs-site/guides/shipping/label.png"');
		expect(code).toContain('poster: "/docs-site/images/poster.jpg"');
		expect(code).toContain('src: "/docs-site/videos/tour.mp4"');
		expect(code).toContain('href: "/docs-site/guides/overview"');
	});

	it('resolves Markdown links, and leaves URLs, fragments, site paths and mailto links alone', () => {
		const output = html(
			'[a](./international/customs) [b](#top) [c](/quickstart) [d](https://example.com/x) [e](mailto:a@example.com) [f](?tab=2)\n',
		);
		expect(output).toBe(
			'<p><a href="/guides/shipping/international/customs">a</a> <a href="#top">b</a> <a href="/quickstart">c</a> <a href="https://example.com/x">d</a> <a href="mailto:a@example.com">e</a> <a href="?tab=2">f</a></p>\n',
		);
	});

	it('leaves a Markdown image that Astro has collected to Astro, and rewrites one it has not', () => {
		const folder = folderWith({ 'guides/shipping/a.png': 'png' });
		const page = pathToFileURL(`${folder}/guides/shipping/labels.mdx`);
		const data: Record<string, unknown> = { astro: { localImagePaths: new Set(['./a.png']) } };
		const output = (
			markdownToHtml('![a](./a.png) ![b](./b.png)\n', { fileURL: page, hastPlugins: [relativeLinks(folder)], data }) as MarkdownToHtmlResult
		).html;
		expect(output).toContain('<img src="./a.png" alt="a">');
		expect(output).toContain('<img src="/guides/shipping/b.png" alt="b">');
	});

	it('takes back from Astro a collected image whose file is missing: a plain image, not a failed import', () => {
		const collected = new Set(['./missing.png']);
		const output = html('![m](./missing.png)\n', { astro: { localImagePaths: collected } });
		expect(output).toContain('<img src="/guides/shipping/missing.png" alt="m">');
		expect(collected.size).toBe(0);
	});

	it('does nothing to files outside the docs folder', () => {
		const outside = markdownToHtml('[a](./b)\n', {
			fileURL: pathToFileURL('/elsewhere/page.md'),
			hastPlugins: [relativeLinks(docsRoot)],
		}) as MarkdownToHtmlResult;
		expect(outside.html).toBe('<p><a href="./b">a</a></p>\n');
	});
});
