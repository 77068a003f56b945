import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..');
export const astroBin = join(repoRoot, 'node_modules/astro/bin/astro.mjs');

/** What the Trellis project is made of: the engine, its config and the showcase it builds without DOCS_DIR. */
const trellisParts = ['src', 'bin', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'content', 'public', 'docs.json', 'openapi.json'];

function linkNodeModules(root: string): void {
	symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
}

/**
 * A copy of this project in its own folder. Astro writes prerender chunks and types into
 * `<root>/.astro/`, and tests build in the repository at the same time: a separate root keeps
 * the two apart. The dependencies are this repository's, through a symlink.
 */
export function prepareTrellisRoot(root: string): string {
	rmSync(root, { recursive: true, force: true });
	mkdirSync(root, { recursive: true });
	for (const part of trellisParts) {
		if (existsSync(join(repoRoot, part))) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
	}
	linkNodeModules(root);
	return root;
}

/** Every component name the generated pages use: in the floor each is a stub that renders its children. */
export const stubNames = [
	'Note',
	'Tip',
	'Warning',
	'Info',
	'Card',
	'CardGroup',
	'Tabs',
	'Tab',
	'Steps',
	'Step',
	'Accordion',
	'AccordionGroup',
	'CodeGroup',
	'ParamField',
	'ResponseField',
	'Expandable',
	'Frame',
];

const floorFiles: Record<string, string> = {
	'package.json': `${JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }, null, 2)}\n`,
	'astro.config.mjs': `import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';

// Astro's defaults (Sätteri Markdown, Shiki highlighting) plus MDX: nothing else.
export default defineConfig({ integrations: [mdx()], cacheDir: './.cache', devToolbar: { enabled: false } });
`,
	'src/content.config.ts': `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';

const docs = defineCollection({
	loader: glob({ pattern: '**/*.mdx', base: process.env.DOCS_DIR!, generateId: ({ entry }) => entry.replace(/\\.mdx$/, '') }),
});

export const collections = { docs };
`,
	'src/components/Stub.astro': `<div class="stub"><slot /></div>\n`,
	'src/components/stubs.ts': `import Stub from './Stub.astro';

export const stubs = Object.fromEntries(${JSON.stringify(stubNames)}.map((name) => [name, Stub]));
`,
	'src/layouts/Layout.astro': `---
const { title } = Astro.props;
---
<!doctype html>
<html lang="en">
	<head><meta charset="utf-8" /><title>{title}</title></head>
	<body><main><h1>{title}</h1><slot /></main></body>
</html>
`,
	'src/pages/[...slug].astro': `---
import { getCollection, render } from 'astro:content';
import Layout from '../layouts/Layout.astro';
import { stubs } from '../components/stubs.ts';

export async function getStaticPaths() {
	const entries = await getCollection('docs');
	return entries.map((entry) => ({ params: { slug: entry.id === 'index' ? undefined : entry.id }, props: { entry } }));
}

const { entry } = Astro.props;
const { Content } = await render(entry);
---
<Layout title={String(entry.data.title ?? entry.id)}><Content components={stubs} /></Layout>
`,
};

/**
 * The floor: a bare Astro + MDX project that builds the same MDX files (DOCS_DIR) with a minimal
 * layout, no navigation and stub components. Same Astro, same node_modules.
 */
export function prepareFloorRoot(root: string): string {
	rmSync(root, { recursive: true, force: true });
	for (const [path, text] of Object.entries(floorFiles)) {
		mkdirSync(join(root, path, '..'), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	linkNodeModules(root);
	return root;
}
