/**
 * A check of JSON-LD against what schema.org defines for the types the pages use, and what
 * search engines require of them (Google's structured data guidelines: a breadcrumb item's
 * `item`, a search action's template). Returns what is wrong, as readable lines; none when valid.
 */

type Node = Record<string, unknown>;

/** Each type's properties that schema.org defines (those the pages may use), and those required. */
const types: Record<string, { known: string[]; required: string[] }> = {
	Organization: { known: ['name', 'legalName', 'url', 'logo', 'sameAs'], required: ['name'] },
	WebSite: { known: ['name', 'url', 'publisher', 'potentialAction', 'inLanguage'], required: ['name', 'url'] },
	WebPage: { known: ['url', 'name', 'description', 'dateModified', 'isPartOf', 'breadcrumb', 'inLanguage'], required: ['url', 'name'] },
	BreadcrumbList: { known: ['itemListElement'], required: ['itemListElement'] },
	ListItem: { known: ['position', 'name', 'item'], required: ['position', 'name'] },
	TechArticle: {
		known: ['headline', 'description', 'keywords', 'dateModified', 'url', 'mainEntityOfPage', 'publisher', 'inLanguage'],
		required: ['headline'],
	},
	APIReference: {
		known: ['headline', 'description', 'keywords', 'dateModified', 'url', 'mainEntityOfPage', 'publisher', 'inLanguage'],
		required: ['headline'],
	},
	SearchAction: { known: ['target', 'query-input'], required: ['target', 'query-input'] },
	EntryPoint: { known: ['urlTemplate'], required: ['urlTemplate'] },
};

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value, 'https://site.test/');

export function schemaOrgProblems(document: unknown): string[] {
	const problems: string[] = [];
	if (!isNode(document) || document['@context'] !== 'https://schema.org' || !Array.isArray(document['@graph']))
		return ['expected { "@context": "https://schema.org", "@graph": [...] }'];
	const graph = document['@graph'] as unknown[];
	const ids = new Set(graph.filter(isNode).map((node) => node['@id']));
	const check = (node: unknown, where: string) => {
		if (!isNode(node)) return void problems.push(`${where}: not an object`);
		if (Object.keys(node).length === 1 && typeof node['@id'] === 'string') {
			if (!ids.has(node['@id'])) problems.push(`${where}: reference to unknown @id ${node['@id']}`);
			return;
		}
		const type = node['@type'];
		const rules = typeof type === 'string' ? types[type] : undefined;
		if (!rules) return void problems.push(`${where}: unknown @type ${JSON.stringify(type)}`);
		for (const key of rules.required) if (node[key] === undefined || node[key] === '') problems.push(`${where} (${type}): no ${key}`);
		for (const [key, value] of Object.entries(node)) {
			if (key === '@type' || key === '@id') continue;
			if (!rules.known.includes(key)) problems.push(`${where} (${type}): ${key} is not a property of ${type}`);
			if (['url', 'logo', 'item'].includes(key) && !isUrl(value)) problems.push(`${where} (${type}): ${key} is not a URL`);
			if (isNode(value)) check(value, `${where}.${key}`);
			if (Array.isArray(value)) value.forEach((entry, index) => isNode(entry) && check(entry, `${where}.${key}[${index}]`));
		}
		if (type === 'BreadcrumbList') {
			const items = node['itemListElement'] as Node[];
			items.forEach((item, index) => {
				if (item['position'] !== index + 1) problems.push(`${where}: item ${index} has position ${String(item['position'])}`);
				// Every item but the last leads somewhere.
				if (index < items.length - 1 && item['item'] === undefined) problems.push(`${where}: item ${index} has no item URL`);
			});
		}
		if (type === 'SearchAction') {
			const template = (node['target'] as Node)['urlTemplate'];
			const input = /^required name=(\w+)$/.exec(String(node['query-input']))?.[1];
			if (!input || !String(template).includes(`{${input}}`))
				problems.push(`${where}: the urlTemplate does not hold the query-input's name`);
		}
	};
	graph.forEach((node, index) => check(node, `@graph[${index}]`));
	return problems;
}
