import { iconStandIn, iconUnknown } from '../problems/catalogue.ts';
import { didYouMean } from '../problems/suggest.ts';
import { knownIconNames } from './icon-sets.ts';
import { isIconImage, resolveIcon, type IconLookup } from './render-icon.ts';

/** What to say of an icon that is drawn differently from Mintlify, or not at all. */
export interface IconFinding {
	/** An icon no set draws (it shows as nothing), or a free stand-in for a Font Awesome Pro icon. */
	kind: typeof iconUnknown | typeof iconStandIn;
	/** The name as written, by which repeated findings are named once. */
	name: string;
	message: string;
	hint: string;
}

/** Set names as a reader sees them. */
const setNames = {
	'fa-solid': 'Font Awesome',
	'fa-regular': 'Font Awesome',
	'fa-brands': 'Font Awesome',
	lucide: 'Lucide',
	tabler: 'Tabler',
};

/**
 * What to say of an icon that no set draws, or that a free icon stands in for; undefined when it
 * draws as on Mintlify. One text for the config, the frontmatter and the components' `icon` props.
 */
export function unknownIcon(icon: IconLookup): IconFinding | undefined {
	if (isIconImage(icon.name)) return undefined;
	const resolved = resolveIcon(icon);
	if (resolved && !resolved.standIn) return undefined;
	if (resolved) {
		return {
			kind: iconStandIn,
			name: icon.name,
			message: `icon "${icon.name}" is not among Font Awesome's free icons (Mintlify draws its Pro icons, which a static site cannot ship): ${setNames[resolved.set]}'s "${resolved.name}" stands in for it`,
			hint: 'name a free icon (fontawesome.com free icons, lucide.dev, tabler.io/icons) to choose the one shown',
		};
	}
	const suggestion = didYouMean(icon.name, knownIconNames(icon.library));
	const tabler = icon.library === 'tabler';
	return {
		kind: iconUnknown,
		name: icon.name,
		message: `icon "${icon.name}" is in neither ${tabler ? "Tabler's icons, " : ''}Font Awesome's free icons nor Lucide: a dashed circle stands in for it`,
		hint: suggestion
			? `did you mean "${suggestion}"?`
			: `pick a name from ${tabler ? 'tabler.io/icons, ' : ''}fontawesome.com (free icons) or lucide.dev, or give an image path`,
	};
}
