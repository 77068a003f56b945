import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { engineFingerprint } from '../files/engine-fingerprint.ts';
import { openKeptResults } from '../files/kept-results.ts';
import { pageSources, type PageSources } from './csp.ts';
import { pageTags } from './html-tags.ts';
import { linksOf } from './link-check.ts';

/** What the pass over the HTML (./html-pass.ts) reads of a page on its own: what it runs and styles inline, and its links. */
export interface PageAnalysis {
	sources: PageSources;
	links: string[];
}

/** A page's analysis as the build cache keeps it. */
interface KeptAnalysis {
	scripts: string[];
	styles: string[];
	styleAttributes: string[];
	frames: string[];
	mermaid: boolean;
	links: string[];
}

/**
 * Reads pages for the pass over the HTML, and keeps what it read of each in the build cache,
 * under a digest of the page, for the next build: a rebuild copies most pages as the previous
 * build rendered them (src/routes/[...slug].astro), and reading them was most of the pass.
 * Without a cache folder nothing is kept.
 */
export function pageAnalyses(cacheDir: string | undefined) {
	const kept = openKeptResults(cacheDir && join(cacheDir, 'html-pass.json'));
	const engine = engineFingerprint({ step: 'html-pass' });
	return {
		of(html: string): PageAnalysis {
			const key = createHash('sha256').update(engine).update(html).digest('base64');
			const found = kept.get(key);
			if (found !== undefined) {
				const { links, mermaid, ...texts } = JSON.parse(found) as KeptAnalysis;
				const sources: PageSources = {
					scripts: new Set(texts.scripts),
					styles: new Set(texts.styles),
					styleAttributes: new Set(texts.styleAttributes),
					frames: new Set(texts.frames),
					mermaid,
				};
				return { sources, links };
			}
			const tags = pageTags(html);
			const analysis = { sources: pageSources(html, tags), links: linksOf(tags) };
			const { scripts, styles, styleAttributes, frames, mermaid } = analysis.sources;
			const keep: KeptAnalysis = {
				scripts: [...scripts],
				styles: [...styles],
				styleAttributes: [...styleAttributes],
				frames: [...frames],
				mermaid,
				links: analysis.links,
			};
			kept.set(key, JSON.stringify(keep), []);
			return analysis;
		},
		/** Writes what this build read, for the next. */
		save(): void {
			kept.save();
		},
	};
}
