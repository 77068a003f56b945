import type { Problem } from './problem.ts';

/**
 * The problems the engine finds in a docs folder, each named once with what it says and the
 * likely fix (Astro's `errors-data.ts` is the model). The name is the problem's `code` in the
 * compatibility report: stable, so that tools and people can refer to it. A check makes its
 * problem with `problemAt(kind, place, details)`; the text is written here and nowhere else.
 */

/** Where a problem is: the file, and its line and column or JSON path when known. */
export type Place = Pick<Problem, 'file' | 'line' | 'column' | 'jsonPath'>;

export interface ProblemKind<Details> {
	/** Stable, in kebab case (`page-missing`). */
	readonly name: string;
	readonly severity: Problem['severity'];
	/** What is wrong, in words, with what was expected. */
	readonly message: (details: Details) => string;
	/** The likely fix. */
	readonly hint?: (details: Details) => string | undefined;
	/** An error in a page that still renders with it, as a lenient build needs to know (Problem.pageBuilds). */
	readonly pageBuilds?: true;
}

/** A problem of a kind, at a place. */
export function problemAt<Details>(kind: ProblemKind<Details>, place: Place, details: Details): Problem {
	const hint = kind.hint?.(details);
	return {
		severity: kind.severity,
		...place,
		...(kind.pageBuilds ? { pageBuilds: true } : {}),
		message: kind.message(details),
		...(hint ? { hint } : {}),
		code: kind.name,
	};
}

/**
 * A kind whose text the check itself composes from what it knows (a schema's issue, a parser's
 * error, a rule's finding): the catalogue names it, and passes the message and the fix on.
 */
function composedBy(
	name: string,
	severity: Problem['severity'],
	options: { pageBuilds?: true } = {},
): ProblemKind<{ message: string; hint: string | undefined }> {
	return { name, severity, ...options, message: ({ message }) => message, hint: ({ hint }) => hint };
}

/** `did you mean "x"?` when a close name is known, else the fix given. */
function closeOr(suggestion: string | undefined, otherwise: string): string {
	return suggestion ? `did you mean "${suggestion}"?` : otherwise;
}

// Files of the folder

const utf8Hint = 'save the file with the UTF-8 encoding (in most editors: Save with Encoding, UTF-8)';

export const fileUtf16: ProblemKind<void> = {
	name: 'file-utf16',
	severity: 'error',
	message: () => 'not UTF-8 text: the file is UTF-16',
	hint: () => utf8Hint,
};

export const fileBinary: ProblemKind<void> = {
	name: 'file-binary',
	severity: 'error',
	message: () => 'not a text file: it holds binary data',
	hint: () => 'save it as UTF-8 text; if it is an image or another file, give it its own extension (e.g. .png) and link to it',
};

export const fileNotUtf8: ProblemKind<{ byte: string }> = {
	name: 'file-not-utf8',
	severity: 'error',
	message: ({ byte }) => `not UTF-8 text: byte 0x${byte} here is not UTF-8 (the file is likely Latin-1 or Windows-1252)`,
	hint: () => utf8Hint,
};

/** `code`: the system's error code (`ENOENT`); `error`: the error as text, for a code not named here. */
export const fileUnreadable: ProblemKind<{ code: string | undefined; error: string }> = {
	name: 'file-unreadable',
	severity: 'error',
	message: ({ code, error }) =>
		code === 'ENOENT'
			? 'the file does not exist'
			: code === 'EISDIR'
				? 'a folder, not a file'
				: code === 'EACCES'
					? 'no permission to read the file'
					: `cannot read the file (${code ?? error})`,
	hint: ({ code }) => (code === 'EACCES' ? 'let the user running the build read it (chmod a+r)' : 'check the path'),
};

export const linkLeftOut: ProblemKind<{ reason: string }> = {
	name: 'link-left-out',
	severity: 'warning',
	message: ({ reason }) => `symbolic link ${reason}: left out of the site`,
	hint: () => 'put the file itself in the docs folder, or make the link lead to a file inside it',
};

export const pagesFolderMissing: ProblemKind<{ showcase: boolean }> = {
	name: 'pages-folder-missing',
	severity: 'error',
	message: () => 'the pages folder does not exist',
	hint: ({ showcase }) => (showcase ? 'create content/ with your pages' : 'check DOCS_DIR'),
};

export const assetRefused: ProblemKind<{ value: string; reason: string; hint: string }> = {
	name: 'asset-refused',
	severity: 'error',
	message: ({ value, reason }) => `file "${value}" ${reason}: not part of the site`,
	hint: ({ hint }) => hint,
};

export const assetMissing: ProblemKind<{ value: string; place: string }> = {
	name: 'asset-missing',
	severity: 'error',
	message: ({ value, place }) => `file "${value}" does not exist: no ${value.replace(/^\/+/, '')} in ${place}`,
	hint: ({ place }) => `add the file, or correct the path (paths start at the site root: "/logo/light.svg" is logo/light.svg in ${place})`,
};

// The navigation

export const pageOutsideFolder: ProblemKind<{ entry: string }> = {
	name: 'page-outside-folder',
	severity: 'error',
	message: ({ entry }) => `page path ${JSON.stringify(entry)} leaves the docs folder: refused`,
	hint: () => 'list pages by their path inside the docs folder, e.g. "guides/setup"',
};

export const pageMissing: ProblemKind<{ path: string; suggestion: string | undefined }> = {
	name: 'page-missing',
	severity: 'error',
	message: ({ path }) => `page "${path}" does not exist: no ${path}.mdx or ${path}.md`,
	hint: ({ path, suggestion }) => closeOr(suggestion, `create ${path}.mdx, or remove the entry from the navigation`),
};

export const pageListedTwice: ProblemKind<{ path: string; other: string | undefined }> = {
	name: 'page-listed-twice',
	severity: 'error',
	message: ({ path, other }) => `page "${path}" is listed twice: also at ${other}`,
	hint: () => 'list each page once; to show it in two versions, give each entry its own version',
};

export const pageInOtherVersion: ProblemKind<{ path: string; version: string; listedIn: string }> = {
	name: 'page-in-other-version',
	severity: 'warning',
	message: ({ path, version, listedIn }) =>
		`page "${path}" is of version "${version}" (its frontmatter) but listed only in version "${listedIn}": no sidebar shows it`,
	hint: () => 'list it in a group of its own version, or take "version" out of its frontmatter',
};

export const versionUnknown: ProblemKind<{ version: string; known: readonly string[]; suggestion: string | undefined }> = {
	name: 'version-unknown',
	severity: 'error',
	message: ({ version, known }) =>
		known.length === 0
			? `version "${version}" is used but "versions" lists none`
			: `version "${version}" is not in "versions" (${known.join(', ')})`,
	hint: ({ suggestion }) => closeOr(suggestion, 'add it to "versions", or remove it here'),
};

export const sectionWithoutPages: ProblemKind<{ kind: 'tab' | 'anchor'; name: string; prefix: string | undefined }> = {
	name: 'section-without-pages',
	severity: 'warning',
	message: ({ kind, name, prefix }) => `${kind} "${name}" matches no page in the navigation: no page path starts with "${prefix}/"`,
	hint: () => 'set its "url" to the folder of its pages',
};

export const navigationEntryUnresolved: ProblemKind<{ entry: string; error: string; hint: string | undefined }> = {
	name: 'navigation-entry-unresolved',
	severity: 'error',
	message: ({ entry, error }) => `"${entry}": ${error}`,
	hint: ({ hint }) => hint,
};

// JSON files (docs.json and the files its `$ref`s name)

export const jsonEmpty: ProblemKind<void> = {
	name: 'json-empty',
	severity: 'error',
	message: () => 'the file is empty: expected a JSON object',
	hint: () => 'start from {"name": "My Docs", "navigation": [{"group": "Get Started", "pages": ["introduction"]}]}',
};

export const jsonTooDeep: ProblemKind<{ levels: number }> = {
	name: 'json-too-deep',
	severity: 'error',
	message: ({ levels }) => `nested more than ${levels} levels deep: no setting goes this deep`,
	hint: () => 'remove the extra [ ] or { } around the value here',
};

export const jsonSyntax: ProblemKind<{ error: string; hint: string | undefined }> = {
	name: 'json-syntax',
	severity: 'error',
	message: ({ error }) => `invalid JSON: ${error}`,
	hint: ({ hint }) => hint,
};

export const refUnread: ProblemKind<{ reference: string; reason: string; hint: string }> = {
	name: 'ref-unread',
	severity: 'error',
	message: ({ reference, reason }) => `$ref "${reference}"${reason}`,
	hint: ({ hint }) => hint,
};

// Analytics

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

export const analyticsNotAsked: ProblemKind<{ providers: readonly string[] }> = {
	name: 'analytics-not-asked',
	severity: 'warning',
	message: ({ providers }) =>
		`analytics not added: ${quoted(providers)} ${providers.length === 1 ? 'is' : 'are'} configured, and ANALYTICS=off (or a dev server) adds no third-party script`,
	hint: ({ providers }) =>
		`build without ANALYTICS=off (a dev server: with ANALYTICS=on) to add ${providers.length === 1 ? 'its script' : 'their scripts'} to every page`,
};

export const contextualOptionNotShown: ProblemKind<{ option: string; missed: string; fix: string | undefined }> = {
	name: 'contextual-option-not-shown',
	severity: 'warning',
	message: ({ option, missed }) => `contextual option "${option}" is not in the menu: ${missed}`,
	hint: ({ fix }) => fix,
};

// The config

export const configMissing: ProblemKind<void> = {
	name: 'config-missing',
	severity: 'error',
	message: () => 'no docs.json or mint.json in this folder',
	hint: () => 'set DOCS_DIR to the folder that holds your docs.json (or mint.json)',
};

export const configTwice: ProblemKind<void> = {
	name: 'config-twice',
	severity: 'warning',
	message: () => 'both docs.json and mint.json exist: using docs.json, ignoring mint.json',
	hint: () => 'delete mint.json once docs.json holds everything',
};

export const configRefused: ProblemKind<{ name: string; reason: string; hint: string }> = {
	name: 'config-refused',
	severity: 'error',
	message: ({ name, reason }) => `${name} ${reason}: not read`,
	hint: ({ hint }) => hint,
};

export const configNotConvertible: ProblemKind<{ reason: string }> = {
	name: 'config-not-convertible',
	severity: 'error',
	message: ({ reason }) => `this config could not be read in the current format: ${reason}`,
	hint: () => 'please report this, with your config file',
};

export const playgroundProxyMissing: ProblemKind<void> = {
	name: 'playground-proxy-missing',
	severity: 'warning',
	message: () =>
		"the published site has no proxy of its own: its playground sends requests straight from the reader's browser, " +
		"so an API that does not allow requests from the docs' origin (CORS) cannot be tried from it " +
		'(`trellis dev` and `trellis preview` do proxy them)',
	hint: () =>
		'set "proxy" to the URL of a proxy you deploy (README, "The playground\'s proxy"), or to false once the API allows the docs\' origin',
};

export const thumbnailFontNotFetched: ProblemKind<{ family: string }> = {
	name: 'thumbnail-font-not-fetched',
	severity: 'warning',
	message: ({ family }) =>
		`the social cards are drawn in the engine's own font (Inter), not "${family}": a build does not download fonts from Google Fonts`,
	hint: () => 'remove "thumbnails.fonts" to silence this; readers see the same cards',
};

export const thumbnailRemoteBackground: ProblemKind<{ background: string }> = {
	name: 'thumbnail-remote-background',
	severity: 'warning',
	message: ({ background }) =>
		`the social cards are drawn without the background "${background}": a build does not download images from other sites`,
	hint: () => 'put the image in the docs folder and name it by its path, such as "/images/card-background.png"',
};

export const thumbsRatingNowhere: ProblemKind<void> = {
	name: 'thumbs-rating-nowhere',
	severity: 'warning',
	message: () =>
		'the thumbs rating is not shown: its ratings would go nowhere, as no analytics provider is loaded and no "feedback.url" is set',
	hint: () => 'configure an analytics provider in "integrations" (and build without ANALYTICS=off), or set "feedback.url"',
};

export const feedbackWithoutRepository: ProblemKind<{ links: readonly string[]; current: boolean }> = {
	name: 'feedback-without-repository',
	severity: 'warning',
	message: ({ links }) =>
		`no GitHub repository is known, so the ${links.join(' and ')} link${links.length > 1 ? 's are' : ' is'} not shown`,
	hint: ({ current }) =>
		current
			? 'name the repository: a "navbar" link {"type": "github", "href": "https://github.com/owner/repo"}, or "footer": {"socials": {"github": "https://github.com/owner/repo"}}'
			: 'name the repository: "topbarCtaButton": {"type": "github", "url": "https://github.com/owner/repo"}, or "footerSocials": {"github": "https://github.com/owner/repo"}',
};

/** A redirect whose wildcards no redirect page can say: only the hosts that read rules files apply it. */
export const redirectWithoutPages: ProblemKind<{ source: string; destination: string; reason: string }> = {
	name: 'redirect-without-pages',
	severity: 'warning',
	message: ({ source, destination, reason }) =>
		`redirect "${source}" -> "${destination}" has no redirect pages (${reason}): only hosts that read _redirects or vercel.json (Netlify, Cloudflare Pages, GitLab Pages, Vercel) apply it`,
	hint: () => 'on another host (GitHub Pages), list the old addresses one by one, or send :slug* to a destination that names it',
};

/** A redirect that a host's rules file cannot say. */
export const redirectNotForHost: ProblemKind<{ source: string; destination: string; files: string; reason: string }> = {
	name: 'redirect-not-for-host',
	severity: 'warning',
	message: ({ source, destination, files, reason }) => `redirect "${source}" -> "${destination}" not in ${files}: ${reason}`,
	hint: ({ reason }) =>
		reason.startsWith('its destination names')
			? 'name in the destination only the parameters of the source (:slug, :slug*)'
			: 'split it into redirects with one wildcard, at the end of the source',
};

/** A `.js` file of the folder written for Node, which Mintlify would put on every page, where it fails. */
export const customScriptNotRun: ProblemKind<{ reason: string }> = {
	name: 'custom-script-not-run',
	severity: 'warning',
	message: ({ reason }) => `a script for Node, not for a page (${reason}): not put on the pages, as the folder's other .js files are`,
	hint: () => 'name it in .mintignore to say so, or move it out of the docs folder',
};

/** A value the config's schema refuses; the schema says what it expected (src/config/zod-issues.ts). */
export const configInvalid = composedBy('config-invalid', 'error');

export const configUnknownKey: ProblemKind<{ message: string; suggestion: string | undefined }> = {
	name: 'config-unknown-key',
	severity: 'warning',
	message: ({ message }) => `${message}: ignored`,
	hint: ({ suggestion }) => (suggestion ? `did you mean "${suggestion}"?` : undefined),
};

export const configHostedSettings: ProblemKind<{ keys: readonly string[] }> = {
	name: 'config-hosted-settings',
	severity: 'warning',
	message: ({ keys }) => `${keys.map((key) => `"${key}"`).join(', ')}: settings of hosted services, ignored by a static build`,
};

// Pages

export const pageTwoFiles: ProblemKind<{ path: string; used: string }> = {
	name: 'page-two-files',
	severity: 'warning',
	message: ({ path, used }) => `both ${path}.md and ${path}.mdx exist: using ${used}`,
	hint: () => 'delete one of the two files',
};

/** A frontmatter block that is no YAML (src/markdown/frontmatter.ts says how). */
export const frontmatterUnreadable = composedBy('frontmatter-unreadable', 'error');

export const frontmatterInvalid: ProblemKind<{ key: string; message: string; hint: string | undefined }> = {
	name: 'frontmatter-invalid',
	severity: 'error',
	message: ({ key, message }) => `frontmatter ${key || 'block'}: ${message}`,
	hint: ({ hint }) => hint,
};

export const frontmatterLayout: ProblemKind<{ layout: string; refused: string }> = {
	name: 'frontmatter-layout',
	severity: 'error',
	message: ({ layout, refused }) => `frontmatter layout "${layout}" ${refused}`,
	hint: () => 'remove "layout": Trellis lays out every page itself',
};

/** A frontmatter setting of Mintlify's hosted service, and what a reader of the static site misses. */
export const frontmatterHosted: ProblemKind<{ setting: string; missed: string }> = {
	name: 'frontmatter-hosted',
	severity: 'warning',
	message: ({ setting, missed }) => `frontmatter ${setting} needs Mintlify's hosted service: ${missed}`,
};

export const pageWithoutTitle: ProblemKind<{ title: string }> = {
	name: 'page-without-title',
	severity: 'warning',
	message: ({ title }) => `no "title" in the frontmatter: using "${title}"`,
	hint: () => 'start the page with a frontmatter block: a line ---, then title: "...", description: "...", then a line ---',
};

export const pageWithoutDescription: ProblemKind<void> = {
	name: 'page-without-description',
	severity: 'warning',
	message: () => 'no "description" in the frontmatter: search engines and link previews will have none',
	hint: () => 'add description: "One sentence on what the page covers" to the frontmatter',
};

// A page's MDX: its code, its components, its snippets

/** What a page's code may not do (src/page-files/code-rules.ts says what and why). */
export const pageCodeRefused = composedBy('page-code-refused', 'error');

export const componentNameRefused: ProblemKind<{ name: string; reason: string }> = {
	name: 'component-name-refused',
	severity: 'error',
	message: ({ name, reason }) => `<${name}>: ${reason}`,
	hint: () => 'name a component the page imports, or a built-in one',
};

export const expressionUndefined: ProblemKind<{ shown: string; names: readonly string[] }> = {
	name: 'expression-undefined',
	severity: 'error',
	pageBuilds: true,
	message: ({ shown, names }) =>
		`{${shown}}: ${names.map((name) => `"${name}"`).join(', ')} ${names.length === 1 ? 'is' : 'are'} not defined on this page`,
	hint: ({ shown, names }) =>
		`for literal braces write \\{${shown}\\} or put the text in backticks; for a value, define it: export const ${names[0]} = "..."`,
};

export const snippetImportMissing: ProblemKind<{ source: string; shown: string }> = {
	name: 'snippet-import-missing',
	severity: 'error',
	pageBuilds: true,
	message: ({ source, shown }) => `imported snippet "${source}" does not exist: no ${shown}`,
	hint: () => 'paths that start with / are read from the docs folder, e.g. "/snippets/intro.mdx" or "/snippets/chart.jsx"',
};

export const snippetRefused: ProblemKind<{ value: string; reason: string }> = {
	name: 'snippet-refused',
	severity: 'error',
	pageBuilds: true,
	message: ({ value, reason }) => `<Snippet file="${value}"> ${reason}: not read`,
	hint: () => 'give the path inside the snippets folder, e.g. file="intro.mdx"',
};

export const snippetMissing: ProblemKind<{ value: string }> = {
	name: 'snippet-missing',
	severity: 'error',
	pageBuilds: true,
	message: ({ value }) => `<Snippet file="${value}">: no such file in snippets/ or _snippets/`,
	hint: () => 'give the path inside the snippets folder, e.g. file="intro.mdx"',
};

export const componentUnknown: ProblemKind<{ name: string; suggestion: string | undefined }> = {
	name: 'component-unknown',
	severity: 'error',
	pageBuilds: true,
	message: ({ name }) => `unknown component <${name}>`,
	hint: ({ suggestion }) =>
		suggestion ? `did you mean <${suggestion}>?` : 'use one of the built-in components, or import it: import X from "/snippets/x.mdx"',
};

/** An icon no icon set has (src/icons/unknown-icon.ts says which and the closest names). */
export const iconUnknown = composedBy('icon-unknown', 'warning');

/** A Font Awesome Pro icon drawn with a free stand-in (src/icons/pro-stand-ins.ts). */
export const iconStandIn = composedBy('icon-stand-in', 'warning');

export const componentPropUnknown: ProblemKind<{ name: string; prop: string; suggestion: string | undefined }> = {
	name: 'component-prop-unknown',
	severity: 'warning',
	message: ({ name, prop }) => `<${name}> has no prop "${prop}": ignored`,
	hint: ({ suggestion }) => (suggestion ? `did you mean "${suggestion}"?` : undefined),
};

/** A prop's value its component cannot take; the props' schema says what it expected (src/component-props/). */
export const componentPropInvalid = composedBy('component-prop-invalid', 'error', { pageBuilds: true });

/** An image's `actions` or `actionsPlacement` that Mintlify does not know (src/browser/image-actions.ts). */
export const imageOptionUnknown: ProblemKind<{ value: string }> = {
	name: 'image-option-unknown',
	severity: 'warning',
	pageBuilds: true,
	message: ({ value }) => `<img> ${value} is not an option of Mintlify's images: ignored`,
	hint: () =>
		'write actions (both buttons), actions="copy" or actions="download"; actionsPlacement is one of top-left, top-center, top-right, bottom-left, bottom-center, bottom-right',
};

export const imageRefused: ProblemKind<{ url: string; reason: string; hint: string }> = {
	name: 'image-refused',
	severity: 'error',
	pageBuilds: true,
	message: ({ url, reason }) => `image "${url}" ${reason}: not read`,
	hint: ({ hint }) => hint,
};

/** A fenced code block's option that Trellis does not draw: the block shows without it. */
export const codeOptionNotHonoured: ProblemKind<{ option: string; missing: string; fix: string }> = {
	name: 'code-option-not-honoured',
	severity: 'warning',
	message: ({ option, missing }) => `code block option "${option}" is not honoured: ${missing}`,
	hint: ({ fix }) => fix,
};

/** A `twoslash` code block whose code TypeScript does not accept: the block shows without its types. */
export const twoslashTypeError: ProblemKind<{ line: number; code: string; message: string }> = {
	name: 'twoslash-type-error',
	severity: 'warning',
	message: ({ line, code, message }) =>
		`twoslash code block does not type-check, and is shown without its types on hover: line ${line} of the block, ${code} ${message}`,
	hint: () =>
		'correct the code; or declare the errors the block shows on purpose with a line "// @errors: 2322" (their codes), or "// @noErrors"; packages the code imports are not installed: declare what it uses (declare const x: ...)',
};

export const mathInvalid: ProblemKind<{ display: boolean; message: string }> = {
	name: 'math-invalid',
	severity: 'warning',
	message: ({ display, message }) => `math ${display ? '$$...$$' : '$...$'}: ${message}`,
	hint: () => 'check the LaTeX; write \\$ for a literal dollar sign',
};

export const mdxSyntax: ProblemKind<{ text: string; hint: string | undefined }> = {
	name: 'mdx-syntax',
	severity: 'error',
	message: ({ text }) => `MDX syntax error: ${text}`,
	hint: ({ hint }) => hint,
};

export const componentFileBroken: ProblemKind<{ message: string; importedBy: string; source: string; hint: string | undefined }> = {
	name: 'component-file-broken',
	severity: 'error',
	pageBuilds: true,
	message: ({ message, importedBy, source }) => `${message}; imported by ${importedBy} as "${source}"`,
	hint: ({ hint }) =>
		hint ?? 'a component file is JavaScript (or TypeScript) with JSX: close every tag and brace, and write one root element per return',
};

// API pages

/** A page's `api:` endpoint that cannot be read (src/openapi/mdx-endpoint.ts says why). */
export const apiEndpointInvalid = composedBy('api-endpoint-invalid', 'error');

/** A page's `openapi:` or `openapi-schema:` that names nothing the specs have (src/openapi/api-pages.ts says why). */
export const apiReferenceInvalid = composedBy('api-reference-invalid', 'error');

// Rendering

export const componentRenderFailed: ProblemKind<{ component: string; given: string | undefined; error: string }> = {
	name: 'component-render-failed',
	severity: 'error',
	message: ({ component, given, error }) => `<${component}> could not be rendered${given ? ` with ${given}` : ''}: ${error}`,
	hint: ({ component }) =>
		`check the values given to <${component}> against its props in the components table of the docs, or remove the prop the message names`,
};

/** A failure Astro names in its own words (src/rendering/render-problem.ts reads them). */
export const renderFailed = composedBy('render-failed', 'error');

export const pageRenderFailed: ProblemKind<{ cause: string }> = {
	name: 'page-render-failed',
	severity: 'error',
	message: ({ cause }) => `the page could not be rendered: ${cause}`,
	hint: () => 'an expression or a snippet of this page throws when it runs: check the values it reads',
};

// AsyncAPI files

export const asyncapiRemote: ProblemKind<void> = {
	name: 'asyncapi-remote',
	severity: 'error',
	message: () => 'AsyncAPI files are read from the docs folder only, not fetched from a URL',
	hint: () => 'save the file in the docs folder and list its path instead (e.g. "asyncapi.yaml")',
};

export const asyncapiRefused: ProblemKind<{ reason: string; hint: string }> = {
	name: 'asyncapi-refused',
	severity: 'error',
	message: ({ reason }) => `the AsyncAPI file ${reason}: not read`,
	hint: ({ hint }) => hint,
};

export const asyncapiMissing: ProblemKind<void> = {
	name: 'asyncapi-missing',
	severity: 'error',
	message: () => 'the AsyncAPI file does not exist',
	hint: () => 'check the path in "asyncapi": it is read relative to the folder of docs.json',
};

export const asyncapiUnreadable: ProblemKind<{ error: string | undefined }> = {
	name: 'asyncapi-unreadable',
	severity: 'error',
	message: ({ error }) => (error === undefined ? 'cannot read this AsyncAPI document' : `cannot read this AsyncAPI document: ${error}`),
	hint: ({ error }) => (error === undefined ? undefined : 'Trellis reads AsyncAPI 2.x and 3.0 documents, in JSON or YAML'),
};

/** A `$ref` of an AsyncAPI file that leads out of the docs folder or to the network (src/asyncapi/ says which). */
export const asyncapiRefRefused = composedBy('asyncapi-ref-refused', 'error');

export const asyncapiDirectoryInvalid: ProblemKind<{ written: string | undefined }> = {
	name: 'asyncapi-directory-invalid',
	severity: 'error',
	message: ({ written }) => `"directory": ${JSON.stringify(written)} is not a folder inside the docs`,
	hint: () => 'name a folder such as "websockets" or "api-reference/events", without ".." or a URL',
};

/** A page's `asyncapi:` that names no channel the files have (src/asyncapi/channel-pages.ts says why). */
export const asyncapiReferenceInvalid = composedBy('asyncapi-reference-invalid', 'error');

// `trellis a11y`

/** An image without a text alternative, or a video without captions (src/cli/a11y/alt-text.ts says which). */
export const mediaWithoutText = composedBy('media-without-text', 'error');

/** A configured colour that does not reach WCAG AA contrast where readers see it (src/cli/a11y/contrast.ts). */
export const colourContrastLow = composedBy('colour-contrast-low', 'error');

// OpenAPI files (the messages that name a place in the file end with its JSON pointer: src/openapi/load-specs.ts)

export const openapiRefused: ProblemKind<{ reason: string; hint: string }> = {
	name: 'openapi-refused',
	severity: 'error',
	message: ({ reason }) => `the OpenAPI file ${reason}: not read`,
	hint: ({ hint }) => hint,
};

export const openapiMissing: ProblemKind<void> = {
	name: 'openapi-missing',
	severity: 'error',
	message: () => 'the OpenAPI file does not exist',
	hint: () => 'check the path in "openapi": it is read relative to the folder of docs.json',
};

export const openapiUnfetched: ProblemKind<{ reason: string }> = {
	name: 'openapi-unfetched',
	severity: 'error',
	message: ({ reason }) => `could not fetch the OpenAPI file: ${reason}`,
	hint: () => 'check the URL and the network; to build offline, save the file in the docs folder and list its path instead',
};

export const openapiUnreadable: ProblemKind<{ error: string }> = {
	name: 'openapi-unreadable',
	severity: 'error',
	message: ({ error }) => `cannot read this OpenAPI document: ${error}`,
	hint: () => 'Trellis reads OpenAPI 3.0 and 3.1',
};

export const openapiTooDeep: ProblemKind<{ levels: number }> = {
	name: 'openapi-too-deep',
	severity: 'error',
	message: ({ levels }) => `nested more than ${levels} levels deep: no OpenAPI document goes this deep`,
	hint: () => 'remove the extra levels of lists or objects here; a schema that contains itself is written with $ref',
};

/** YAML the parser refuses, or whose aliases cannot be read (src/openapi/load-specs.ts says which). */
export const openapiYamlInvalid = composedBy('openapi-yaml-invalid', 'error');

export const openapiNotDocument: ProblemKind<void> = {
	name: 'openapi-not-document',
	severity: 'error',
	message: () => 'expected an OpenAPI document (an object with "openapi", "info" and "paths")',
};

export const openapiNoVersion: ProblemKind<{ example: string }> = {
	name: 'openapi-no-version',
	severity: 'error',
	message: () => 'no "openapi" version: expected an OpenAPI document (an object with "openapi", "info" and "paths")',
	hint: ({ example }) => `start it with "openapi": "${example}"`,
};

/** A version written as something else than text (`openapi: 3.0` in YAML is a number). */
export const openapiVersionNotText = composedBy('openapi-version-not-text', 'error');

/**
 * A `$ref` the validator cannot take: not text, around itself, to a file outside the docs folder
 * or left out by `.mintignore`, or by path in a spec fetched from a URL.
 */
export const openapiRefInvalid = composedBy('openapi-ref-invalid', 'error');

/** A `$ref` to a file of the docs folder that does not exist. */
export const openapiRefMissing = composedBy('openapi-ref-missing', 'error');

/** A `$ref` to a URL that could not be fetched. */
export const openapiRefUnfetched = composedBy('openapi-ref-unfetched', 'error');

/** A `$ref` that points to nothing in the file. */
export const openapiRefDangling = composedBy('openapi-ref-dangling', 'error');

/** Security schemes that are not objects with a text `type`. */
export const openapiSecuritySchemeInvalid = composedBy('openapi-security-scheme-invalid', 'error');

/** What the OpenAPI validator refuses, with its place in the file. */
export const openapiInvalid = composedBy('openapi-invalid', 'error');

export const swaggerReadAsIs: ProblemKind<{ version: string }> = {
	name: 'swagger-read-as-is',
	severity: 'warning',
	message: ({ version }) => `Swagger ${version} is read as it is: body and form parameters may show wrongly`,
	hint: () => 'convert the file to OpenAPI 3 (for example with swagger2openapi)',
};
