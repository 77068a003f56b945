import type { DocsConfig } from '../config/site-config.ts';
import type { NavigationGroupInput } from '../config/schema/navigation.ts';
import type { ConfigLocator } from '../navigation/page-items.ts';
import type { LegacyNavigation } from '../config/legacy/sections.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import { unknownIcon } from '../icons/unknown-icon.ts';
import { problemAt } from '../problems/catalogue.ts';

interface IconUse {
	name: string;
	iconType?: string | undefined;
	at: Pick<Problem, 'file' | 'line' | 'column' | 'jsonPath'>;
}

/** Icons named in the config and in page frontmatter that no icon set has: drawn as nothing, so say so. */
export function checkIcons(config: DocsConfig, pages: Iterable<PageFile>, locate: ConfigLocator): Problem[] {
	const uses: IconUse[] = config.legacy ? legacyIcons(config.legacy.navigation, locate) : [];
	for (const page of pages) {
		if (page.frontmatter.icon) {
			uses.push({ name: page.frontmatter.icon, iconType: page.frontmatter.iconType, at: { file: page.file, line: 1 } });
		}
	}
	return uses.flatMap(({ name, iconType, at }) => {
		const unknown = unknownIcon({ name, iconType, library: config.icons?.library });
		return unknown ? [problemAt(unknown.kind, at, unknown)] : [];
	});
}

/** The icons of the legacy format's top anchor, anchors and groups. */
function legacyIcons(navigation: LegacyNavigation, locate: ConfigLocator): IconUse[] {
	const { topAnchor, anchors = [], navigation: groups } = navigation;
	return [
		{ name: topAnchor.icon, iconType: topAnchor.iconType, at: locate(['topAnchor', 'icon']) },
		...anchors.flatMap((anchor, index) =>
			anchor.icon ? [{ name: anchor.icon, iconType: anchor.iconType, at: locate(['anchors', index, 'icon']) }] : [],
		),
		...groups.flatMap((group, index) => groupIcons(group, ['navigation', index], locate)),
	];
}

function groupIcons(group: NavigationGroupInput, path: (string | number)[], locate: ConfigLocator): IconUse[] {
	const own = group.icon ? [{ name: group.icon, iconType: group.iconType, at: locate([...path, 'icon']) }] : [];
	return [
		...own,
		...group.pages.flatMap((entry, index) => (typeof entry === 'string' ? [] : groupIcons(entry, [...path, 'pages', index], locate))),
	];
}
