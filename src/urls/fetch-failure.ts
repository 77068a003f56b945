/** Why a fetch of `url` failed, in words: Node's own are terse ("bad port", "connect ECONNREFUSED ..."). */
export function fetchFailure(url: string, error: unknown, timeoutMs: number): string {
	if (!(error instanceof Error)) return String(error);
	const cause = error.cause instanceof Error ? (error.cause as NodeJS.ErrnoException) : undefined;
	const { host, hostname, port } = new URL(url);
	if (error.name === 'TimeoutError') return `no answer from ${host} within ${timeoutMs / 1000} s`;
	if (cause?.message === 'bad port') return `port ${port} is one that fetch refuses to connect to (a blocked port)`;
	if (cause?.code === 'ECONNREFUSED') return `the connection to ${host} was refused: nothing answers there`;
	if (cause?.code === 'ENOTFOUND') return `the host name "${hostname}" is not known`;
	return cause?.message ?? error.message;
}
