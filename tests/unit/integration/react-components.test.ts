import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { needsBrowser, withIslandDirectives } from '../../../src/integration/react-islands.ts';
import { withReactInScope } from '../../../src/integration/react-scope.ts';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/**
 * The docs' React component files as Mintlify runs them: React and its hooks in scope, hydrated
 * where they need the browser, imported by their path from the docs folder.
 */

describe('React in scope', () => {
	it('imports React and the hooks a file uses without importing them', () => {
		const code = 'export const A = () => { const [a] = React.useState(0); useEffect(() => {}, []); return <p>{a}</p>; };';
		expect(withReactInScope(code)).toBe(`import * as React from 'react'; import { useEffect } from 'react';${code}`);
	});

	it('leaves a file that imports them, or defines its own, as written', () => {
		const imported = "import { useState } from 'react';\nexport const A = () => useState(0)[0];";
		expect(withReactInScope(imported)).toBe(imported);
		const own = 'function useState() { return [1]; }\nexport const A = () => useState()[0];';
		expect(withReactInScope(own)).toBe(own);
		const plain = 'export const A = ({ user }) => <p>{user.useState}</p>;';
		expect(withReactInScope(plain)).toBe(plain);
	});

	it("puts Mintlify's CodeBlock in scope of a file that uses it and does not bind it", () => {
		const code = 'export const A = () => <CodeBlock language="js">{"a"}</CodeBlock>;';
		expect(withReactInScope(code)).toBe(`import { CodeBlock } from 'virtual:trellis/code-block';${code}`);
		const own = "import { CodeBlock } from './code.jsx';\nexport const A = () => <CodeBlock />;";
		expect(withReactInScope(own)).toBe(own);
	});
});

describe('which components need the browser', () => {
	it('those with hooks or event handlers', () => {
		expect(needsBrowser('const [a, setA] = useState(0);')).toBe(true);
		expect(needsBrowser('const [a] = React.useState(0);')).toBe(true);
		expect(needsBrowser('<button onClick={() => go()}>Go</button>')).toBe(true);
		expect(needsBrowser('export const Card = ({ title }) => <div className="card">{title}</div>;')).toBe(false);
	});
});

describe('island directives', () => {
	const root = folderWith({
		'snippets/counter.jsx':
			'export const Counter = () => { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; };',
		'snippets/broken.jsx': 'export const Broken = () => {\n  const [a] = useState(0);\n  return <div><b>{a}</div>;\n};',
		'snippets/card.tsx': 'export const Card = ({ title }: { title: string }) => <div>{title}</div>;',
	});
	afterAll(removeFolders);
	const page = join(root, 'guides/page.mdx');

	it('hydrates the uses of stateful components, imported relatively, not those of others nor tags in code', () => {
		const source = [
			"import { Counter } from '/snippets/counter.jsx';",
			"import { Card } from '/snippets/card.tsx';",
			'',
			'<Counter />',
			'',
			'<Card title="A" />',
			'',
			'```jsx',
			'<Counter />',
			'```',
			'',
			'Text with <Counter /> inline and <Counter client:visible /> as written.',
		].join('\n');
		expect(withIslandDirectives(source, page, root)).toBe(
			[
				'import { Counter } from "../snippets/counter.jsx";',
				"import { Card } from '/snippets/card.tsx';",
				'',
				'<Counter client:load />',
				'',
				'<Card title="A" />',
				'',
				'```jsx',
				'<Counter />',
				'```',
				'',
				'Text with <Counter client:load /> inline and <Counter client:visible /> as written.',
			].join('\n'),
		);
	});

	it('leaves a page that imports no component file, or does not parse, as written', () => {
		expect(withIslandDirectives('# Title\n\n<Note>Hi</Note>', page, root)).toBe('# Title\n\n<Note>Hi</Note>');
		const broken = "import { Counter } from '/snippets/counter.jsx';\n\n<Counter";
		expect(withIslandDirectives(broken, page, root)).toBe(broken);
	});

	it('the check names a syntax error of an imported component file, at its place, and leaves its uses without a directive', () => {
		const source = "import { Broken } from '/snippets/broken.jsx';\n\n<Broken />";
		const problems = checkMdx(page, source, root).problems;
		expect(problems.map(({ file, line, column, message }) => ({ file, line, column, message }))).toEqual([
			{
				file: join(root, 'snippets/broken.jsx'),
				line: 3,
				column: 23,
				message:
					'Expected corresponding JSX closing tag for \'b\'. (Expected `</b>`); imported by ../guides/page.mdx:1 as "/snippets/broken.jsx"',
			},
		]);
		expect(withIslandDirectives(source, page, root)).toBe(source);
	});

	it('the check names an imported component file that does not exist', () => {
		const { problems } = checkMdx(page, "import { Chart } from '/snippets/chart.jsx';\n\n<Chart />", root);
		expect(problems.map((problem) => problem.message)).toEqual([
			'imported snippet "/snippets/chart.jsx" does not exist: no snippets/chart.jsx',
		]);
		expect(checkMdx(page, "import { Counter } from '/snippets/counter.jsx';\n\n<Counter />", root).problems).toEqual([]);
	});
});
