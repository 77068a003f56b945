import { didYouMean } from '../problems/suggest.ts';
import { knownIconNames } from './icon-sets.ts';
import { isIconImage, renderIconSvg, type IconLookup } from './render-icon.ts';

/**
 * What to say of an icon no set draws (it shows as nothing), or undefined when it draws. One text
 * for the config, the frontmatter and the components' `icon` props.
 */
export function unknownIcon(icon: IconLookup): { message: string; hint: string } | undefined {
	if (isIconImage(icon.name) || renderIconSvg(icon)) return undefined;
	const suggestion = didYouMean(icon.name, knownIconNames(icon.library));
	const tabler = icon.library === 'tabler';
	return {
		message: `icon "${icon.name}" is in neither ${tabler ? "Tabler's icons, " : ''}Font Awesome's free icons nor Lucide: nothing is shown`,
		hint: suggestion
			? `did you mean "${suggestion}"?`
			: `pick a name from ${tabler ? 'tabler.io/icons, ' : ''}fontawesome.com (free icons) or lucide.dev, or give an image path`,
	};
}
