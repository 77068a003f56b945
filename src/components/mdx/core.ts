// Components authors use in pages without importing them, but for Snippet (./index.ts has every
// one). The page route hands these to the pages no file imports (src/routes/[...slug].astro), so
// its module graph must not reach the snippet files, as Snippet's does: else an edit to a snippet
// would make every page render again in a rebuild. Names and props: ../../component-props/props.ts.
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { ComponentName } from '../../component-props/props.ts';
import { guarded } from './guard.ts';
import Note from './Note.astro';
import Tip from './Tip.astro';
import Info from './Info.astro';
import Warning from './Warning.astro';
import Check from './Check.astro';
import Danger from './Danger.astro';
import Callout from './Callout.astro';
import Card from './Card.astro';
import CardGroup from './CardGroup.astro';
import Columns from './Columns.astro';
import Accordion from './Accordion.astro';
import AccordionGroup from './AccordionGroup.astro';
import Tabs from './Tabs.astro';
import Tab from './Tab.astro';
import Steps from './Steps.astro';
import Step from './Step.astro';
import CodeGroup from './CodeGroup.astro';
import Frame from './Frame.astro';
import Icon from './Icon.astro';
import Tooltip from './Tooltip.astro';
import Popup from './Popup.astro';
import PopupTrigger from './PopupTrigger.astro';
import PopupContent from './PopupContent.astro';
import Update from './Update.astro';
import ParamField from './ParamField.astro';
import ResponseField from './ResponseField.astro';
import Expandable from './Expandable.astro';
import RequestExample from './RequestExample.astro';
import ResponseExample from './ResponseExample.astro';
import Latex from './Latex.astro';
import Heading from './Heading.astro';
import Badge from './Badge.astro';
import Color from './Color.astro';
import ColorRow from './ColorRow.astro';
import ColorItem from './ColorItem.astro';
import Tile from './Tile.astro';
import Panel from './Panel.astro';
import GitHubRepo from './GitHubRepo.astro';
import Link from './Link.astro';
import Column from './Column.astro';
import Timeline from './Timeline.astro';
import TimelineItem from './TimelineItem.astro';
import Mention from './Mention.astro';
import Tree from './Tree.astro';
import TreeFolder from './TreeFolder.astro';
import TreeFile from './TreeFile.astro';
import View from './View.astro';
import Visibility from './Visibility.astro';
import Prompt from './Prompt.astro';

const components: Record<Exclude<ComponentName, 'Snippet'>, AstroComponentFactory> = {
	Note,
	Tip,
	Info,
	Warning,
	Check,
	Danger,
	Callout,
	Card,
	CardGroup,
	Columns,
	Accordion,
	AccordionGroup,
	Tabs,
	Tab,
	Steps,
	Step,
	CodeGroup,
	Frame,
	Icon,
	Tooltip,
	Popup,
	PopupTrigger,
	PopupContent,
	Update,
	ParamField,
	ResponseField,
	Expandable,
	RequestExample,
	ResponseExample,
	Latex,
	Heading,
	Badge,
	Color,
	'Color.Row': ColorRow,
	'Color.Item': ColorItem,
	Tile,
	Panel,
	'GitHub.Repo': GitHubRepo,
	Link,
	Column,
	Timeline,
	'Timeline.Item': TimelineItem,
	Mention,
	Tree,
	FileTree: Tree,
	'Tree.Folder': TreeFolder,
	'Tree.File': TreeFile,
	View,
	Visibility,
	Prompt,
};

/** The components as MDX looks them up: by name, dotted names as members. */
export type MdxComponents = Record<string, AstroComponentFactory | Record<string, AstroComponentFactory>>;

/**
 * Each wrapped so that it takes props as Mintlify does and a failure names it (./guard.ts). A
 * dotted name (`Color.Item`) is a member of its parent, as MDX reads `<Color.Item>`; a parent
 * that is no component itself (`GitHub`) is an object of its members.
 */
export const coreComponents: MdxComponents = {};
for (const [name, component] of Object.entries(components)) {
	const wrapped = guarded(name as ComponentName, component);
	const [parent, member] = name.split('.') as [string, string | undefined];
	if (member === undefined) {
		coreComponents[name] = Object.assign(wrapped, coreComponents[name]);
		continue;
	}
	const holder = (coreComponents[parent] ??= {});
	Object.assign(holder, { [member]: wrapped });
}
