import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { removeStaleStaging } from '../../../src/integration/staged-output.ts';

/** What builds that were killed outright leave beside the output folder, and what the next build does with it. */

let parent: string;
let target: string;
/** A process id that no process has any more. */
const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;

function folderWith(path: string, file: string, text: string): void {
	mkdirSync(path, { recursive: true });
	writeFileSync(join(path, file), text);
}

beforeEach(() => {
	parent = mkdtempSync(join(tmpdir(), 'trellis-staged-'));
	target = join(parent, 'dist');
});

afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('folders left by killed builds', () => {
	test('the staging folders of a build that no longer runs are removed; the output stays', () => {
		folderWith(target, 'index.html', 'published');
		folderWith(`${target}.partial-${deadPid}`, 'index.html', 'half written');
		folderWith(`${target}.discarded-${deadPid}`, 'index.html', 'being removed');
		removeStaleStaging(target);
		expect(readdirSync(parent)).toEqual(['dist']);
		expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('published');
	});

	test('the staging folder of a build still running is kept', () => {
		const running = `${target}.partial-${process.ppid}`;
		folderWith(running, 'index.html', 'being written');
		removeStaleStaging(target);
		expect(existsSync(running)).toBe(true);
	});

	test('a previous output whose replacement never arrived is put back', () => {
		folderWith(`${target}.previous-${deadPid}`, 'index.html', 'published');
		removeStaleStaging(target);
		expect(readdirSync(parent)).toEqual(['dist']);
		expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('published');
	});

	test('a previous output is removed once a newer one is in place', () => {
		folderWith(target, 'index.html', 'newer');
		folderWith(`${target}.previous-${deadPid}`, 'index.html', 'older');
		removeStaleStaging(target);
		expect(readdirSync(parent)).toEqual(['dist']);
		expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('newer');
	});

	test('folders of other outputs with a similar name are left alone', () => {
		folderWith(join(parent, 'dist-old'), 'index.html', 'mine');
		folderWith(join(parent, `distant.partial-${deadPid}`), 'index.html', 'not this output');
		removeStaleStaging(target);
		expect(readdirSync(parent).sort()).toEqual(['dist-old', `distant.partial-${deadPid}`]);
	});
});
