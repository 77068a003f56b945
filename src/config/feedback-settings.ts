import type { DocsConfig } from './site-config.ts';
import { githubRepository } from './schema/topbar.ts';

/**
 * The feedback under each page, from either format: the legacy `feedback` (with the repository
 * its conversion found), or the current format's `feedback` (a Trellis extension), whose
 * repository is that of the top bar's GitHub link or button, else of `footer.socials.github`.
 */
export interface FeedbackSettings {
	thumbsRating: boolean;
	suggestEdit: boolean;
	raiseIssue: boolean;
	/** Where each rating is POSTed (current format only). */
	url?: string | undefined;
	/** The docs' GitHub repository (`https://github.com/owner/repo`), when the config links to one. */
	repository?: string | undefined;
}

export function feedbackSettings(config: DocsConfig): FeedbackSettings {
	if (config.legacy) {
		const { feedback, repository } = config.legacy;
		return { thumbsRating: feedback.thumbsRating === true, suggestEdit: feedback.suggestEdit, raiseIssue: feedback.raiseIssue, repository };
	}
	const feedback = config.feedback;
	return {
		thumbsRating: feedback?.thumbsRating === true,
		suggestEdit: feedback?.suggestEdit === true,
		raiseIssue: feedback?.raiseIssue === true,
		url: feedback?.url,
		repository: currentRepository(config),
	};
}

function currentRepository(config: DocsConfig): string | undefined {
	const candidates = [
		config.navbar?.primary?.type === 'github' ? config.navbar.primary.href : undefined,
		...(config.navbar?.links ?? []).filter((link) => link.type === 'github').map((link) => link.href),
		config.footer?.socials?.['github'],
	];
	for (const url of candidates) {
		const repository = url ? githubRepository(url) : undefined;
		if (repository) return `https://github.com/${repository}`;
	}
	return undefined;
}
