import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importedFile, isFolderFile, resolveInFolder } from '../../../src/files/folder-paths.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

/**
 * A docs folder `docs/` with a file `secret.txt` beside it, outside: every way of naming that file
 * from inside the folder is refused, and every file of the folder is found.
 */
let root: string;
let docs: string;

beforeAll(() => {
	root = folderWith({
		'secret.txt': 'SECRET',
		'docs/snippets/intro.mdx': 'Hi',
		'docs/guides/setup.mdx': 'Setup',
		'docs/images/a.png': 'png',
	});
	docs = join(root, 'docs');
	mkdirSync(join(root, 'elsewhere'));
	writeFileSync(join(root, 'elsewhere/notes.mdx'), 'SECRET');
	// Links: to a file outside, to a folder outside, to a file inside, a chain that ends outside, a loop.
	symlinkSync(join(root, 'secret.txt'), join(docs, 'leak.txt'));
	symlinkSync(join(root, 'elsewhere'), join(docs, 'shared'));
	symlinkSync(join(docs, 'snippets/intro.mdx'), join(docs, 'intro-link.mdx'));
	symlinkSync(join(docs, 'leak.txt'), join(docs, 'chain.txt'));
	symlinkSync(join(docs, 'loop-b'), join(docs, 'loop-a'));
	symlinkSync(join(docs, 'loop-a'), join(docs, 'loop-b'));
});

const refusal = (written: string, from?: string) => {
	const found = resolveInFolder(written, docs, from === undefined ? docs : join(docs, from));
	return 'refused' in found ? found.refused.reason : undefined;
};

describe('a path a docs folder names', () => {
	test.each([
		['../secret.txt', undefined],
		['/../secret.txt', undefined],
		['../../secret.txt', 'guides'],
		['%2e%2e/secret.txt', undefined],
		['%2E%2E%2Fsecret.txt', undefined],
		['..%2fsecret.txt', undefined],
		['..\\secret.txt', undefined],
		['guides/..\\..\\secret.txt', undefined],
		['./guides/../../secret.txt', undefined],
		['snippets/../../secret.txt', undefined],
	])('%j (from %s) is outside the docs folder', (written, from) => {
		expect(refusal(written, from)).toBe('is outside the docs folder');
	});

	test('a file: URL is refused, whatever it names', () => {
		expect(refusal(`file://${join(root, 'secret.txt')}`)).toBe('is a file: URL, which reads the disk of the machine that builds the site');
		expect(refusal('FILE:///etc/passwd')).toBe('is a file: URL, which reads the disk of the machine that builds the site');
	});

	test('a null byte is refused, written or escaped', () => {
		expect(refusal('snippets/intro.mdx\0.png')).toBe('holds a null byte');
		expect(refusal('snippets/intro.mdx%00.png')).toBe('holds a null byte');
	});

	test('a path through a symbolic link that leads out of the folder is refused, naming the link', () => {
		expect(refusal('leak.txt')).toBe('leads outside the docs folder through the symbolic link "leak.txt"');
		expect(refusal('/shared/notes.mdx')).toBe('leads outside the docs folder through the symbolic link "shared"');
		expect(refusal('chain.txt')).toBe('leads outside the docs folder through the symbolic link "chain.txt"');
		// Not there yet, but its folder leads out: what would be read is outside.
		expect(refusal('shared/new.mdx')).toBe('leads outside the docs folder through the symbolic link "shared"');
	});

	test('an absolute path on disk is read from the folder, as Mintlify reads /snippets/x.mdx', () => {
		expect(resolveInFolder(join(root, 'secret.txt'), docs)).toEqual({ file: join(docs, root, 'secret.txt') });
		expect(resolveInFolder('/snippets/intro.mdx', docs)).toEqual({ file: join(docs, 'snippets/intro.mdx') });
	});

	test('read from the disk’s root (JSON references), an absolute path outside is refused', () => {
		expect(resolveInFolder(join(root, 'secret.txt'), docs, docs, 'disk')).toEqual({
			refused: expect.objectContaining({ reason: 'is outside the docs folder' }),
		});
		expect(resolveInFolder(join(docs, 'guides/setup.mdx'), docs, docs, 'disk')).toEqual({ file: join(docs, 'guides/setup.mdx') });
	});

	test('files of the folder are found: relative, rooted, through a link inside, missing ones too', () => {
		expect(resolveInFolder('setup.mdx', docs, join(docs, 'guides'))).toEqual({ file: join(docs, 'guides/setup.mdx') });
		expect(resolveInFolder('../images/a.png', docs, join(docs, 'guides'))).toEqual({ file: join(docs, 'images/a.png') });
		expect(resolveInFolder('intro-link.mdx', docs)).toEqual({ file: join(docs, 'intro-link.mdx') });
		expect(resolveInFolder('my%20file.mdx', docs)).toEqual({ file: join(docs, 'my%20file.mdx') });
		expect(resolveInFolder('snippets/missing.mdx', docs)).toEqual({ file: join(docs, 'snippets/missing.mdx') });
		// A loop leads nowhere: nothing is read through it, and the reader says the file is missing.
		expect(resolveInFolder('loop-a', docs)).toEqual({ file: join(docs, 'loop-a') });
	});

	test('an import names a file only as a path: a package is no file', () => {
		expect(importedFile('react', join(docs, 'guides/setup.mdx'), docs)).toBeUndefined();
		expect(importedFile('../../secret.txt', join(docs, 'guides/setup.mdx'), docs)).toEqual({
			refused: expect.objectContaining({ reason: 'is outside the docs folder' }),
		});
		expect(importedFile('..\\..\\secret.txt', join(docs, 'guides/setup.mdx'), docs)).toEqual({
			refused: expect.objectContaining({ reason: 'is outside the docs folder' }),
		});
		expect(importedFile('/snippets/intro.mdx', join(docs, 'guides/setup.mdx'), docs)).toEqual({ file: join(docs, 'snippets/intro.mdx') });
	});

	test('a module the bundler resolved is a file of the folder only when no link leads it out', () => {
		expect(isFolderFile(join(docs, 'snippets/intro.mdx'), docs)).toBe(true);
		expect(isFolderFile(join(docs, 'intro-link.mdx'), docs)).toBe(true);
		expect(isFolderFile(join(docs, 'leak.txt'), docs)).toBe(false);
		expect(isFolderFile(join(docs, 'shared/notes.mdx'), docs)).toBe(false);
		expect(isFolderFile(join(root, 'secret.txt'), docs)).toBe(false);
	});

	test('fuzz: no spelling of a way out of the folder resolves to a file outside it', () => {
		const up = fc.constantFrom(
			'..',
			'%2e%2e',
			'%2E%2E',
			'.%2e',
			'%2e.',
			'..%2f..',
			'..\\..',
			'....//',
			'.',
			'guides/..',
			'shared',
			'leak.txt',
		);
		const separator = fc.constantFrom('/', '\\', '%2f', '%2F', '%5c', '//');
		const start = fc.constantFrom('', '/', './', 'guides/', '%2f', '\\');
		const target = fc.constantFrom('secret.txt', 'elsewhere/notes.mdx', 'notes.mdx', '');
		fc.assert(
			fc.property(
				start,
				fc.array(fc.tuple(up, separator), { maxLength: 5 }),
				target,
				fc.constantFrom(undefined, 'guides'),
				(head, steps, last, from) => {
					const written = `${head}${steps.map(([step, sep]) => `${step}${sep}`).join('')}${last}`;
					const found = resolveInFolder(written, docs, from === undefined ? docs : join(docs, from));
					if ('refused' in found) return;
					// What would be read is inside the folder, every link followed.
					expect(isFolderFile(found.file, docs), written).toBe(true);
				},
			),
			{ numRuns: 2000 },
		);
	});
});
