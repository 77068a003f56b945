import type { LegacyConfig } from '../schema/index.ts';
import type { FooterSocialsConfig } from '../schema/footer.ts';
import { githubRepository } from '../schema/topbar.ts';

/**
 * The GitHub repository of the docs, for "Suggest edits" and "Raise issue": the repository of
 * a `topbarCtaButton` of type "github", else the `github` link of `footer.socials`, else that of
 * `footerSocials`. Read once, as the legacy config is converted: its feedback links need it.
 */
export function repositoryUrl(config: LegacyConfig): string | undefined {
	const candidates = [
		config.topbarCtaButton?.type === 'github' ? config.topbarCtaButton.url : undefined,
		githubSocial(config.footer?.socials),
		githubSocial(config.footerSocials),
	];
	for (const url of candidates) {
		const repository = url ? githubRepository(url) : undefined;
		if (repository) return `https://github.com/${repository}`;
	}
	return undefined;
}

function githubSocial(socials: FooterSocialsConfig | undefined): string | undefined {
	if (!socials) return undefined;
	if (Array.isArray(socials)) return socials.find((social) => social.type === 'github')?.url;
	return socials.github;
}
