import { createServer } from 'node:net';
import { CliError } from './errors.ts';

/**
 * Fails with a clear error when another program listens on `port`. Checked before Astro starts, on
 * every address (as a server on localhost would also clash), so the message names the port and
 * the way out rather than a stack from deep in the server.
 */
export async function ensurePortFree(port: number, flag: string): Promise<void> {
	const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
		const server = createServer();
		server.once('error', (failure: NodeJS.ErrnoException) => resolve(failure));
		server.listen({ port }, () => server.close(() => resolve(undefined)));
	});
	if (!error) return;
	if (error.code === 'EADDRINUSE') {
		throw new CliError({
			message: `port ${port} is in use by another program`,
			fix: `stop that program, or choose another port: ${flag} ${port === 65535 ? port - 1 : port + 1}`,
		});
	}
	if (error.code === 'EACCES') {
		throw new CliError({ message: `port ${port} needs more rights than this user has`, fix: `choose a port above 1023: ${flag} 4321` });
	}
	throw new CliError({ message: `port ${port} cannot be opened: ${error.message}`, fix: `choose another port with ${flag}` });
}

/** Reads a `--port` value: a whole number from 1 to 65535. */
export function parsePort(value: string): number {
	const port = Number(value);
	if (!/^\d+$/.test(value.trim()) || !Number.isInteger(port) || port < 1 || port > 65535) {
		throw new Error(`"${value}" is not a port number: give a whole number from 1 to 65535, such as 4321`);
	}
	return port;
}
