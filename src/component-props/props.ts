import { z } from 'zod';
import { hexColor, iconName, iconType, safeUrl, strictObject } from '../config/schema/shared.ts';
import { orMarkup, text } from './markup.ts';
import { interactiveProps } from './interactive-props.ts';

/**
 * Props of every component an author may use in a page without importing it, as Mintlify
 * documents them. The build checks each use against these before rendering.
 */

const booleanProp = z.boolean();
/** A whole number, written `{3}` or `"3"`. */
const numberish = z.union([z.number(), z.string()]).refine((value) => /^\d+$/.test(String(value).trim()), {
	error: (issue) => `expected a whole number such as 3, found ${JSON.stringify(issue.input)}`,
});
/** Hex digits without their `#` (`color="FF713C"`), as pages often write them: read as the hex colour. */
const bareHex = z
	.string()
	.regex(/^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/)
	.transform((value) => `#${value}`);
const color = z.union([hexColor, bareHex, z.string().regex(/^(?:rgb|hsl)a?\(/)]).describe('A colour: hex, rgb() or hsl()');

const callout = strictObject({});

/** Columns of a card grid: a whole number from 1 to 6, written `cols={3}` or `cols="3"`. */
const columnCount = z.union([z.number(), z.string()]).refine((value) => /^[1-6]$/.test(String(value).trim()), {
	error: (issue) => `expected a whole number from 1 to 6, found ${JSON.stringify(issue.input)}`,
});

/** A label shown to the reader: text (not empty), a number, or an element. */
const label = orMarkup(z.string().min(1));

/** An icon: a Font Awesome or Lucide name, an image path or URL, or an element (`icon={<svg>...</svg>}`). */
const icon = orMarkup(iconName);

/** A list of tags: `tags={["Webhook", "SDK"]}`. */
const tagList = z.array(z.string());

const fieldCommon = {
	type: z.string().optional(),
	required: booleanProp.optional(),
	deprecated: booleanProp.optional(),
	default: z.unknown().optional(),
	hidden: booleanProp.optional(),
	id: z.string().optional(),
};

const paramFieldProps = strictObject({
	path: z.string().optional(),
	query: z.string().optional(),
	body: z.string().optional(),
	header: z.string().optional(),
	cookie: z.string().optional(),
	...fieldCommon,
	initialValue: z.unknown().optional(),
	placeholder: z.string().optional(),
}).superRefine((props, context) => {
	const locations = (['path', 'query', 'body', 'header', 'cookie'] as const).filter((key) => props[key] !== undefined);
	if (locations.length !== 1) {
		context.addIssue({
			code: 'custom',
			path: [],
			message:
				locations.length === 0
					? 'needs one of path, query, body or header, naming the parameter (e.g. <ParamField query="limit">)'
					: `takes one of path, query, body or header, found ${locations.length}: ${locations.join(', ')}`,
		});
	}
});

export const componentProps = {
	Note: callout,
	Tip: callout,
	Info: callout,
	Warning: callout,
	Check: callout,
	Danger: callout,
	Callout: strictObject({ icon: icon.optional(), iconType: iconType.optional(), color: color.optional() }),
	Card: strictObject({
		// Cards without a title are common in real folders (an image or an icon with a line of text).
		title: label.optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
		color: color.optional(),
		href: safeUrl.optional(),
		horizontal: booleanProp.optional(),
		img: safeUrl.optional(),
		cta: text.optional(),
		arrow: booleanProp.optional(),
	}),
	CardGroup: strictObject({ cols: columnCount.optional() }),
	Columns: strictObject({ cols: columnCount.optional() }),
	Accordion: strictObject({
		title: label,
		description: text.optional(),
		defaultOpen: booleanProp.optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
	}),
	AccordionGroup: strictObject({}),
	Tabs: strictObject({}),
	Tab: strictObject({ title: label, icon: icon.optional(), iconType: iconType.optional() }),
	Steps: strictObject({ titleSize: z.enum(['p', 'h2', 'h3']).optional() }),
	Step: strictObject({
		title: text.optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
		stepNumber: numberish.optional(),
		titleSize: z.enum(['p', 'h2', 'h3']).optional(),
	}),
	CodeGroup: strictObject({}),
	Frame: strictObject({ caption: text.optional(), hint: text.optional() }),
	Icon: strictObject({
		icon: icon,
		iconType: iconType.optional(),
		color: color.optional(),
		size: numberish.optional(),
	}),
	Tooltip: strictObject({
		tip: text,
		headline: text.optional(),
		cta: text.optional(),
		href: safeUrl.optional(),
	}),
	Update: strictObject({
		label,
		description: text.optional(),
		tags: tagList.optional(),
	}),
	ParamField: paramFieldProps,
	ResponseField: strictObject({
		name: z.string(),
		...fieldCommon,
		pre: z.array(z.string()).optional(),
		post: z.array(z.string()).optional(),
	}),
	Expandable: strictObject({ title: text.optional(), defaultOpen: booleanProp.optional() }),
	RequestExample: strictObject({}),
	ResponseExample: strictObject({}),
	Snippet: strictObject({ file: z.string() }),
	Latex: strictObject({}),
	...interactiveProps,
} satisfies Record<string, z.ZodType>;

export type ComponentName = keyof typeof componentProps;
export const componentNames = Object.keys(componentProps) as ComponentName[];

export type ComponentProps<Name extends ComponentName> = z.output<(typeof componentProps)[Name]>;
