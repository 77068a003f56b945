import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = () => void;

/** What is needed of a server's response: when it is sent. */
interface AnswerEvents {
	once(event: 'finish', listener: () => void): unknown;
}

let collect: Collect | undefined;

/**
 * Runs a full garbage collection now. Node exposes the collector only with `--expose-gc`, which
 * `astro dev` is not started with: the flag is set from here, and the function read from a new
 * context, where V8 installs it.
 */
export function collectGarbage(): void {
	collect ??= typeof globalThis.gc === 'function' ? globalThis.gc : exposedCollector();
	collect();
}

function exposedCollector(): Collect {
	setFlagsFromString('--expose-gc');
	return runInNewContext('gc') as Collect;
}

/**
 * A collection owed once a dev server has replaced the site model after an edit: the previous
 * model and the pages compiled from it are garbage then, and V8, left to itself, lets a large
 * site's heap grow by hundreds of megabytes before collecting them (5,000 pages: 1.5 to 1.6 GB
 * resident after twenty edits, 1.2 GB collected after each reading). It runs once the next request
 * has been answered (the page the edit reloads, as a rule), so that the reader does not wait for it.
 */
export function collectionAfterAnswer(run: Collect = collectGarbage): {
	/** A reading replaced the model. */
	owe(): void;
	/** A request came in: once its answer is sent, the collection owed, if any, runs. */
	answering(response: AnswerEvents): void;
} {
	let owed = false;
	return {
		owe: () => {
			owed = true;
		},
		answering: (response) => {
			if (!owed) return;
			owed = false;
			response.once('finish', () => setImmediate(run));
		},
	};
}
