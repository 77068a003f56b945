import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkMove } from '../../../src/move-check/check-move.ts';
import { builtSite } from '../../../src/move-check/new-site.ts';
import { readPage } from '../../../src/move-check/page-reading.ts';
import { addRedirects } from '../../../src/move-check/write-redirects.ts';

const root = mkdtempSync(join(tmpdir(), 'trellis-move-'));
const outDir = join(root, 'site');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): string {
	mkdirSync(dirname(join(root, file)), { recursive: true });
	writeFileSync(join(root, file), text);
	return join(root, file);
}

const page = (title: string, ...headings: string[]) =>
	`<h1>${title}</h1>${headings.map((heading) => `<h2 id="${heading.toLowerCase().replaceAll(' ', '-')}">${heading}</h2>`).join('')}`;
const redirect = (to: string) => `<meta http-equiv="refresh" content="0; url=${to}">`;

beforeAll(() => {
	write('site/index.html', page('Home'));
	write('site/start/setup/index.html', page('Setting up', 'Requirements'));
	write('site/guides/cutting-back/index.html', page('Pruning', 'When to prune'));
	write('site/reference/a/list/index.html', page('List'));
	write('site/reference/b/list/index.html', page('List'));
	write('site/old-home/index.html', redirect('/'));
	write('site/begin/index.html', redirect('/start/setup#requirements'));
	write('site/loop/index.html', redirect('/loop'));
	write('site/status/index.html', redirect('https://status.example.com'));
	write('site/openapi.json', '{}');
	write('site/404.html', page('Page not found'));
	write('site/_redirects', '/archive/* /guides/cutting-back 308\n/v1/:page /start/:page 308\n');
});

describe('where an old address leads on a built site', () => {
	test('to a page or a file; through redirect pages and the rules of _redirects, an anchor carried on unless the redirect names one', () => {
		const site = builtSite(outDir);
		const at = (address: string) => {
			const landing = site.land(address);
			return landing.kind === 'page' ? `${landing.path}#${landing.fragment ?? ''}${landing.redirected ? ' (redirected)' : ''}` : landing;
		};
		expect(at('/start/setup#requirements')).toBe('/start/setup#requirements');
		expect(at('/old-home#intro')).toBe('/#intro (redirected)');
		expect(at('/begin#anything')).toBe('/start/setup#requirements (redirected)');
		expect(at('/archive/2023/notes')).toBe('/guides/cutting-back# (redirected)');
		expect(at('/v1/setup')).toBe('/start/setup# (redirected)');
		expect(at('/openapi.json')).toEqual({ kind: 'file', path: '/openapi.json', redirected: false });
		expect(at('/status')).toEqual({ kind: 'elsewhere', url: 'https://status.example.com' });
		expect(at('/v1/missing')).toEqual({ kind: 'nowhere', reason: 'its redirect leads to /start/missing, which is not served' });
		expect(at('/missing')).toEqual({ kind: 'nowhere', reason: 'not served' });
		expect(at('/loop')).toEqual({ kind: 'nowhere', reason: 'its redirects go round in a circle (more than 10)' });
	});
});

describe('a check of a move', () => {
	test('names the addresses and anchors lost, and where a lost page went: by its title, else by a name only one new page has', () => {
		const addresses = ['/', '/guides/setup', '/guides/pruning', '/list', '/guides/compost', '/old-home', '/begin'].map((path) => ({
			url: `https://old.example.com${path}`,
			path,
		}));
		const oldPages = new Map([
			['/', readPage(page('Home', 'Welcome'))],
			['/guides/setup', readPage(page('Setup'))],
			['/guides/pruning', readPage(page('Pruning'))],
			['/begin', readPage(page('Begin', 'Step one'))],
		]);
		expect(checkMove(addresses, oldPages, builtSite(outDir))).toEqual({
			addresses: 7,
			anchors: 2,
			lostAddresses: [
				{ path: '/guides/setup', reason: 'not served', movedTo: { path: '/start/setup', because: 'its name, "setup"' } },
				{ path: '/guides/pruning', reason: 'not served', movedTo: { path: '/guides/cutting-back', because: 'its title, "Pruning"' } },
				// Two new pages named "list": neither is guessed.
				{ path: '/list', reason: 'not served' },
				{ path: '/guides/compost', reason: 'not served' },
			],
			lostAnchors: [{ address: '/#welcome', landsOn: '/#welcome', text: 'Welcome' }],
		});
	});
});

describe('the redirects a check writes', () => {
	test('go at the end of the config, in its own indentation; a source it already redirects is left as it is', () => {
		const file = write('docs.json', '{\n\t"name": "Acme",\n\t"redirects": [\n\t\t{ "source": "/a", "destination": "/b" }\n\t]\n}\n');
		const added = addRedirects(file, [
			{ source: '/a', destination: '/c' },
			{ source: '/guides/setup', destination: '/start/setup' },
		]);
		expect(added).toEqual([{ source: '/guides/setup', destination: '/start/setup' }]);
		expect(readFileSync(file, 'utf8')).toBe(
			'{\n\t"name": "Acme",\n\t"redirects": [\n\t\t{ "source": "/a", "destination": "/b" },\n\t\t{\n\t\t\t"source": "/guides/setup",\n\t\t\t"destination": "/start/setup"\n\t\t}\n\t]\n}\n',
		);
		const plain = write('mint.json', '{\n  "name": "Acme"\n}');
		addRedirects(plain, [{ source: '/x', destination: '/y' }]);
		expect(readFileSync(plain, 'utf8')).toBe(
			'{\n  "name": "Acme",\n  "redirects": [\n    {\n      "source": "/x",\n      "destination": "/y"\n    }\n  ]\n}',
		);
	});
});
