import { z } from 'zod';
import { iconName, iconType, strictObject } from '../config/schema/shared.ts';
import { orMarkup, text } from './markup.ts';

/**
 * Props of the interactive components of the current format (a file tree, views, content for
 * humans or agents, prompts), as Mintlify documents them. Dotted names are the members an
 * author writes (`<Tree.Folder>`): the MDX check reads them by their full name.
 */

const icon = orMarkup(iconName);

/** What a reader can do with a prompt: copy it, or open it in Cursor. */
const promptAction = z.enum(['copy', 'cursor']);

export const interactiveProps = {
	Tree: strictObject({}),
	// Mintlify's other name for a tree.
	FileTree: strictObject({}),
	'Tree.Folder': strictObject({
		name: z.string().min(1),
		defaultOpen: z.boolean().optional(),
		openable: z.boolean().optional(),
		comment: z.string().optional(),
		highlight: z.boolean().optional(),
	}),
	// `comment` is not in Mintlify's reference, but real pages use it: a note shown after the name.
	'Tree.File': strictObject({ name: z.string().min(1), comment: z.string().optional(), highlight: z.boolean().optional() }),
	View: strictObject({ title: z.string().min(1), icon: icon.optional(), iconType: iconType.optional() }),
	Visibility: strictObject({ for: z.enum(['humans', 'agents']) }),
	Prompt: strictObject({
		description: text,
		actions: z.array(promptAction).optional(),
		icon: icon.optional(),
		iconType: iconType.optional(),
		className: z.string().optional(),
	}),
} satisfies Record<string, z.ZodType>;
