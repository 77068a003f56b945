import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { configWithNavigation } from '../support/config-text.ts';

/**
 * A redirect that some hosts cannot apply is named at its line when the config is read, so that
 * the compatibility report lists what a reader on those hosts misses.
 */

function report(redirects: string): string {
	return formatProblems(validateConfigText('/tmp/docs.json', configWithNavigation(`"redirects": [${redirects}]`)).problems, '/tmp');
}

describe('redirects some hosts cannot apply', () => {
	it('none for redirects every host applies', () => {
		expect(report('{"source": "/old/:slug*", "destination": "/new/:slug*"}, {"source": "/a", "destination": "https://example.com"}')).toBe(
			'0 errors, 0 warnings',
		);
	});

	it('a whole folder sent to one page: only the hosts that read rules files', () => {
		expect(report('{"source": "/old/:slug*", "destination": "/new"}')).toMatchInlineSnapshot(`
			"warning: docs.json:4:17 redirects[0]: redirect "/old/:slug*" -> "/new" has no redirect pages (its destination does not name :slug): only hosts that read _redirects or vercel.json (Netlify, Cloudflare Pages, GitLab Pages, Vercel) apply it
			  fix: on another host (GitHub Pages), list the old addresses one by one, or send :slug* to a destination that names it
			0 errors, 1 warning"
		`);
	});

	it('two wildcards: Vercel only; a placeholder no source fills: no host, said once', () => {
		expect(report('{"source": "/a/:x*/b/:y*", "destination": "/c/:x*/:y*"}, {"source": "/p/:id", "destination": "/q/:other"}'))
			.toMatchInlineSnapshot(`
			"warning: docs.json:4:17 redirects[0]: redirect "/a/:x*/b/:y*" -> "/c/:x*/:y*" not in _redirects: it has more than one wildcard, and these hosts take one
			  fix: split it into redirects with one wildcard, at the end of the source
			warning: docs.json:4:74 redirects[1]: redirect "/p/:id" -> "/q/:other" has no redirect pages (its destination does not name :id): only hosts that read _redirects or vercel.json (Netlify, Cloudflare Pages, GitLab Pages, Vercel) apply it
			  fix: on another host (GitHub Pages), list the old addresses one by one, or send :slug* to a destination that names it
			warning: docs.json:4:74 redirects[1]: redirect "/p/:id" -> "/q/:other" not in _redirects or vercel.json: its destination names :other, which its source does not
			  fix: name in the destination only the parameters of the source (:slug, :slug*)
			0 errors, 3 warnings"
		`);
	});

	it('in a current-format docs.json too', () => {
		const text = JSON.stringify({
			theme: 'mint',
			name: 'Acme',
			colors: { primary: '#166534' },
			navigation: { pages: ['index'] },
			redirects: [{ source: '/old/:slug*', destination: '/new' }],
		});
		expect(validateConfigText('/tmp/docs.json', text).problems.map((problem) => [problem.code, problem.jsonPath])).toEqual([
			['redirect-without-pages', 'redirects[0]'],
		]);
	});
});
