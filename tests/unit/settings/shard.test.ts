import { describe, expect, test } from 'vitest';
import { formatSettingProblems, readBuildSettings } from '../../../src/settings/env-settings.ts';
import { parseShard, rendersRoute, shardOfRoute } from '../../../src/settings/shard.ts';

/** Routes like a docs site's: sections, nested pages. */
const routes = Array.from({ length: 2000 }, (_, index) => `/section-${index % 17}/page-${index}`);

describe('the share of the pages a shard renders', () => {
	test('every route falls to exactly one shard, the same one every time', () => {
		for (const route of routes.slice(0, 200)) {
			const owners = [1, 2, 3].filter((index) => rendersRoute({ index, count: 3 }, route));
			expect(owners).toEqual([shardOfRoute(route, 3)]);
		}
		expect(shardOfRoute('/guides/setup', 4)).toBe(shardOfRoute('/guides/setup', 4));
		expect(rendersRoute(undefined, '/guides/setup')).toBe(true);
	});

	test('adding or removing pages moves no other page to another shard', () => {
		const before = new Map(routes.map((route) => [route, shardOfRoute(route, 4)]));
		const added = ['/aaa', '/new/page', ...routes.slice(0, 100).map((route) => `${route}-copy`)];
		for (const route of [...added, ...routes.slice(500)]) {
			if (before.has(route)) expect(shardOfRoute(route, 4)).toBe(before.get(route));
		}
	});

	test('the pages spread evenly over the shards', () => {
		for (const count of [2, 3, 4, 8]) {
			const sizes = Array.from({ length: count }, () => 0);
			for (const route of routes) sizes[shardOfRoute(route, count) - 1]! += 1;
			const even = routes.length / count;
			for (const size of sizes) expect(Math.abs(size - even) / even, `${count} shards: ${sizes.join(', ')}`).toBeLessThan(0.12);
		}
	});

	test('i/n with 1 <= i <= n', () => {
		expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
		expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
		for (const wrong of ['0/3', '4/3', '2', '2-3', 'a/b', '1/0', '-1/2', '1.5/3']) expect(parseShard(wrong), wrong).toBeUndefined();
	});
});

describe('the SHARD setting', () => {
	test('read as the other settings are; unset or empty, the build is whole', () => {
		expect(readBuildSettings({ SHARD: '2/3' })).toEqual({
			settings: { linkCheck: 'fail', lenient: false, shard: { index: 2, count: 3 } },
		});
		expect(readBuildSettings({ SHARD: ' ' })).toEqual({ settings: { linkCheck: 'fail', lenient: false } });
	});

	test('a wrong value stops the build, with the pair the user likely meant', () => {
		const problems = (value: string) => {
			const read = readBuildSettings({ SHARD: value });
			return 'problems' in read ? formatSettingProblems(read.problems) : 'accepted';
		};
		expect(problems('2 of 3')).toBe(
			'error: SHARD=2 of 3: not a value of SHARD. Expected the shard to build and the number of shards, such as "2/3" (the second of three)\n  fix: did you mean SHARD=2/3?',
		);
		expect(problems('0/3')).toContain('fix: did you mean SHARD=1/3?');
		expect(problems('4/3')).not.toContain('fix:');
		expect(problems('first')).not.toContain('fix:');
	});
});
