import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { pageAnalyses } from '../../../src/postbuild/page-analysis.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

const page = (link: string) =>
	'<html><head><meta charset="utf-8"><style>p{color:red}</style><script>go()</script></head>' +
	`<body><a href="${link}">Next</a><span style="--shiki-light:#000">x</span><template><a href="/hidden">no</a></template></body></html>`;

describe('what the pass over the HTML reads of each page', () => {
	test('its inline sources and its links', () => {
		const analysis = pageAnalyses(undefined).of(page('/next'));
		expect([...analysis.sources.scripts]).toEqual(['go()']);
		expect([...analysis.sources.styles]).toEqual(['p{color:red}']);
		expect([...analysis.sources.styleAttributes]).toEqual(['--shiki-light:#000']);
		expect(analysis.links).toEqual(['/next']);
	});

	test('is kept for the next build under the page content, and read again when the page changed', () => {
		const cacheDir = folderWith({});
		const first = pageAnalyses(cacheDir);
		const made = first.of(page('/next'));
		first.save();
		// What the next build finds is what was kept: made a little different here, to tell it from a new reading.
		const file = join(cacheDir, 'html-pass.json');
		writeFileSync(file, readFileSync(file, 'utf8').replace('\\"/next\\"', '\\"/kept\\"'));
		const next = pageAnalyses(cacheDir);
		expect(next.of(page('/next'))).toEqual({ ...made, links: ['/kept'] });
		expect(next.of(page('/other')).links).toEqual(['/other']);
	});
});
