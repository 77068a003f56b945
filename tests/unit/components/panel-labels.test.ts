import { describe, expect, it } from 'vitest';
import { panelLabels } from '../../../src/components/mdx/parts/panel-labels.ts';

const copyButton =
	'<button type="button" class="code-copy" hidden><span><svg viewBox="0 0 24 24"><path d="M1 1"/><path d="M2 2"/></svg></span></button>';
const codeBlock = (attributes: string, code: string) =>
	`<div class="code-block" ${attributes}><pre class="astro-code"><code><span class="line"><span style="--shiki-light:#000">${code}</span></span></code></pre>${copyButton}</div>`;

describe('panelLabels', () => {
	it('labels the top-level tabs only: tabs nested in a panel belong to their own set', () => {
		const inner = '<div data-tab-panel data-tab-title="Inner">x</div>';
		const html = [
			`<div data-tab-panel data-tab-title="npm &amp; yarn" data-tab-icon="box" data-tab-icon-type="solid"><p>a<br>b</p><div class="tab-panels">${inner}</div></div>`,
			'\n<p>between</p>\n',
			'<div data-tab-panel data-tab-title=" "><img src="a.png"><input value="1"></div>',
		].join('');
		expect(panelLabels(html, 'tabs')).toEqual([{ title: 'npm & yarn', icon: 'box', iconType: 'solid' }, { title: 'Tab 2' }]);
	});

	it("labels code blocks by title, else language, else their place; elements inside a block (the copy icon's SVG) do not count", () => {
		const html = [
			codeBlock('data-language="js" data-title="index.js"', 'let a = 1 &lt; 2;'),
			codeBlock('data-language="py"', 'print(1)'),
			codeBlock('', 'plain'),
			'<div class="not-a-block">x</div>',
		].join('\n');
		expect(panelLabels(html, 'code')).toEqual([{ title: 'index.js' }, { title: 'py' }, { title: 'Code 3' }]);
	});

	it('puts the icon of a code block into its tab', () => {
		const html = [
			codeBlock('data-language="ts" data-title="Stagehand v3" data-icon="/images/typescript.svg"', 'let a;'),
			codeBlock('data-language="js" data-title="app.js" data-icon="square-js"', 'let b;'),
		].join('\n');
		expect(panelLabels(html, 'code')).toEqual([
			{ title: 'Stagehand v3', icon: '/images/typescript.svg' },
			{ title: 'app.js', icon: 'square-js' },
		]);
	});
});
