import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { githubRepository } from '../config/schema/topbar.ts';
import type { DocsConfig } from '../config/schema/index.ts';

/**
 * The GitHub repository of the docs, for "Suggest edits" and "Raise issue": the repository of
 * a `topbarCtaButton` of type "github", else the `github` link of `footerSocials`.
 */
export function repositoryUrl(config: DocsConfig): string | undefined {
	const candidates = [
		config.topbarCtaButton?.type === 'github' ? config.topbarCtaButton.url : undefined,
		footerGithub(config),
	];
	for (const url of candidates) {
		const repository = url ? githubRepository(url) : undefined;
		if (repository) return `https://github.com/${repository}`;
	}
	return undefined;
}

function footerGithub(config: DocsConfig): string | undefined {
	const socials = config.footerSocials;
	if (!socials) return undefined;
	if (Array.isArray(socials)) return socials.find((social) => social.type === 'github')?.url;
	return socials.github;
}

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
export function pathInRepository(file: string, fallbackRoot: string): string {
	const root = gitRoot(fallbackRoot) ?? fallbackRoot;
	return relative(root, file).split('\\').join('/');
}

export function feedbackLinks(config: DocsConfig, file: string, configRoot: string, pageHref: string) {
	const repository = repositoryUrl(config);
	if (!repository) return {};
	const path = pathInRepository(file, configRoot);
	return {
		...(config.feedback.suggestEdit ? { edit: `${repository}/edit/main/${path}` } : {}),
		...(config.feedback.raiseIssue
			? {
					issue: `${repository}/issues/new?${new URLSearchParams({
						title: `Issue on docs page ${pageHref}`,
						body: `Path: ${pageHref}`,
					}).toString()}`,
				}
			: {}),
	};
}
