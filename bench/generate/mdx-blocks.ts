import type { Random } from './random.ts';
import { paragraph, sentence, title, words } from './prose.ts';

/** Icons that every icon set Trellis reads knows. */
const icons = ['rocket', 'key', 'globe', 'lock', 'tag', 'list', 'seedling', 'inbox', 'sun', 'rotate', 'book', 'gear'];

const snippets: Record<string, (r: Random) => string> = {
	bash: (r) =>
		`curl -X POST https://api.example.com/v1/${words(r, 1)}s \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -d '{"name": "${words(r, 2)}"}'`,
	typescript: (r) =>
		`import { Client } from '@example/sdk';\n\nconst client = new Client({ token: process.env.TOKEN });\nconst ${words(r, 1).replace(/-/g, '')} = await client.${words(r, 1).replace(/-/g, '')}s.list({ limit: ${r.int(5, 100)} });\nfor (const item of ${words(r, 1).replace(/-/g, '')}) console.log(item.id);`,
	python: (r) =>
		`from example import Client\n\nclient = Client(token=os.environ["TOKEN"])\nfor item in client.${words(r, 1).replace(/-/g, '_')}s.list(limit=${r.int(5, 100)}):\n    print(item.id, item.status)`,
	json: (r) =>
		`{\n  "id": "${words(r, 1)}_${r.int(1000, 9999)}",\n  "status": "${words(r, 1)}",\n  "count": ${r.int(0, 500)},\n  "tags": ["${words(r, 1)}", "${words(r, 1)}"]\n}`,
	go: (r) =>
		`package main\n\nimport "fmt"\n\nfunc main() {\n\tclient := example.NewClient(os.Getenv("TOKEN"))\n\titems, err := client.List(ctx, &example.ListParams{Limit: ${r.int(5, 100)}})\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(len(items))\n}`,
	yaml: (r) =>
		`${words(r, 1).replace(/-/g, '_')}:\n  enabled: true\n  retries: ${r.int(1, 9)}\n  region: ${words(r, 1)}\n  tags:\n    - ${words(r, 1)}\n    - ${words(r, 1)}`,
	ruby: (r) =>
		`require "example"\n\nclient = Example::Client.new(token: ENV["TOKEN"])\nclient.${words(r, 1).replace(/-/g, '_')}s.each do |item|\n  puts item.id\nend`,
	rust: (r) =>
		`fn main() {\n    let client = example::Client::new(std::env::var("TOKEN").unwrap());\n    let items = client.list(${r.int(5, 100)}).expect("list");\n    println!("{}", items.len());\n}`,
};
const languages = Object.keys(snippets);
const fileNames: Record<string, string> = {
	bash: 'request.sh',
	typescript: 'index.ts',
	python: 'main.py',
	json: 'response.json',
	go: 'main.go',
	yaml: 'config.yaml',
	ruby: 'client.rb',
	rust: 'main.rs',
};

function codeBlock(r: Random, language = r.pick(languages), label?: string): string {
	return `\`\`\`${language}${label ? ` ${label}` : ''}\n${snippets[language]!(r)}\n\`\`\``;
}

function table(r: Random): string {
	const rows = r.int(3, 7);
	const lines = ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |'];
	for (let i = 0; i < rows; i++) {
		lines.push(
			`| \`${words(r, 1)}_${i}\` | ${r.pick(['string', 'integer', 'boolean', 'object', 'array'])} | ${r.pick(['yes', 'no'])} | ${sentence(r)} |`,
		);
	}
	return lines.join('\n');
}

function list(r: Random, links: readonly string[]): string {
	const items: string[] = [];
	for (let i = r.int(3, 6); i > 0; i--) items.push(`- ${sentence(r, r.chance(0.3) && links.length > 0 ? r.pick(links) : undefined)}`);
	return items.join('\n');
}

function callout(r: Random, links: readonly string[]): string {
	const tag = r.pick(['Note', 'Tip', 'Warning', 'Info']);
	return `<${tag}>\n${paragraph(r, links)}\n</${tag}>`;
}

function cards(r: Random, links: readonly string[]): string {
	const cols = r.pick([2, 3]);
	const cardList: string[] = [];
	for (let i = r.int(2, 4); i > 0; i--) {
		const href = links.length > 0 ? ` href="${r.pick(links)}"` : '';
		cardList.push(`  <Card title="${title(r)}" icon="${r.pick(icons)}"${href}>\n    ${sentence(r)}\n  </Card>`);
	}
	return `<CardGroup cols={${cols}}>\n${cardList.join('\n')}\n</CardGroup>`;
}

function tabs(r: Random, links: readonly string[]): string {
	const chosen = r.sample(languages, r.int(2, 3));
	const body = chosen.map((language) => `<Tab title="${language}">\n${paragraph(r, links)}\n\n${codeBlock(r, language)}\n</Tab>`);
	return `<Tabs>\n${body.join('\n')}\n</Tabs>`;
}

function steps(r: Random, links: readonly string[]): string {
	const body: string[] = [];
	for (let i = r.int(3, 5); i > 0; i--) {
		const code = r.chance(0.4) ? `\n\n${codeBlock(r)}` : '';
		body.push(`<Step title="${title(r)}">\n${paragraph(r, links)}${code}\n</Step>`);
	}
	return `<Steps>\n${body.join('\n')}\n</Steps>`;
}

function accordions(r: Random, links: readonly string[]): string {
	const body: string[] = [];
	for (let i = r.int(2, 4); i > 0; i--) body.push(`<Accordion title="${title(r)}?">\n${paragraph(r, links)}\n</Accordion>`);
	return `<AccordionGroup>\n${body.join('\n')}\n</AccordionGroup>`;
}

function codeGroup(r: Random): string {
	const chosen = r.sample(languages, r.int(2, 3));
	return `<CodeGroup>\n\n${chosen.map((language) => codeBlock(r, language, fileNames[language])).join('\n\n')}\n\n</CodeGroup>`;
}

function fields(r: Random): string {
	const params: string[] = [];
	for (let i = r.int(2, 4); i > 0; i--) {
		const where = r.pick(['path', 'query', 'body', 'header']);
		const required = r.chance(0.5) ? ' required' : '';
		params.push(
			`<ParamField ${where}="${words(r, 1)}_${i}" type="${r.pick(['string', 'integer', 'boolean', 'string[]'])}"${required}>\n  ${sentence(r)}\n</ParamField>`,
		);
	}
	const children: string[] = [];
	for (let i = r.int(2, 4); i > 0; i--) {
		children.push(
			`    <ResponseField name="${words(r, 1)}_${i}" type="${r.pick(['string', 'integer', 'boolean'])}">\n      ${sentence(r)}\n    </ResponseField>`,
		);
	}
	const response = `<ResponseField name="${words(r, 1)}" type="object" required>\n  ${sentence(r)}\n  <Expandable title="properties">\n${children.join('\n')}\n  </Expandable>\n</ResponseField>`;
	return `${params.join('\n\n')}\n\n${response}`;
}

function frame(r: Random): string {
	return `<Frame caption="${sentence(r).replace(/[`*"[\]()]/g, '')}">\n  <img src="/images/diagram.svg" alt="Diagram of the ${words(r, 2)}" />\n</Frame>`;
}

/** The building blocks of a section, weighted as they appear in real docs: prose first. */
const blocks: [number, (r: Random, links: readonly string[]) => string][] = [
	[8, (r, links) => paragraph(r, links)],
	[3, list],
	[3, (r) => codeBlock(r)],
	[2, table],
	[2, callout],
	[1, cards],
	[1, tabs],
	[1, steps],
	[1, accordions],
	[1, codeGroup],
	[1, fields],
	[0.5, frame],
];
const totalWeight = blocks.reduce((sum, [weight]) => sum + weight, 0);

function block(r: Random, links: readonly string[]): string {
	let roll = r.next() * totalWeight;
	for (const [weight, make] of blocks) {
		roll -= weight;
		if (roll < 0) return make(r, links);
	}
	return paragraph(r, links);
}

/** The MDX body of one page (no frontmatter): an introduction, then sections of mixed blocks. */
export function pageBody(r: Random, links: readonly string[]): string {
	const parts = [paragraph(r, links)];
	for (let section = r.int(3, 6); section > 0; section--) {
		parts.push(`## ${title(r)}`, paragraph(r, links));
		for (let i = r.int(2, 4); i > 0; i--) parts.push(block(r, links));
		if (r.chance(0.4)) parts.push(`### ${title(r)}`, paragraph(r, links), block(r, links));
	}
	return `${parts.join('\n\n')}\n`;
}
