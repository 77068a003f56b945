/**
 * The files of `trellis new`: a docs.json in the current format and a few pages that use the
 * common components, so that a new folder builds and shows what a page can hold.
 */
export const starterFiles: Record<string, string> = {
	'docs.json': `${JSON.stringify(
		{
			$schema: 'https://mintlify.com/docs.json',
			theme: 'mint',
			name: 'My docs',
			colors: { primary: '#15803D', light: '#4ADE80', dark: '#15803D' },
			navigation: {
				groups: [
					{ group: 'Get started', pages: ['index', 'quickstart'] },
					{ group: 'Writing content', pages: ['writing/components'] },
				],
			},
		},
		null,
		2,
	)}\n`,
	'index.mdx': `---
title: Introduction
description: What these docs cover and where to start.
---

Welcome to your new docs. Each page is an MDX file listed in \`docs.json\`.

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Build and preview the site in a minute.
  </Card>
  <Card title="Components" icon="puzzle-piece" href="/writing/components">
    Callouts, steps, tabs and code groups.
  </Card>
</CardGroup>
`,
	'quickstart.mdx': `---
title: Quickstart
description: Preview, check and build these docs.
---

<Steps>
  <Step title="Preview">
    Run \`trellis dev\` in this folder: the site opens in your browser, and every edit shows at once.
  </Step>
  <Step title="Check">
    Run \`trellis validate\` to check the config, the pages and the links.
  </Step>
  <Step title="Build">
    Run \`trellis build\`: the static site is written to \`dist/\`, ready for any static host.
  </Step>
</Steps>

<Tip>Add a page: write an \`.mdx\` file and list its path, without the extension, in \`docs.json\`.</Tip>
`,
	'writing/components.mdx': `---
title: Components
description: The components a page can use without importing them.
---

## Callouts

<Note>A note adds context.</Note>

<Warning>A warning says what can go wrong.</Warning>

## Tabs

<Tabs>
  <Tab title="npm">
    Install with npm.
  </Tab>
  <Tab title="pnpm">
    Install with pnpm.
  </Tab>
</Tabs>

## Code groups

<CodeGroup>

\`\`\`bash npm
npm install -g trellis
\`\`\`

\`\`\`bash pnpm
pnpm add -g trellis
\`\`\`

</CodeGroup>

## Accordions

<AccordionGroup>
  <Accordion title="Where do images go?">
    Anywhere in this folder: \`images/logo.png\` is served at \`/images/logo.png\`.
  </Accordion>
</AccordionGroup>
`,
};
