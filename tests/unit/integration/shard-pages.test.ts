import { expect, test } from 'vitest';
import { pagesOfOtherShards } from '../../../src/integration/vite-shard-module.ts';
import { rendersRoute } from '../../../src/settings/shard.ts';

const root = '/docs';
const pages = Array.from({ length: 40 }, (_, index) => ({
	path: `guides/page-${index}`,
	file: `${root}/guides/page-${index}.mdx`,
	href: `/guides/page-${index}`,
}));

test('a shard compiles its own pages, and those of other shards that import files of the folder', () => {
	const shard = { index: 2, count: 3 };
	const theirs = pages.filter((page) => !rendersRoute(shard, page.href));
	const importing = theirs[0]!;
	const left = pagesOfOtherShards(pages, { [importing.path]: 'digest-of-its-imports', [theirs[1]!.path]: '' }, shard, root);
	expect(left).toEqual(
		theirs
			.filter((page) => page !== importing)
			.map((page) => page.file.slice(root.length + 1))
			.sort(),
	);
	expect(left.length).toBeGreaterThan(10);
});
