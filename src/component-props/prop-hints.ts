import { z } from 'zod';
import { textSchemaOf } from './markup.ts';
import { componentProps, type ComponentName } from './props.ts';

/**
 * A likely fix for every prop a page gets wrong (src/page-files/check-mdx.ts prints it under the
 * error): how that prop is written, since the error already says what was found. Props whose
 * rule is not plain from their type (a range, a URL, a colour) say it here by name; the others
 * get a fix from their schema type (true/false, one of a few words, a list, text).
 */
const byName: Record<string, string> = {
	cols: 'write a whole number from 1 to 6, such as cols={2}',
	stepNumber: 'write a whole number, such as stepNumber={3}',
	size: 'write a size in pixels as a whole number, such as size={24}',
	color: 'write a hex colour such as color="#16A34A", or an rgb() or hsl() colour',
	href: 'write an http(s) URL, a mailto: address or a path on the site, such as href="/quickstart"',
	img: 'write an http(s) URL or a path on the site, such as img="/images/hero.png"',
	icon: 'write a Font Awesome or Lucide icon name, such as icon="leaf", or an image path',
	actions: 'write a list of "copy" and "cursor", such as actions={["copy", "cursor"]}',
	iconType: 'write a Font Awesome style such as iconType="regular" or iconType="solid", or leave it out for the default',
	defaultTabIndex: 'write the place of the tab shown first, counting from 0, such as defaultTabIndex={1}',
	id: 'write an anchor of letters, digits, - and _, such as id="install"',
	repo: 'write the repository as owner/name, such as repo="withastro/astro", or its https://github.com/ URL',
};

/** Props whose rule differs by component: `value` of a colour swatch is not the `value` of another. */
const byComponent: Partial<Record<ComponentName, Record<string, string>>> = {
	Heading: { level: 'write a heading level from 1 to 6, such as level={3}' },
	'Color.Item': { value: 'write a CSS colour such as value="#16A34A", or one per mode: value={{ light: "#FFFFFF", dark: "#000000" }}' },
};

export interface PropIssue {
	/** The prop, when the issue is about one (not about the props as a whole). */
	prop: string | undefined;
	/** The prop is required and was not given. */
	missing: boolean;
	message: string;
}

export function propHint(component: ComponentName, { prop, missing, message }: PropIssue): string {
	if (prop === undefined) return wholePropsHint(component, message);
	if (missing) return `add it: <${component} ${prop}="...">`;
	const schema = propSchema(component, prop);
	// A prop that takes one of a few words (Badge's `color`) is hinted by its words, whatever its name.
	if (schema instanceof z.ZodEnum) return typeHint(prop, schema, message);
	return byComponent[component]?.[prop] ?? byName[prop] ?? typeHint(prop, schema, message);
}

/** ParamField's one rule over several props: exactly one of path, query, body or header. */
function wholePropsHint(component: ComponentName, message: string): string {
	if (component === 'ParamField') {
		return /^takes one of/.test(message)
			? 'keep only one of them: its name says where the parameter goes, its value is the parameter name'
			: 'add one, such as <ParamField query="limit" type="integer">';
	}
	if (component === 'Mention')
		return 'write <Mention page="/quickstart" /> for a page, or <Mention user="name@example.com" /> for a teammate';
	if (component === 'Icon')
		return 'write <Icon icon="leaf" /> for a named icon, or <Icon src="/images/logo.svg" /> for an image of your own';
	return `check the props of <${component}> in the components table of the docs`;
}

function typeHint(prop: string, schema: z.ZodType | undefined, message: string): string {
	if (schema instanceof z.ZodBoolean) return `write ${prop} alone for true, or ${prop}={false}`;
	if (schema instanceof z.ZodEnum) {
		const values = schema.options.map((value) => `${prop}=${JSON.stringify(value)}`);
		return `write ${values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0]}`;
	}
	if (schema instanceof z.ZodArray) return `write a list of texts, such as ${prop}={["Webhook", "SDK"]}`;
	if (schema instanceof z.ZodString) {
		return /non-empty/.test(message) ? `fill in the text to show: ${prop}="..."` : `write the text in quotes: ${prop}="..."`;
	}
	return `write ${prop}="..." with a value of the kind the message names`;
}

/** The schema of one prop, without its `.optional()`. */
function propSchema(component: ComponentName, prop: string): z.ZodType | undefined {
	const schema: z.ZodType = componentProps[component];
	if (!(schema instanceof z.ZodObject)) return undefined;
	const shape = schema.shape as Record<string, z.ZodType | undefined>;
	const field = shape[prop];
	const required = field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
	return required && textSchemaOf(required);
}
