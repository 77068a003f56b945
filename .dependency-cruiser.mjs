/**
 * The direction imports run in src/, checked by `npm run check:imports` and by the tests
 * (tests/unit/import-rules.test.ts): no circle, and no folder imports from a folder above it.
 * A folder may import from its own layer's folder and those of the layers before it, never
 * from a layer after it, nor from another folder of its own layer. The code that runs in the browser (src/browser/) and
 * the styles stand low: pages and components load them.
 */
export const layers = [
	['urls', 'html', 'browser'],
	['problems'],
	['files'],
	['settings'],
	['config'],
	['icons', 'component-props'],
	['theme'],
	['styles'],
	['markdown'],
	['page-files'],
	['navigation'],
	['openapi'],
	['asyncapi'],
	['site'],
	['rendering'],
	['components'],
	['layouts'],
	['routes'],
	['postbuild'],
	['report'],
	['move-check'],
	['shards'],
	['integration'],
	['mcp'],
	['cli'],
];

const folderPath = (folder) => `^src/${folder}/`;

/** A rule per folder: nothing from a layer above its own, nor from a folder beside it. */
const layerRules = layers.flatMap((layer, index) =>
	layer.flatMap((folder) => {
		const above = [...layers.slice(index + 1).flat(), ...layer.filter((other) => other !== folder)];
		if (above.length === 0) return [];
		return {
			name: `${folder}-imports-downwards`,
			comment: `src/${folder} may import only from the folders listed before its own in .dependency-cruiser.mjs`,
			severity: 'error',
			from: { path: folderPath(folder) },
			to: { path: above.map(folderPath) },
		};
	}),
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
	forbidden: [
		{
			name: 'no-circular',
			comment: 'A module may not depend on itself through others: move what both sides need to a module of its own.',
			severity: 'error',
			from: { path: '^src/' },
			to: { circular: true },
		},
		...layerRules,
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
		exclude: { path: '\\.d\\.ts$' },
	},
};
