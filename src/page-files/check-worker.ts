import { parentPort } from 'node:worker_threads';
import { checkMdx } from './check-mdx.ts';
import type { CheckShare } from './check-threads.ts';

/** The thread that checks pages with the reading thread (./check-threads.ts). */

// Ready before the pages are: its modules loaded and the parser's code run once while they are read.
checkMdx('/warm-up.mdx', '# Title\n\n<Note>A *note* with `code` and {1 + 1}.</Note>\n\n```js\nlet a;\n```\n');
parentPort?.postMessage('ready');

parentPort?.on('message', ({ jobs, settings, shared, port }: CheckShare) => {
	for (let index = Atomics.add(shared, 0, 1); index < jobs.length; index = Atomics.add(shared, 0, 1)) {
		const job = jobs[index]!;
		// Posted before it is counted, so that the count the reading thread waits on covers what it receives.
		port.postMessage([index, checkMdx(job.file, job.text, settings.pagesRoot, { iconLibrary: settings.iconLibrary })]);
		Atomics.add(shared, 1, 1);
		Atomics.notify(shared, 1);
	}
	port.close();
});
