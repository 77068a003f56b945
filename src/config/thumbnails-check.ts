import type { Problem } from '../problems/problem.ts';
import { formatJsonPath, locate, type JsonSource } from '../files/json-source.ts';
import type { DocsConfig } from './site-config.ts';
import { problemAt, thumbnailFontNotFetched, thumbnailRemoteBackground } from '../problems/catalogue.ts';

/**
 * What of `thumbnails` the social cards cannot honour in a build that works offline: a font from
 * Google Fonts, a background image on another site. Each is said where it is written.
 */
export function thumbnailsProblems(config: DocsConfig, source: JsonSource): Problem[] {
	const place = (path: string[]) => ({ file: source.file, ...locate(source, path), jsonPath: formatJsonPath(path) });
	const problems: Problem[] = [];
	const family = config.thumbnails?.fonts?.family;
	if (family) problems.push(problemAt(thumbnailFontNotFetched, place(['thumbnails', 'fonts', 'family']), { family }));
	const background = config.thumbnails?.background;
	if (background && /^[a-z][a-z0-9+.-]*:|^\/\//i.test(background))
		problems.push(problemAt(thumbnailRemoteBackground, place(['thumbnails', 'background']), { background }));
	return problems;
}
