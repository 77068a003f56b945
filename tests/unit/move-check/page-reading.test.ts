import { describe, expect, test } from 'vitest';
import { readPage } from '../../../src/move-check/page-reading.ts';

/** A page as Mintlify serves it, cut down to what a move checks: a frame with its own ids, headings, fields, a table of contents. */
const mintlifyPage = `<!DOCTYPE html><html><head><title>Authentication - Acme Docs</title></head><body>
<a href="#content-area">Skip to content</a>
<div id="navbar"><h2 id="navbar-title">Acme</h2></div>
<div id="content-area">
  <h1 id="page-title">Authentication</h1>
  <h2 id="api-keys"><a href="#api-keys">API keys</a></h2>
  <h3 id="what’s-new">What's   new</h3>
  <div id="param-api-key"><a href="#param-api-key" aria-label="Link to api_key">api_key</a> string</div>
  <div id="radix-:r1:">a menu's own id</div>
</div>
<aside><h2 id="toc-heading">On this page</h2><a href="#api-keys">API keys</a></aside>
</body></html>`;

describe('what a check of a move reads of a page', () => {
	test('its title, and the anchors a reader may have linked to: headings and what its own links name, not its frame', () => {
		const page = readPage(mintlifyPage);
		expect(page.title).toBe('Authentication');
		expect([...page.anchors]).toEqual([
			['api-keys', 'API keys'],
			['what’s-new', "What's new"],
			['param-api-key', ''],
		]);
		expect(page.ids).toContain('radix-:r1:');
		expect(page.refresh).toBeUndefined();
	});

	test('a redirect page: where it sends the reader; a page without <h1>: its <title> up to the site name', () => {
		expect(readPage('<meta http-equiv="refresh" content="0; url=/new/start#install">').refresh).toBe('/new/start#install');
		expect(readPage("<meta http-equiv='Refresh' content='0;URL=https://example.com/a'>").refresh).toBe('https://example.com/a');
		expect(readPage('<title>Setup | Acme</title>').title).toBe('Setup');
		expect(readPage('<p>no title</p>').title).toBeUndefined();
	});
});
