/** React's hooks, which Mintlify puts in the scope of a component file as it does `React`. */
const hooks = [
	'useActionState',
	'useCallback',
	'useContext',
	'useDeferredValue',
	'useEffect',
	'useId',
	'useImperativeHandle',
	'useInsertionEffect',
	'useLayoutEffect',
	'useMemo',
	'useOptimistic',
	'useReducer',
	'useRef',
	'useState',
	'useSyncExternalStore',
	'useTransition',
];

/** The module of Mintlify's `<CodeBlock>`, which a component file has in scope (./vite-docs-mdx.ts resolves it). */
export const codeBlockModuleId = 'virtual:trellis/code-block';

/** Whether a file binds `name` itself: imports it, or declares it. */
function binds(code: string, name: string): boolean {
	const imported = new RegExp(`\\bimport\\b[^;]*?\\b${name}\\b[^;]*?\\bfrom\\b`);
	const declared = new RegExp(`\\b(?:function|const|let|var|class)\\s+${name}\\b`);
	return imported.test(code) || declared.test(code);
}

/**
 * A component file as Mintlify runs it: `React` and its hooks are in scope without an import
 * (`React.useState(0)`, or `useState(0)` alone), and so is Mintlify's `<CodeBlock>`. What a file
 * uses and does not bind itself is imported at its top; a file that imports them is left as written.
 */
export function withReactInScope(code: string): string {
	const lines: string[] = [];
	if (/(?<![\w$.])React\s*\./.test(code) && !binds(code, 'React')) lines.push(`import * as React from 'react';`);
	const used = hooks.filter((hook) => new RegExp(`(?<![\\w$.])${hook}\\s*\\(`).test(code) && !binds(code, hook));
	if (used.length > 0) lines.push(`import { ${used.join(', ')} } from 'react';`);
	if (/<CodeBlock[\s/>]/.test(code) && !binds(code, 'CodeBlock')) lines.push(`import { CodeBlock } from '${codeBlockModuleId}';`);
	return lines.length === 0 ? code : `${lines.join(' ')}${code}`;
}
