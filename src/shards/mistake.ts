/** Something wrong with the shards given to `trellis merge`: what, and a likely fix. */
export interface ShardMistake {
	message: string;
	fix?: string;
}
