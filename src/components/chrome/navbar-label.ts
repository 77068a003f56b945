/** What a top bar link or button says: its label, else the name of the service it leads to, else its address. */
export function navbarLabel(link: { label?: string | undefined; type?: string | undefined; href: string }): string {
	if (link.label) return link.label;
	if (link.type === 'github') return 'GitHub';
	if (link.type === 'discord') return 'Discord';
	return link.href;
}
