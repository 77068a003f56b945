import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { DocsConfig } from '../config/site-config.ts';
import { feedbackSettings } from '../config/feedback-settings.ts';

const gitRoots = new Map<string, string | undefined>();

/** The folder holding `.git` above a file, found once per folder. */
function gitRoot(start: string): string | undefined {
	if (gitRoots.has(start)) return gitRoots.get(start);
	let folder = start;
	let found: string | undefined;
	while (true) {
		if (existsSync(join(folder, '.git'))) {
			found = folder;
			break;
		}
		const parent = dirname(folder);
		if (parent === folder) break;
		folder = parent;
	}
	gitRoots.set(start, found);
	return found;
}

/** Path of a page's source file inside its repository, for edit links. */
function pathInRepository(file: string, fallbackRoot: string): string {
	const root = gitRoot(fallbackRoot) ?? fallbackRoot;
	return relative(root, file).split('\\').join('/');
}

export function feedbackLinks(config: DocsConfig, file: string, configRoot: string, pageHref: string) {
	const settings = feedbackSettings(config);
	const repository = settings.repository;
	if (!repository) return {};
	const path = pathInRepository(file, configRoot);
	return {
		...(settings.suggestEdit ? { edit: `${repository}/edit/main/${path}` } : {}),
		...(settings.raiseIssue
			? {
					issue: `${repository}/issues/new?${new URLSearchParams({
						title: `Issue on docs page ${pageHref}`,
						body: `Path: ${pageHref}`,
					}).toString()}`,
				}
			: {}),
	};
}
