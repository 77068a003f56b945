import type { DocsConfig } from './schema/index.ts';
import type { FooterSocialsConfig } from './schema/footer.ts';
import { githubRepository } from './schema/topbar.ts';

/**
 * The GitHub repository of the docs, for "Suggest edits" and "Raise issue": the repository of
 * a `topbarCtaButton` of type "github", else the `github` link of `footer.socials`, else that of
 * `footerSocials`. Here, beside the config, because loading the config warns when feedback links
 * are asked for and this finds nothing.
 */
export function repositoryUrl(config: DocsConfig): string | undefined {
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
