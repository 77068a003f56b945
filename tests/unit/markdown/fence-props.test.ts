import { describe, expect, it } from 'vitest';
import { fencePropsInModule, markFenceProps } from '../../../src/markdown/fence-props.ts';

/** A snippet's props inside its fenced code blocks, as Mintlify interpolates them. */
describe('props in fenced code', () => {
	const snippet = [
		'export const InstallSnippet = ({ packageName }) => <></>;',
		'',
		'Install {packageName}:',
		'',
		'```bash install.sh {1}',
		'npm install {packageName} {not-a-name}',
		'```',
		'',
	].join('\n');

	it("marks the references of the code only: not the text's expressions, not the fence's meta", () => {
		const marked = markFenceProps(snippet);
		expect(marked).toContain('Install {packageName}:');
		expect(marked).toContain('```bash install.sh {1}\n');
		expect(marked).toMatch(/\nnpm install TRELLISFENCEPROPxpackageNamexTRELLISFENCEPROPEND \{not-a-name\}\n/);
	});

	it("puts each prop's value in the module's strings, escaped, and a name not passed as written", () => {
		const module = `function _createMdxContent(props) { return ${JSON.stringify(
			`<code>npm i ${'TRELLISFENCEPROPxpackageNamexTRELLISFENCEPROPEND'} ${'TRELLISFENCEPROPxversionxTRELLISFENCEPROPEND'}</code>`,
		)}; }\nexport default _createMdxContent;`;
		const compiled = fencePropsInModule(module, 'install.mdx');
		const run = new Function(`${compiled.replace('export default _createMdxContent;', '')}; return _createMdxContent;`)() as (
			props: Record<string, unknown>,
		) => string;
		expect(run({ packageName: '<sdk>&co' })).toBe('<code>npm i &lt;sdk&gt;&amp;co {version}</code>');
		expect(fencePropsInModule('const a = "plain";', 'x.mdx')).toBe('const a = "plain";');
	});
});
