import { Parser } from 'htmlparser2';

/**
 * Finds what could run code in a built page, with a real HTML tokenizer (entities decoded as a
 * browser decodes them): script elements other than the site's own, event-handler attributes,
 * URLs with a scheme that runs or embeds code (also in a meta refresh), elements that embed
 * another document. Each finding is one line naming the element.
 */

/** Attributes holding a URL that a browser follows, loads or submits to. */
const urlAttributes = new Set([
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'poster',
	'data',
	'background',
	'cite',
	'ping',
	'srcset',
	'manifest',
	'codebase',
]);
/** Elements that embed or replace the document: none of the site's own pages has one. */
const embeddingTags = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);
const dangerousScheme = /^(?:javascript|vbscript|data):/;
/** The script types a browser runs (HTML's JavaScript MIME types, the common ones, and modules). */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** Whether a script element of this `type` runs: a data block (JSON-LD, a tag held as text/plain) does not. */
export function runsAsScript(type: string | undefined): boolean {
	return executableTypes.has((type ?? '').trim().toLowerCase());
}

/** The scheme a browser would see: it drops ASCII whitespace and control characters inside a URL. */
function normalisedUrl(value: string): string {
	return value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

export interface OwnScripts {
	/** Path prefix of the site's bundled scripts, e.g. `/_astro/`. */
	srcPrefix: string;
	/** Texts of the site's own inline scripts. */
	inline: string[];
}

export function unsafeMarkup(html: string, own: OwnScripts): string[] {
	const findings: string[] = [];
	let scriptText: string | undefined;
	const parser = new Parser(
		{
			onopentag(name, attributes) {
				const tag = `<${name}>`;
				if (embeddingTags.has(name)) findings.push(`${tag} element`);
				// A data block (JSON-LD, an analytics tag waiting for consent as text/plain) is never run: the browser only runs these types.
				if (name === 'script' && runsAsScript(attributes.type)) {
					if (attributes.src !== undefined && !attributes.src.startsWith(own.srcPrefix)) findings.push(`${tag} from ${attributes.src}`);
					if (attributes.src === undefined) scriptText = '';
				}
				const refreshTo =
					attributes['http-equiv']?.toLowerCase() === 'refresh' ? /url\s*=\s*(.*)$/i.exec(attributes.content ?? '')?.[1] : undefined;
				if (refreshTo && dangerousScheme.test(normalisedUrl(refreshTo.replace(/^['"]/, ''))))
					findings.push(`${tag} refresh to ${attributes.content}`);
				for (const [attribute, value] of Object.entries(attributes)) {
					if (/^on/i.test(attribute)) findings.push(`${tag} event handler ${attribute}="${value}"`);
					const urls = attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
					if (urlAttributes.has(attribute) && urls.some((url) => dangerousScheme.test(normalisedUrl(url)))) {
						findings.push(`${tag} ${attribute}="${value}"`);
					}
					if (attribute === 'style' && /javascript:|vbscript:|expression\(/i.test(value)) findings.push(`${tag} style="${value}"`);
				}
			},
			ontext(text) {
				if (scriptText !== undefined) scriptText += text;
			},
			onclosetag(name) {
				if (name !== 'script' || scriptText === undefined) return;
				if (!own.inline.includes(scriptText)) findings.push(`inline <script> ${JSON.stringify(scriptText.slice(0, 120))}`);
				scriptText = undefined;
			},
		},
		{ decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
	);
	parser.end(html);
	return findings;
}

/**
 * Finds raw HTML that a Markdown renderer would turn into a script, a handler or a dangerous
 * link: outside code blocks and code spans, no tag that runs or embeds code, no event-handler
 * attribute, no Markdown link or image to a `javascript:`, `vbscript:` or `data:` URL.
 */
export function unsafeMarkdown(markdown: string): string[] {
	const prose = markdown
		.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
		// A backslash-escaped character is text: `\<script>` shows "<script>".
		.replace(/\\[!-/:-@[-`{-~]/g, '')
		.replace(/(`+)[\s\S]*?\1/g, '');
	const findings: string[] = [];
	for (const match of prose.matchAll(/<\/?(script|img|svg|iframe|object|embed|math|style|base|meta|form|details|a)\b[^>]*>?/gi))
		findings.push(`raw HTML ${match[0]}`);
	for (const match of prose.matchAll(/<[a-z][^>]*\son[a-z]+\s*=/gi)) findings.push(`event handler in ${match[0]}`);
	for (const match of prose.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]*)/g)) {
		if (dangerousScheme.test(normalisedUrl(match[1]!))) findings.push(`link to ${match[1]}`);
	}
	for (const match of prose.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)) {
		if (dangerousScheme.test(normalisedUrl(match[1]!))) findings.push(`link definition to ${match[1]}`);
	}
	for (const match of prose.matchAll(/<((?:javascript|vbscript|data):[^>]*)>/gi)) findings.push(`autolink to ${match[1]}`);
	return findings;
}
