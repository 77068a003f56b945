import { afterAll, describe, expect, it } from 'vitest';
import { customFiles } from '../../../src/page-files/custom-files.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe("a folder's own stylesheets and scripts", () => {
	it('are its .css and .js files, by path; not what .mintignore names, dot-folders, node_modules or the build’s output', () => {
		const folder = folderWith({
			'style.css': 'p {}',
			'theme/dark.css': 'p {}',
			'widget.js':
				"const s = document.createElement('script'); s.src = 'https://Widget.example.com:8443/w.js?v=1'; // see https://docs.example.com/help",
			'search.js': 'window.searchReady = true;',
			'drafts/old.js': 'x',
			'.mintignore': 'drafts/\n',
			'.vscode/settings.js': 'x',
			'node_modules/lib/index.js': 'x',
			'dist/_astro/page.js': 'x',
			'dist.partial-7/_astro/page.css': 'x',
			'scripts/sync.js': "#!/usr/bin/env node\nconsole.log('sync');",
			'scripts/fetch.js': "import fs from 'node:fs';\nfs.readFileSync('x');",
			'scripts/legacy.js': "const path = require('path');",
		});
		expect(customFiles(folder)).toEqual({
			styles: ['style.css', 'theme/dark.css'],
			scripts: [
				{ file: 'search.js', origins: [] },
				{ file: 'widget.js', origins: ['https://docs.example.com', 'https://widget.example.com:8443'] },
			],
			notRun: [
				{ file: 'scripts/fetch.js', reason: "it loads Node's own modules" },
				{ file: 'scripts/legacy.js', reason: "it loads Node's own modules" },
				{ file: 'scripts/sync.js', reason: 'it starts with #!' },
			],
		});
	});
});
