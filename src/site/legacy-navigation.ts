import { legacyNavigationLevel } from '../config/legacy/navigation.ts';
import { writtenPath, type UpgradedConfig } from '../config/legacy/to-current.ts';
import type { Section } from '../navigation/types.ts';
import type { LegacyNavigation } from '../config/legacy/sections.ts';
import type { LevelItem } from '../config/schema/current/navigation.ts';
import type { NavigationGroupInput } from '../config/schema/navigation.ts';
import { unknownVersion, type ConfigLocator } from '../navigation/page-items.ts';
import { configNotConvertible, problemAt, sectionWithoutPages } from '../problems/catalogue.ts';
import type { Problem } from '../problems/problem.ts';

/**
 * A legacy config's navigation as the current format's navigation object the site is drawn from,
 * with the API pages its tabs' and anchors' OpenAPI files made (`generated`). What only the legacy
 * format can get wrong is reported here, at the legacy file's lines (`locate` takes its paths):
 * a tab or anchor that holds no page, a `version` that `versions` does not list.
 */
export function legacyNavigation(
	navigation: LegacyNavigation,
	generated: readonly NavigationGroupInput[],
	file: string,
	locate: ConfigLocator,
): { level: LevelItem; origins: UpgradedConfig['origins']; problems: Problem[] } | { problem: Problem } {
	const converted = legacyNavigationLevel(navigation, generated);
	if ('reason' in converted) return { problem: problemAt(configNotConvertible, { file }, { reason: converted.reason }) };
	const versionNames = new Set((navigation.versions ?? []).map((version) => (typeof version === 'string' ? version : version.name)));
	const problems = [
		...converted.versionsNamed.flatMap(({ version, path }) => unknownVersion(version, path, versionNames, locate) ?? []),
		...converted.emptySections.map(({ kind, index, name, prefix }) =>
			problemAt(sectionWithoutPages, locate([kind === 'tab' ? 'tabs' : 'anchors', index, 'url']), { kind, name, prefix }),
		),
	];
	return { level: converted.level, origins: converted.origins, problems };
}

/**
 * Gives the anchors converted from legacy ones their gradient (`{ from, via, to }`, their own or
 * `colors.anchors`), which the current format cannot hold: a legacy setting Trellis still draws.
 * `sectionPaths` says where each anchor is in the converted navigation; `origins`, where that was
 * in the legacy file.
 */
export function drawLegacyGradients(
	navigation: LegacyNavigation,
	anchors: Section[],
	sectionPaths: ReadonlyMap<string, (string | number)[]>,
	origins: UpgradedConfig['origins'],
): void {
	for (const anchor of anchors) {
		const path = sectionPaths.get(anchor.id);
		const legacyPath = path ? writtenPath(path, origins) : [];
		const index = legacyPath.length === 2 && legacyPath[0] === 'anchors' ? legacyPath[1] : undefined;
		const written = typeof index === 'number' ? navigation.anchors?.[index] : undefined;
		const color = written ? (written.color ?? navigation.anchorColor) : undefined;
		if (typeof color === 'object') anchor.color = { gradient: [color.from, ...(color.via ? [color.via] : []), color.to] };
	}
}
