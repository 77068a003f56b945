import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { httpOrigin, pageSources, policyFor, sha256, socketOrigin } from '../../../src/postbuild/csp.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pageSources', () => {
	it('reads inline scripts and styles as written, style attributes as the browser decodes them', () => {
		const sources = pageSources(
			'<html><head><meta charset="utf-8"><style>:root{--a:"&amp;"}</style><script>if (a < b && c) go();</script>' +
				'<script type="module" src="/_astro/a.js"></script><script type="application/json">{"not":"run"}</script></head>' +
				'<body><span style="font-family:&quot;Inter&quot;, sans-serif">x</span><span style="--shiki-light:#1F2328"></span>' +
				'<iframe src="https://www.youtube.com/embed/x"></iframe><pre class="mermaid">graph TD</pre></body></html>',
		);
		expect([...sources.scripts]).toEqual(['if (a < b && c) go();']);
		expect([...sources.styles]).toEqual([':root{--a:"&amp;"}']);
		expect([...sources.styleAttributes]).toEqual(['font-family:"Inter", sans-serif', '--shiki-light:#1F2328']);
		expect([...sources.frames]).toEqual(['https://www.youtube.com']);
		expect(sources.mermaid).toBe(true);
	});
});

describe('sha256', () => {
	it('is the CSP source of the text', () => {
		expect(sha256('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
		expect(sha256('alert(1)')).toBe(hash('alert(1)'));
	});
});

describe('httpOrigin', () => {
	it('keeps http(s) origins, makes a leading {variable} label or a {variable} port a wildcard, and drops the rest', () => {
		expect(httpOrigin('https://api.example.com/v2?x=1')).toBe('https://api.example.com');
		expect(httpOrigin('HTTP://LOCALHOST:4010/')).toBe('http://localhost:4010');
		expect(httpOrigin('https://{region}.store.example.com/v2')).toBe('https://*.store.example.com');
		expect(httpOrigin('http://127.0.0.1:{port}/v1')).toBe('http://127.0.0.1:*');
		expect(httpOrigin('https://api.{tld}/v2')).toBeUndefined();
		expect(httpOrigin('javascript:alert(1)')).toBeUndefined();
		expect(httpOrigin('/relative')).toBeUndefined();
		expect(httpOrigin('https://localhost:{port}/v1')).toBe('https://localhost:*');
		// Text of a spec that is no host never reaches the policy.
		expect(httpOrigin(`https://evil.example"><script>alert(1)</script>`)).toBeUndefined();
	});
});

describe('socketOrigin', () => {
	it('keeps ws(s) origins, and the scheme alone when a variable makes the host', () => {
		expect(socketOrigin('wss://chat.example.com/v1')).toBe('wss://chat.example.com');
		expect(socketOrigin('ws://{host}')).toBe('ws:');
		expect(socketOrigin('ws://localhost:{port}/socket')).toBe('ws://localhost:*');
		expect(socketOrigin('wss://{region}.chat.example.com')).toBe('wss://*.chat.example.com');
		expect(socketOrigin('https://api.example.com')).toBeUndefined();
		expect(socketOrigin(`ws://evil.example"><script>alert('host')</script>`)).toBeUndefined();
	});
});

describe('policyFor', () => {
	const base = {
		scripts: new Set(['go()']),
		styles: new Set([':root{}']),
		styleAttributes: new Set(['color:red']),
		frames: new Set<string>(),
		mermaid: false,
	};

	it('names every inline script, style and style attribute by hash', () => {
		expect(policyFor(base, ['https://api.example.com'])).toBe(
			[
				"default-src 'self'",
				`script-src 'self' 'wasm-unsafe-eval' ${hash('go()')}`,
				`style-src 'self' ${hash(':root{}')} 'unsafe-hashes' ${hash('color:red')}`,
				"img-src 'self' data: blob: https:",
				"font-src 'self' data:",
				"connect-src 'self' https://api.example.com",
				"media-src 'self' blob: https:",
				"frame-src 'self'",
				"object-src 'none'",
				"base-uri 'self'",
				"form-action 'self'",
			].join('; '),
		);
	});

	it('leaves out unsafe-hashes when no element has a style attribute', () => {
		expect(policyFor({ ...base, styleAttributes: new Set() }, [])).toContain(`style-src 'self' ${hash(':root{}')}; img-src`);
	});

	it('allows inline styles, and still no inline script, on a page that draws Mermaid diagrams', () => {
		const policy = policyFor({ ...base, mermaid: true, frames: new Set(['https://www.youtube.com']) }, []);
		expect(policy).toContain("style-src 'self' 'unsafe-inline'; ");
		expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash('go()')}; `);
		expect(policy).toContain("frame-src 'self' https://www.youtube.com; ");
	});
});
