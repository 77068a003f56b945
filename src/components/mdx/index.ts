// Every component authors use in pages without importing them: what docs MDX files import
// (src/integration/vite-docs-mdx.ts). Snippet stands apart from the others (./core.ts).
import { guarded } from './guard.ts';
import { coreComponents, type MdxComponents } from './core.ts';
import Snippet from './Snippet.astro';

export const mdxComponents: MdxComponents = { ...coreComponents, Snippet: guarded('Snippet', Snippet) };
