import { markdownToHtml, mdxToJs } from 'satteri';
import { afterAll, describe, expect, it } from 'vitest';
import { highlightLast } from '../../../src/markdown/code-highlight.ts';
import { blockIdentity } from '../../../src/markdown/fence-languages.ts';
import { startHighlightThread, type HighlightSettings } from '../../../src/markdown/highlight-thread.ts';

const settings: HighlightSettings = {
	themes: { light: 'github-light-default', dark: 'github-dark-default' },
	languages: ['ts', 'bash'],
	excludeLangs: ['math', 'mermaid'],
};

describe('the highlighting thread', () => {
	const thread = startHighlightThread(settings);
	afterAll(() => thread.close());

	it('gives a block back as HTML: both themes, the frame with its title, text escaped as the compiler escapes it', async () => {
		const html = await thread.highlight('const ok: boolean = 1 < 2 && true;', 'ts', 'check.ts');
		expect(html).toMatch(/^<div class="code-block" data-language="ts" data-title="check.ts"><div class="code-title">check.ts<\/div><pre /);
		expect(html).toContain('<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">const</span>');
		expect(html).toContain('&lt;');
		expect(html).toContain('&amp;&amp;');
		expect(html).toContain('<button type="button" class="code-copy" data-copy-code="" hidden>');
	});

	it("draws the icons of title bars from the site's icon library, and image icons under the base path", async () => {
		const tabler = startHighlightThread({ ...settings, iconLibrary: 'tabler', base: '/docs' });
		try {
			expect(await tabler.highlight('x', 'ts', 'a.ts icon="brand-tabler"')).toMatch(/<div class="code-title"><span class="icon-wrap"><svg/);
			expect(await tabler.highlight('x', 'ts', 'a.ts icon="/images/ts.svg"')).toContain(
				'<img class="icon icon-image" src="/docs/images/ts.svg" alt="">',
			);
		} finally {
			await tabler.close();
		}
	});

	it('answers blocks asked for at the same time, each with its own', async () => {
		const blocks = Array.from({ length: 20 }, (_, index) => `echo ${index}`);
		const htmls = await Promise.all(blocks.map((code) => thread.highlight(code, 'bash', undefined)));
		htmls.forEach((html, index) => expect(html).toContain(`> ${index}</span>`));
	});

	it('starts again after it was closed', async () => {
		await thread.close();
		expect(await thread.highlight('let a = 1;', 'ts', undefined)).toContain('class="code-block"');
	});

	it('fails a block with the reason when the thread cannot highlight', async () => {
		const broken = startHighlightThread({ ...settings, themes: { light: 'no-such-theme', dark: 'github-dark-default' } });
		await expect(broken.highlight('x', 'ts', undefined)).rejects.toThrow(/no-such-theme/);
		await broken.close();
	});
});

describe('highlighting as the last hast plugin', () => {
	const code = 'npm install plant-store';
	const highlighting = highlightLast(settings, new Set([blockIdentity(code)]));
	afterAll(() => highlighting.close());
	const page = `Install:\n\n\`\`\`bash\n${code}\n\`\`\`\n\n\`\`\`mermaid\ngraph TD\n\`\`\`\n`;

	it('puts a block into an MDX page as HTML the compiler keeps as it is', async () => {
		const { code: js } = await mdxToJs(page, { hastPlugins: [highlighting.plugin] });
		expect(js).toMatch(/_jsx\(Fragment, \{\s*"set:html": "<div class=\\"code-block\\" data-language=\\"bash\\">/);
		// An excluded language stays as the parser wrote it.
		expect(js).toContain('language-mermaid');
	});

	it('shows a ```nocopy block as plain text without a copy button', async () => {
		const { html } = await markdownToHtml('```nocopy\nUser ──▶ CDN\n```\n', { hastPlugins: [highlighting.plugin] });
		expect(html).toMatch(/^<div class="code-block" data-language="plaintext" data-nocopy=""><pre class="astro-code/);
		expect(html).not.toContain('code-copy');
	});

	it('puts a block into a Markdown page as raw HTML, the same for a block the docs repeat', async () => {
		const first = await markdownToHtml(page, { hastPlugins: [highlighting.plugin] });
		const second = await markdownToHtml(page, { hastPlugins: [highlighting.plugin] });
		expect(first.html).toContain('<p>Install:</p>\n<div class="code-block" data-language="bash"><pre class="astro-code');
		expect(second.html).toBe(first.html);
	});
});
