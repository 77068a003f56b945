import { lstatSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderFiles } from '../../../src/files/folder-files.ts';
import { forgetFolderLinks, refusedLinkProblems, refusedLinks } from '../../../src/files/folder-links.ts';
import { replaceOutputLinks } from '../../../src/postbuild/output-links.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/** A docs folder whose links lead inside it, out of it, nowhere, and around in a circle. */
let root: string;
let docs: string;

beforeAll(() => {
	root = folderWith({
		'outside/secret.mdx': 'SECRET',
		'outside/folder/page.mdx': 'SECRET',
		'docs/guides/setup.mdx': 'Setup',
		'docs/images/a.png': 'png',
		'docs/v1/intro.mdx': 'Intro',
	});
	docs = join(root, 'docs');
	symlinkSync('../outside/secret.mdx', join(docs, 'leak.mdx'));
	symlinkSync('../../outside/folder', join(docs, 'guides/shared'));
	symlinkSync('v1', join(docs, 'v2'));
	symlinkSync('images/a.png', join(docs, 'logo.png'));
	symlinkSync('missing.mdx', join(docs, 'dangling.mdx'));
	symlinkSync('..', join(docs, 'guides/up'));
	symlinkSync('leak.mdx', join(docs, 'chain.mdx'));
	forgetFolderLinks();
});
afterAll(removeFolders);

describe('the symbolic links of a docs folder', () => {
	it('refuses those that lead out, nowhere, or to a folder that holds them, and says why', () => {
		expect(refusedLinks(docs)).toEqual([
			{ path: 'chain.mdx', reason: 'leads outside the docs folder (to leak.mdx)' },
			{ path: 'dangling.mdx', reason: 'leads nowhere: its target does not exist, or links lead in a circle' },
			{ path: 'guides/shared', reason: 'leads outside the docs folder (to ../../outside/folder)' },
			{ path: 'guides/up', reason: 'leads to a folder that holds it: a loop' },
			{ path: 'leak.mdx', reason: 'leads outside the docs folder (to ../outside/secret.mdx)' },
		]);
	});

	it('lists the files of the folder through the links that stay inside, and none through the others', () => {
		expect(folderFiles(docs, '**/*.{mdx,png}').sort()).toEqual([
			'guides/setup.mdx',
			'images/a.png',
			'logo.png',
			'v1/intro.mdx',
			'v2/intro.mdx',
		]);
	});

	it('says each refused link once, as a warning: the rest of the site builds', () => {
		expect(
			refusedLinkProblems([docs, join(docs, 'guides')]).map((problem) => [
				problem.severity,
				problem.file.slice(docs.length),
				problem.message,
			]),
		).toEqual([
			['warning', '/chain.mdx', 'symbolic link leads outside the docs folder (to leak.mdx): left out of the site'],
			[
				'warning',
				'/dangling.mdx',
				'symbolic link leads nowhere: its target does not exist, or links lead in a circle: left out of the site',
			],
			['warning', '/guides/shared', 'symbolic link leads outside the docs folder (to ../../outside/folder): left out of the site'],
			['warning', '/guides/up', 'symbolic link leads to a folder that holds it: a loop: left out of the site'],
			['warning', '/leak.mdx', 'symbolic link leads outside the docs folder (to ../outside/secret.mdx): left out of the site'],
		]);
	});
});

describe('a built site', () => {
	it('holds no link: one to a static file becomes a copy of it, any other goes', () => {
		const site = folderWith({ 'index.html': '<p>Home</p>', 'sub/page.html': '<p>Page</p>' });
		const assets = folderWith({ 'images/a.png': 'png', 'images/deeper/b.png': 'png' });
		symlinkSync(join(assets, 'images/a.png'), join(site, 'a.png'));
		symlinkSync(join(assets, 'images'), join(site, 'images'));
		symlinkSync(join(root, 'outside/secret.mdx'), join(site, 'sub/leak.mdx'));
		symlinkSync(join(root, 'outside/secret.mdx'), join(assets, 'leak.mdx'));
		symlinkSync(join(assets, 'leak.mdx'), join(site, 'through.mdx'));
		symlinkSync(join(root, 'outside/secret.mdx'), join(assets, 'images/deeper/leak.mdx'));
		expect(replaceOutputLinks(site, assets)).toEqual(['images/deeper/leak.mdx', 'sub/leak.mdx', 'through.mdx']);
		const entries = readdirSync(site, { recursive: true, encoding: 'utf8' }).sort();
		expect(entries).toEqual([
			'a.png',
			'images',
			'images/a.png',
			'images/deeper',
			'images/deeper/b.png',
			'index.html',
			'sub',
			'sub/page.html',
		]);
		expect(entries.filter((entry) => lstatSync(join(site, entry)).isSymbolicLink())).toEqual([]);
		expect(readFileSync(join(site, 'a.png'), 'utf8')).toBe('png');
	});
});
