/** Mintlify's kinds of callout, which `<Callout variation>` and `<Card type>` name too. */
export const calloutKinds = ['note', 'tip', 'info', 'warning', 'check', 'danger'] as const;
export type CalloutKind = (typeof calloutKinds)[number];

/** The icon of each kind, drawn in Font Awesome's solid style unless the author picks another. */
export const calloutKindIcons: Record<CalloutKind, string> = {
	note: 'circle-exclamation',
	tip: 'lightbulb',
	info: 'circle-info',
	warning: 'triangle-exclamation',
	check: 'circle-check',
	danger: 'ban',
};
