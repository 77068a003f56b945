import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { checkedFile as file, mdxReport } from '../support/mdx-report.ts';

/**
 * The checks of the API and code components (ParamField, ResponseField, Expandable, Tabs, Tab,
 * CodeGroup, RequestExample, ResponseExample) and of math, run on every page before the build:
 * what an author sees for each mistake, with the place in the page.
 */

const report = mdxReport;

describe('correct uses', () => {
	const page = [
		'---',
		'title: Every prop',
		'---',
		'',
		'<ParamField path="plantId" type="integer" required>The plant.</ParamField>',
		'<ParamField query="tags" type="string[]" default="all" deprecated hidden={false}>Tags.</ParamField>',
		'<ParamField body="name" type="string" initialValue="Monstera" placeholder="A name" default={"x"}>Name.</ParamField>',
		'<ParamField header="Authorization" type="string" required initialValue={10} hidden>Token.</ParamField>',
		'',
		'<ResponseField name="plant" type="object" required deprecated default={null} pre={["readonly"]} post={["nullable"]}>',
		'  <Expandable title="plant fields" defaultOpen>',
		'    <ResponseField name="id" type="integer">Id.</ResponseField>',
		'    <ResponseField name="care" type="object">',
		'      <Expandable><ResponseField name="watering" type="string" /></Expandable>',
		'    </ResponseField>',
		'  </Expandable>',
		'</ResponseField>',
		'',
		'<Tabs>',
		'  <Tab title="One" icon="leaf" iconType="solid">First.</Tab>',
		'  <Tab title="Two">Second.</Tab>',
		'</Tabs>',
		'',
		'<CodeGroup>',
		'```js index.js {1}',
		'let a = 1;',
		'```',
		'</CodeGroup>',
		'',
		'<RequestExample>',
		'```bash cURL',
		'curl -X POST http://localhost:3000/plant/webhook',
		'```',
		'</RequestExample>',
		'<ResponseExample>',
		'```http 200',
		'HTTP/1.1 200 OK',
		'```',
		'</ResponseExample>',
		'',
		'Math with braces is not an expression: $\\alpha{x} + \\frac{1}{2}$, and',
		'',
		'$$',
		't_n = \\min\\left(t_{\\max}, t_0 \\cdot 2^{n-1}\\right)',
		'$$',
	];

	it('have no problems', () => {
		expect(report(page)).toMatchInlineSnapshot(`"0 errors, 0 warnings"`);
	});

	it('list the components the page uses', () => {
		expect(checkMdx(file, page.join('\n')).components).toEqual([
			'CodeGroup',
			'Expandable',
			'ParamField',
			'RequestExample',
			'ResponseExample',
			'ResponseField',
			'Tab',
			'Tabs',
		]);
	});
});

describe('mistakes', () => {
	it('a ParamField with two locations names both', () => {
		expect(report(['', '<ParamField query="limit" body="limit" type="integer">Limit.</ParamField>'])).toMatchInlineSnapshot(`
			"error: page.mdx:2:1 <ParamField> takes one of path, query, body or header, found 2: query, body
			  fix: keep only one of them: its name says where the parameter goes, its value is the parameter name
			1 error, 0 warnings"
		`);
	});

	it('a ParamField with no location says which props can name it', () => {
		expect(report(['<ParamField type="string" required>Name.</ParamField>'])).toMatchInlineSnapshot(`
			"error: page.mdx:1:1 <ParamField> needs one of path, query, body or header, naming the parameter (e.g. <ParamField query="limit">)
			  fix: add one, such as <ParamField query="limit" type="integer">
			1 error, 0 warnings"
		`);
	});

	it('a ResponseField without a name', () => {
		expect(report(['Intro.', '', '  <ResponseField type="string">No name.</ResponseField>'])).toMatchInlineSnapshot(`
			"error: page.mdx:3:3 <ResponseField> is missing its required prop "name" (a string)
			  fix: add it: <ResponseField name="...">
			1 error, 0 warnings"
		`);
	});

	it('a Tab without a title', () => {
		expect(report(['<Tabs>', '  <Tab>Untitled.</Tab>', '</Tabs>'])).toMatchInlineSnapshot(`
			"error: page.mdx:2:3 <Tab> is missing its required prop "title" (a string)
			  fix: add it: <Tab title="...">
			1 error, 0 warnings"
		`);
	});

	it('a misspelt component gets a suggestion', () => {
		expect(report(['<ParamFeild body="id">Id.</ParamFeild>', '<Expandible>x</Expandible>', '<CodeGroupe>x</CodeGroupe>']))
			.toMatchInlineSnapshot(`
			"error: page.mdx:1:1 unknown component <ParamFeild>
			  fix: did you mean <ParamField>?
			error: page.mdx:2:1 unknown component <Expandible>
			  fix: did you mean <Expandable>?
			error: page.mdx:3:1 unknown component <CodeGroupe>
			  fix: did you mean <CodeGroup>?
			3 errors, 0 warnings"
		`);
	});

	it('wrong prop types', () => {
		expect(
			report([
				'<ParamField body="id" required="yes">Id.</ParamField>',
				'<ResponseField name="tags" pre="readonly">Tags.</ResponseField>',
				'<Expandable defaultOpen="true">x</Expandable>',
				'<Tab title={3}>x</Tab>',
			]),
		).toMatchInlineSnapshot(`
			"error: page.mdx:1:1 <ParamField> prop "required": expected true or false, found "yes"
			  fix: write required alone for true, or required={false}
			error: page.mdx:2:1 <ResponseField> prop "pre": expected an array, found "readonly"
			  fix: write a list of texts, such as pre={["Webhook", "SDK"]}
			error: page.mdx:3:1 <Expandable> prop "defaultOpen": expected true or false, found "true"
			  fix: write defaultOpen alone for true, or defaultOpen={false}
			3 errors, 0 warnings"
		`);
	});

	it('an unknown prop only warns, with a suggestion', () => {
		expect(report(['<ParamField body="id" requried>Id.</ParamField>', '<Expandable titel="x">y</Expandable>'])).toMatchInlineSnapshot(`
			"warning: page.mdx:1:1 <ParamField> has no prop "requried": ignored
			  fix: did you mean "required"?
			warning: page.mdx:2:1 <Expandable> has no prop "titel": ignored
			  fix: did you mean "title"?
			0 errors, 2 warnings"
		`);
	});

	it('a formula KaTeX cannot render warns at its place', () => {
		expect(report(['# Math', '', 'Broken: $\\frac{1}{$ here.', '', '$$', '\\notacommand{x}', '$$'])).toMatchInlineSnapshot(`
			"warning: page.mdx:3:9 math $...$: Unexpected end of input in a macro argument, expected '}'
			  fix: check the LaTeX; write \\$ for a literal dollar sign
			warning: page.mdx:5:1 math $$...$$: Undefined control sequence: \\notacommand
			  fix: check the LaTeX; write \\$ for a literal dollar sign
			0 errors, 2 warnings"
		`);
	});
});
