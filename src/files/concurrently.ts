/**
 * Runs `step` for each item, at most `width` at a time, and resolves once all are done (rejects
 * with the first failure, once the others running have ended). For steps whose work is done off
 * the main thread (an image rasterised by libvips, say): several at once keep the cores busy.
 */
export async function forEachConcurrently<T>(items: readonly T[], width: number, step: (item: T) => Promise<void>): Promise<void> {
	let next = 0;
	const lanes = Array.from({ length: Math.max(1, Math.min(width, items.length)) }, async () => {
		while (next < items.length) {
			const item = items[next++]!;
			await step(item);
		}
	});
	const outcomes = await Promise.allSettled(lanes);
	const failed = outcomes.find((outcome) => outcome.status === 'rejected');
	if (failed) throw failed.reason;
}
