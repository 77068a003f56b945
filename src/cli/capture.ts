/**
 * Runs `work` with what the engine writes to stdout and stderr held back: a command that only
 * wants a build's result (broken-links, export) shows it only when the build fails.
 */
export async function heldBack<T>(work: () => Promise<T>): Promise<{ result?: T; error?: unknown; output: string }> {
	const streams = [process.stdout, process.stderr];
	const writes = streams.map((stream) => stream.write.bind(stream));
	let output = '';
	for (const stream of streams) {
		// The signature of a stream's write, whose callers may pass an encoding or a callback.
		stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
			output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
			const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
			callback?.();
			return true;
		}) as typeof stream.write;
	}
	try {
		return { result: await work(), output };
	} catch (error) {
		return { error, output };
	} finally {
		streams.forEach((stream, index) => (stream.write = writes[index]!));
	}
}

/** Runs `work` with the lines it writes to stderr that name `path` left out; the rest shows as written. */
export async function withoutLinesNaming<T>(path: string, work: () => Promise<T>): Promise<T> {
	const write = process.stderr.write.bind(process.stderr);
	// The signature of a stream's write, whose callers may pass an encoding or a callback.
	process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
		const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
		const kept = text
			.split(/(?<=\n)/)
			.filter((line) => !line.includes(path))
			.join('');
		if (kept !== '') return write(kept, ...(rest as []));
		const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
		callback?.();
		return true;
	}) as typeof process.stderr.write;
	try {
		return await work();
	} finally {
		process.stderr.write = write;
	}
}
