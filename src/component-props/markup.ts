import { HTMLString, isHTMLString, markHTMLString } from 'astro/runtime/server/index.js';
import { DomUtils, parseDocument } from 'htmlparser2';
import { z } from 'zod';

/**
 * Markup a page gives a prop where text or an icon name is usual: `icon={<svg>...</svg>}`,
 * `title={<>Setup <code>v2</code></>}`, `icon={<BrandLogo />}`. Mintlify accepts elements
 * there; the component guard (src/components/mdx/guard.ts) renders them to HTML before the component sees them,
 * so a component only ever meets text, or HTML it places as it is.
 */
export type Markup = HTMLString;

export function isMarkup(value: unknown): value is Markup {
	return isHTMLString(value);
}

export function toMarkup(html: string): Markup {
	return markHTMLString(html) as Markup;
}

/**
 * A prop that takes `base` (text, an icon name) or markup; a number is read as its text. Its
 * errors are those of `base`, so a message says what text was expected, not that an element was.
 */
export function orMarkup<Output>(base: z.ZodType<Output>) {
	const schema = z.unknown().transform((value, context): Output | Markup => {
		if (isMarkup(value)) return value;
		const parsed = base.safeParse(typeof value === 'number' ? String(value) : value, { reportInput: true });
		if (parsed.success) return parsed.data;
		// A finished issue, passed on as it is: Zod types it apart from the raw issues a check adds.
		for (const issue of parsed.error.issues) context.addIssue(issue as Parameters<typeof context.addIssue>[0]);
		return z.NEVER;
	});
	baseSchemas.set(schema, base);
	return schema;
}

const baseSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** The text schema under a prop that also takes markup, so that a hint can say how the text is written. */
export function textSchemaOf(schema: z.ZodType): z.ZodType {
	return baseSchemas.get(schema) ?? schema;
}

/** Text shown to the reader: text, a number (shown as written) or markup. */
export const text = orMarkup(z.string());

/** What a text or markup value reads as in an attribute (a tab's label, an id): its text, without tags. */
export function plainText(value: string | Markup | undefined): string {
	if (value === undefined) return '';
	if (!isMarkup(value)) return value;
	return DomUtils.textContent(parseDocument(String(value)))
		.replace(/\s+/g, ' ')
		.trim();
}
