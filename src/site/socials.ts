/** Icon and readable name of each social platform the footer knows. */
const platforms: Record<string, { label: string; icon: { name: string; iconType: string } }> = {
	website: { label: 'Website', icon: { name: 'globe', iconType: 'solid' } },
	facebook: { label: 'Facebook', icon: { name: 'facebook', iconType: 'brands' } },
	x: { label: 'X', icon: { name: 'x-twitter', iconType: 'brands' } },
	twitter: { label: 'X (Twitter)', icon: { name: 'x-twitter', iconType: 'brands' } },
	discord: { label: 'Discord', icon: { name: 'discord', iconType: 'brands' } },
	slack: { label: 'Slack', icon: { name: 'slack', iconType: 'brands' } },
	github: { label: 'GitHub', icon: { name: 'github', iconType: 'brands' } },
	linkedin: { label: 'LinkedIn', icon: { name: 'linkedin', iconType: 'brands' } },
	instagram: { label: 'Instagram', icon: { name: 'instagram', iconType: 'brands' } },
	'hacker-news': { label: 'Hacker News', icon: { name: 'hacker-news', iconType: 'brands' } },
	youtube: { label: 'YouTube', icon: { name: 'youtube', iconType: 'brands' } },
	medium: { label: 'Medium', icon: { name: 'medium', iconType: 'brands' } },
	bluesky: { label: 'Bluesky', icon: { name: 'bluesky', iconType: 'brands' } },
	telegram: { label: 'Telegram', icon: { name: 'telegram', iconType: 'brands' } },
	threads: { label: 'Threads', icon: { name: 'threads', iconType: 'brands' } },
	reddit: { label: 'Reddit', icon: { name: 'reddit', iconType: 'brands' } },
	podcast: { label: 'Podcast', icon: { name: 'podcast', iconType: 'solid' } },
};

export interface SocialLink {
	key: string;
	label: string;
	url: string;
	icon?: { name: string; iconType: string };
}

/** The footer's social links in config order; unknown platforms are shown by name. */
export function socialLinks(socials: Record<string, string> | undefined): SocialLink[] {
	return Object.entries(socials ?? {}).flatMap(([key, url]) => {
		if (!url) return [];
		const known = platforms[key.toLowerCase()];
		return [known ? { key, url, label: known.label, icon: known.icon } : { key, url, label: key }];
	});
}
