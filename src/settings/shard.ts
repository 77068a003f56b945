import { createHash } from 'node:crypto';

/**
 * A build split across machines (README, "Large sites"): shard `index` of `count` renders the
 * pages whose route falls to it, and `trellis merge` joins the shards into the site one build makes.
 */
export interface Shard {
	/** From 1 to `count`. */
	index: number;
	count: number;
}

/** `2/3`: shard 2 of 3; undefined when the text is no such pair. */
export function parseShard(text: string): Shard | undefined {
	const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
	if (!match) return undefined;
	const index = Number(match[1]);
	const count = Number(match[2]);
	return index >= 1 && index <= count && count <= maxShards ? { index, count } : undefined;
}

/** More shards than this are pages split past any use, and most likely a typo. */
const maxShards = 1000;

export function formatShard(shard: Shard): string {
	return `${shard.index}/${shard.count}`;
}

/**
 * The shard (1 to `count`) that renders a route: by a hash of the route itself, not by its place
 * in a list, so that adding or removing a page moves no other page to another shard (a shard's
 * build cache stays valid for the rest), and the pages spread evenly whatever their names.
 */
export function shardOfRoute(route: string, count: number): number {
	const hash = createHash('sha256').update(route).digest();
	return (hash.readUInt32BE(0) % count) + 1;
}

/** Whether a shard renders a route; every route is rendered when the build is not split. */
export function rendersRoute(shard: Shard | null | undefined, route: string): boolean {
	return !shard || shardOfRoute(route, shard.count) === shard.index;
}
