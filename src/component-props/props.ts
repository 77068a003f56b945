import { z } from 'zod';
import { hexColor, iconName, iconType, safeUrl, strictObject } from '../config/schema/shared.ts';
import { orMarkup, text } from './markup.ts';
import { interactiveProps } from './interactive-props.ts';
import { calloutKinds } from './callout-kinds.ts';

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
const color = z
	.union([hexColor, bareHex, z.string().regex(/^(?:rgb|hsl)a?\(/), z.literal('currentColor')])
	.describe('A colour: hex, rgb(), hsl() or currentColor');
/** A colour swatch's value: any CSS colour, or one per mode (`{ light: "#fff", dark: "#000" }`). */
const cssColor = z.string().trim().min(1);
const swatchValue = z.union([cssColor, strictObject({ light: cssColor, dark: cssColor })]);

/** A repository as `owner/name` or its github.com URL. */
const githubRepo = z
	.string()
	.trim()
	.regex(/^(?:https:\/\/github\.com\/)?[\w.-]+\/[\w.-]+\/?$/, { error: 'expected owner/name or https://github.com/owner/name' });

const callout = strictObject({});

/** Columns of a card grid: a whole number from 1 to 6, written `cols={3}` or `cols="3"`. */
const columnCount = z.union([z.number(), z.string()]).refine((value) => /^[1-6]$/.test(String(value).trim()), {
	error: (issue) => `expected a whole number from 1 to 6, found ${JSON.stringify(issue.input)}`,
});

/** A label shown to the reader: text (not empty), a number, or an element. */
const label = orMarkup(z.string().min(1));

/** An icon: a Font Awesome or Lucide name, an image path or URL, or an element (`icon={<svg>...</svg>}`). */
const icon = orMarkup(iconName);

/** An anchor for a link to this element (`#install`): letters, digits, `-` and `_`. */
const anchorId = z.string().regex(/^[\w-]+$/, { error: 'expected letters, digits, - or _ (an anchor such as "install")' });

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
	// `name` alone, as some pages write it: Mintlify shows the field without a location.
	name: z.string().optional(),
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
	if (locations.length === 0 && props.name !== undefined) return;
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
	Callout: strictObject({
		icon: icon.optional(),
		iconType: iconType.optional(),
		color: color.optional(),
		// Mintlify's callout kinds by name: <Callout variation="warning"> draws a <Warning>.
		variation: z.enum(calloutKinds).optional(),
	}),
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
		// A callout's look: its tint, border and icon.
		type: z.enum(calloutKinds).optional(),
	}),
	CardGroup: strictObject({ cols: columnCount.optional() }),
	Columns: strictObject({ cols: columnCount.optional() }),
	Accordion: strictObject({
		title: label,
		description: text.optional(),
		defaultOpen: booleanProp.optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
		id: anchorId.optional(),
	}),
	AccordionGroup: strictObject({}),
	Tabs: strictObject({ sync: booleanProp.optional(), defaultTabIndex: numberish.optional(), borderBottom: booleanProp.optional() }),
	Tab: strictObject({ title: label, icon: icon.optional(), iconType: iconType.optional(), id: anchorId.optional() }),
	Steps: strictObject({ titleSize: z.enum(['p', 'h2', 'h3']).optional() }),
	Step: strictObject({
		title: text.optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
		stepNumber: numberish.optional(),
		titleSize: z.enum(['p', 'h2', 'h3']).optional(),
		id: anchorId.optional(),
		noAnchor: booleanProp.optional(),
	}),
	CodeGroup: strictObject({ dropdown: booleanProp.optional() }),
	Frame: strictObject({ caption: text.optional(), hint: text.optional() }),
	Icon: strictObject({
		icon: icon.optional(),
		// An image of the author's own in place of a named icon (a path in the folder or a URL).
		src: iconName.optional(),
		iconType: iconType.optional(),
		color: color.optional(),
		size: numberish.optional(),
		className: z.string().optional(),
	}).superRefine((props, context) => {
		if ((props.icon === undefined) === (props.src === undefined)) {
			context.addIssue({ code: 'custom', path: [], message: 'takes one of icon (a name) or src (an image path or URL), exactly one' });
		}
	}),
	Popup: strictObject({}),
	PopupTrigger: strictObject({}),
	PopupContent: strictObject({}),
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
		// What the changelog's feed shows for this entry instead of its label and content.
		rss: strictObject({ title: z.string().optional(), description: z.string().optional() }).optional(),
	}),
	ParamField: paramFieldProps,
	ResponseField: strictObject({
		name: z.string(),
		...fieldCommon,
		pre: z.array(z.string()).optional(),
		post: z.array(z.string()).optional(),
		// The opposite of `required`, as some pages write it: shown as Mintlify shows it, without a mark.
		optional: booleanProp.optional(),
	}),
	Expandable: strictObject({ title: text.optional(), defaultOpen: booleanProp.optional() }),
	RequestExample: strictObject({ dropdown: booleanProp.optional() }),
	ResponseExample: strictObject({ dropdown: booleanProp.optional() }),
	Snippet: strictObject({ file: z.string() }),
	Latex: strictObject({}),
	// A heading written as a component: its level (h2 when none), its own anchor, or none.
	Heading: strictObject({
		level: z
			.union([z.number(), z.string()])
			.refine((value) => /^[1-6]$/.test(String(value).trim()), {
				error: (issue) => `expected a heading level from 1 to 6, found ${JSON.stringify(issue.input)}`,
			})
			.optional(),
		id: anchorId.optional(),
		noAnchor: booleanProp.optional(),
		className: z.string().optional(),
	}),
	Badge: strictObject({
		color: z
			// Yellow is of Mintlify's palette (Timeline lists it) and pages use it, though Badge's page omits it.
			.enum(['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'])
			.optional(),
		size: z.enum(['xs', 'sm', 'md', 'lg']).optional(),
		shape: z.enum(['rounded', 'pill']).optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
		stroke: booleanProp.optional(),
		disabled: booleanProp.optional(),
		className: z.string().optional(),
	}),
	Color: strictObject({ variant: z.enum(['compact', 'table']) }),
	'Color.Row': strictObject({ title: text.optional() }),
	'Color.Item': strictObject({ name: z.string().optional(), value: swatchValue }),
	Tile: strictObject({ href: safeUrl, title: text.optional(), description: text.optional() }),
	Panel: strictObject({}),
	'GitHub.Repo': strictObject({ repo: githubRepo, variant: z.enum(['inset', 'flat']).optional(), className: z.string().optional() }),
	// Not in Mintlify's reference, but pages use them as on Mintlify (a Next.js link, a cell of <Columns>).
	Link: strictObject({ href: safeUrl, className: z.string().optional() }),
	Column: strictObject({}),
	Timeline: strictObject({}),
	'Timeline.Item': strictObject({
		title: label,
		date: text.optional(),
		color: z.enum(['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple']).optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
	}),
	Mention: strictObject({ user: z.email().optional(), page: safeUrl.optional() }).superRefine((props, context) => {
		if ((props.user === undefined) === (props.page === undefined)) {
			context.addIssue({ code: 'custom', path: [], message: 'takes one of user or page (exactly one)' });
		}
	}),
	...interactiveProps,
} satisfies Record<string, z.ZodType>;

export type ComponentName = keyof typeof componentProps;
export const componentNames = Object.keys(componentProps) as ComponentName[];

export type ComponentProps<Name extends ComponentName> = z.output<(typeof componentProps)[Name]>;
