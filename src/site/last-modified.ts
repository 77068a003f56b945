import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';

/**
 * When each file of a docs folder was last changed, from its git history (the date of the newest
 * commit that touched it): one `git log` for the whole folder. A folder outside git, or git
 * missing, gives no dates, and the pages show none.
 */
export function lastModifiedDates(pagesRoot: string, files: readonly string[]): Map<string, string> {
	if (files.length === 0) return new Map();
	let log: string;
	try {
		log = execFileSync('git', ['-C', pagesRoot, 'log', '--format=%x00%cI', '--name-only', '--relative', '--', '.'], {
			encoding: 'utf8',
			maxBuffer: 256 * 1024 * 1024,
			stdio: ['ignore', 'pipe', 'ignore'],
		});
	} catch {
		return new Map();
	}
	const newest = new Map<string, string>();
	for (const commit of log.split('\0').slice(1)) {
		const [date, ...names] = commit.split('\n').filter((line) => line !== '');
		for (const name of names) if (date && !newest.has(name)) newest.set(name, date);
	}
	const dates = new Map<string, string>();
	for (const file of files) {
		const date = newest.get(relative(pagesRoot, file).split('\\').join('/'));
		if (date) dates.set(file, date);
	}
	return dates;
}
