// Components authors use in pages without importing them. Names and props: ./props.ts.
import type { ComponentName } from './props.ts';
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
import Update from './Update.astro';
import ParamField from './ParamField.astro';
import ResponseField from './ResponseField.astro';
import Expandable from './Expandable.astro';
import RequestExample from './RequestExample.astro';
import ResponseExample from './ResponseExample.astro';
import Snippet from './Snippet.astro';

export const mdxComponents: Record<ComponentName, unknown> = {
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
	Update,
	ParamField,
	ResponseField,
	Expandable,
	RequestExample,
	ResponseExample,
	Snippet,
};
