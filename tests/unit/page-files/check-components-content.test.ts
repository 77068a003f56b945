import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { checkedFile as file, mdxReport } from '../support/mdx-report.ts';

/**
 * The checks of the content components (callouts, cards, columns, accordions, steps, frame,
 * icon, tooltip, update) that run on every page before the build: what an author sees for each
 * mistake, with the place in the page.
 */

const report = mdxReport;

describe('correct uses', () => {
	const page = [
		'---',
		'title: Every prop',
		'---',
		'',
		'<Note>A note.</Note>',
		'<Tip>A tip.</Tip>',
		'<Info>Some information.</Info>',
		'<Warning>A warning.</Warning>',
		'<Check>Done.</Check>',
		'<Danger>Careful.</Danger>',
		'<Callout icon="seedling" iconType="solid" color="#16A34A">Custom.</Callout>',
		'<Callout icon="/images/leaf.svg" color="rgb(22, 163, 74)">Image icon, rgb colour.</Callout>',
		'',
		'<CardGroup cols={3}>',
		'  <Card title="Quickstart" icon="rocket" iconType="regular" color="#0D9488" href="/quickstart" horizontal img="/images/a.png" cta="Start" arrow />',
		'  <Card title="Mail us" href="mailto:support@plantstore.dev" arrow={false} />',
		'  <Card title="GitHub" href="https://github.com/trellis-docs/plant-store">Source.</Card>',
		'</CardGroup>',
		'<CardGroup cols="4"><Card title="One" /></CardGroup>',
		'<CardGroup cols={5}><Card title="Five columns, as real pages write" color="FF713C" /><Card icon="leaf">No title.</Card></CardGroup>',
		'<CardGroup><Card title="Default columns" /></CardGroup>',
		'<Columns cols={1}><Card title="Alone" /></Columns>',
		'',
		'<AccordionGroup>',
		'  <Accordion title="Retries?" description="Repeated deliveries" defaultOpen icon="clone" iconType="regular">Key on id.</Accordion>',
		'  <Accordion title="Closed" defaultOpen={false}>Text.</Accordion>',
		'</AccordionGroup>',
		'',
		'<Steps titleSize="h2">',
		'  <Step title="Store the token" icon="key" iconType="solid" stepNumber={3} titleSize="h3">Export it.</Step>',
		'  <Step title="Answer" stepNumber="4" titleSize="p">Return 200.</Step>',
		'  <Step>No title.</Step>',
		'</Steps>',
		'',
		'<Frame caption="A plant" hint="Look at the tag.">![A monstera](/images/care-schedule.svg)</Frame>',
		'',
		'Inline: <Icon icon="leaf" iconType="solid" color="#16A34A" size={20} /> and <Icon icon="sun" size="14" />,',
		'<Tooltip tip="Bearer <ACCESS_TOKEN>" headline="Token" cta="Read more" href="/authentication">bearer</Tooltip>.',
		'',
		'<Update label="April 2026" description="v2" tags={["Webhook", "Guides"]}>Released.</Update>',
		'<Update label="March 2026">Older.</Update>',
	];

	it('pass without a problem, whatever the form of the values', () => {
		expect(report(page)).toMatchInlineSnapshot(`"0 errors, 0 warnings"`);
	});

	it('are listed as the built-in components the page uses', () => {
		expect(checkMdx(file, page.join('\n')).components).toEqual([
			'Accordion',
			'AccordionGroup',
			'Callout',
			'Card',
			'CardGroup',
			'Check',
			'Columns',
			'Danger',
			'Frame',
			'Icon',
			'Info',
			'Note',
			'Step',
			'Steps',
			'Tip',
			'Tooltip',
			'Update',
			'Warning',
		]);
	});

	it('with values given as expressions the check cannot read are not reported', () => {
		expect(
			report([
				'export const plants = { title: "Plants", cols: 2 };',
				'',
				'<CardGroup cols={plants.cols}><Card title={plants.title} /></CardGroup>',
				'<Update label={plants.title} tags={[plants.title]} />',
				'<Card {...plants} />',
			]),
		).toMatchInlineSnapshot(`"0 errors, 0 warnings"`);
	});

	it('of a component the page imports under the same name are left to that component', () => {
		expect(report(['import Card from "/snippets/card.mdx";', '', '<Card heading="no title prop" />'])).toMatchInlineSnapshot(
			`"0 errors, 0 warnings"`,
		);
	});
});

describe('required props', () => {
	it('missing ones are errors naming the component, the prop and its type, at the line and column of the tag', () => {
		expect(
			report([
				'<CardGroup>',
				'  <Card href="/quickstart">No title.</Card>',
				'</CardGroup>',
				'',
				'<Accordion description="No title either">Text.</Accordion>',
				'',
				'Inline <Icon color="#16A34A" /> icon and a <Tooltip headline="Token">tip</Tooltip>.',
				'',
				'<Update tags={["Webhook"]}>No label.</Update>',
			]),
		).toMatchInlineSnapshot(`
			"error: page.mdx:5:1 <Accordion> is missing its required prop "title" (a string)
			  fix: add it: <Accordion title="...">
			error: page.mdx:7:8 <Icon> takes one of icon (a name) or src (an image path or URL), exactly one
			  fix: write <Icon icon="leaf" /> for a named icon, or <Icon src="/images/logo.svg" /> for an image of your own
			error: page.mdx:7:44 <Tooltip> is missing its required prop "tip" (a string)
			  fix: add it: <Tooltip tip="...">
			error: page.mdx:9:1 <Update> is missing its required prop "label" (a string)
			  fix: add it: <Update label="...">
			4 errors, 0 warnings"
		`);
	});

	it('empty titles and labels are errors too: nothing would be shown', () => {
		expect(report(['<Card title="" />', '<Accordion title="">Text.</Accordion>', '<Update label="">Text.</Update>', '<Icon icon="" />']))
			.toMatchInlineSnapshot(`
				"error: page.mdx:1:1 <Card> prop "title": expected a non-empty string, found ""
				  fix: fill in the text to show: title="..."
				error: page.mdx:2:1 <Accordion> prop "title": expected a non-empty string, found ""
				  fix: fill in the text to show: title="..."
				error: page.mdx:3:1 <Update> prop "label": expected a non-empty string, found ""
				  fix: fill in the text to show: label="..."
				error: page.mdx:4:1 <Icon> prop "icon": expected a non-empty string, found ""
				  fix: write a Font Awesome or Lucide icon name, such as icon="leaf", or an image path
				4 errors, 0 warnings"
			`);
	});
});

describe('wrong values', () => {
	it('say what was expected and what was found', () => {
		expect(
			report([
				'<CardGroup cols={7}><Card title="A" /></CardGroup>',
				'<Columns cols="two"><Card title="B" /></Columns>',
				'<Columns cols={0}><Card title="C" /></Columns>',
				'<Card title="D" horizontal="yes" arrow="true" />',
				'<Accordion title="E" defaultOpen="true">Text.</Accordion>',
				'<Step title="F" stepNumber="two">Text.</Step>',
				'<Icon icon="leaf" size="large" />',
				'<Update label="G" tags="Webhook">Text.</Update>',
			]),
		).toMatchInlineSnapshot(`
			"error: page.mdx:1:1 <CardGroup> prop "cols": expected a whole number from 1 to 6, found 7
			  fix: write a whole number from 1 to 6, such as cols={2}
			error: page.mdx:2:1 <Columns> prop "cols": expected a whole number from 1 to 6, found "two"
			  fix: write a whole number from 1 to 6, such as cols={2}
			error: page.mdx:3:1 <Columns> prop "cols": expected a whole number from 1 to 6, found 0
			  fix: write a whole number from 1 to 6, such as cols={2}
			error: page.mdx:4:1 <Card> prop "horizontal": expected true or false, found "yes"
			  fix: write horizontal alone for true, or horizontal={false}
			error: page.mdx:4:1 <Card> prop "arrow": expected true or false, found "true"
			  fix: write arrow alone for true, or arrow={false}
			error: page.mdx:5:1 <Accordion> prop "defaultOpen": expected true or false, found "true"
			  fix: write defaultOpen alone for true, or defaultOpen={false}
			error: page.mdx:6:1 <Step> prop "stepNumber": expected a whole number such as 3, found "two"
			  fix: write a whole number, such as stepNumber={3}
			error: page.mdx:7:1 <Icon> prop "size": expected a whole number such as 3, found "large"
			  fix: write a size in pixels as a whole number, such as size={24}
			error: page.mdx:8:1 <Update> prop "tags": expected an array, found "Webhook"
			  fix: write a list of texts, such as tags={["Webhook", "SDK"]}
			9 errors, 0 warnings"
		`);
	});

	it('a value close to an allowed one gets a "did you mean"', () => {
		expect(
			report([
				'<Steps titleSize="H3">',
				'  <Step title="A" iconType="solids">Text.</Step>',
				'</Steps>',
				'<Callout iconType="brand">Text.</Callout>',
			]),
		).toMatchInlineSnapshot(`
				"error: page.mdx:1:1 <Steps> prop "titleSize": expected one of "p", "h2", "h3", found "H3"
				  fix: did you mean "h3"?
				error: page.mdx:2:3 <Step> prop "iconType": expected one of "brands", "duotone", "light", "regular", "sharp-duotone-solid", "sharp-light", "sharp-regular", "sharp-solid", "sharp-thin", "solid", "thin", found "solids"
				  fix: did you mean "solid"?
				error: page.mdx:4:1 <Callout> prop "iconType": expected one of "brands", "duotone", "light", "regular", "sharp-duotone-solid", "sharp-light", "sharp-regular", "sharp-solid", "sharp-thin", "solid", "thin", found "brand"
				  fix: did you mean "brands"?
				3 errors, 0 warnings"
			`);
	});

	it('colours must be hex, rgb() or hsl()', () => {
		expect(report(['<Callout color="green">Text.</Callout>', '<Card title="A" color="#12345G" />', '<Icon icon="leaf" color="blue" />']))
			.toMatchInlineSnapshot(`
				"error: page.mdx:1:1 <Callout> prop "color": expected a hex colour such as "#16A34A", found "green"
				  fix: write a hex colour such as color="#16A34A", or an rgb() or hsl() colour
				error: page.mdx:2:1 <Card> prop "color": expected a hex colour such as "#16A34A", found "#12345G"
				  fix: write a hex colour such as color="#16A34A", or an rgb() or hsl() colour
				error: page.mdx:3:1 <Icon> prop "color": expected a hex colour such as "#16A34A", found "blue"
				  fix: write a hex colour such as color="#16A34A", or an rgb() or hsl() colour
				3 errors, 0 warnings"
			`);
	});

	it('links that would run code are refused', () => {
		expect(
			report([
				'<Card title="A" href="javascript:alert(1)" />',
				'<Card title="B" img="javascript:alert(1)" />',
				'<Tooltip tip="C" cta="Open" href="data:text/html,hi">word</Tooltip>',
			]),
		).toMatchInlineSnapshot(`
			"error: page.mdx:1:1 <Card> prop "href": refused URL "javascript:alert(1)": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			  fix: write an http(s) URL, a mailto: address or a path on the site, such as href="/quickstart"
			error: page.mdx:2:1 <Card> prop "img": refused URL "javascript:alert(1)": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			  fix: write an http(s) URL or a path on the site, such as img="/images/hero.png"
			error: page.mdx:3:1 <Tooltip> prop "href": refused URL "data:text/html,hi": links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed
			  fix: write an http(s) URL, a mailto: address or a path on the site, such as href="/quickstart"
			3 errors, 0 warnings"
		`);
	});
});

describe('unknown props', () => {
	it('only warn, with the close known prop when there is one', () => {
		expect(
			report([
				'<Card titel="Quickstart" title="Quickstart" />',
				'<Accordion title="A" defaultopen>Text.</Accordion>',
				'<Note type="info">Text.</Note>',
				'<Frame captoin="A plant">![A monstera](/a.png)</Frame>',
			]),
		).toMatchInlineSnapshot(`
			"warning: page.mdx:1:1 <Card> has no prop "titel": ignored
			  fix: did you mean "title"?
			warning: page.mdx:2:1 <Accordion> has no prop "defaultopen": ignored
			  fix: did you mean "defaultOpen"?
			warning: page.mdx:3:1 <Note> has no prop "type": ignored
			warning: page.mdx:4:1 <Frame> has no prop "captoin": ignored
			  fix: did you mean "caption"?
			0 errors, 4 warnings"
		`);
	});
});

describe('unknown components', () => {
	it('close to a content component are errors that name it', () => {
		expect(
			report([
				'<Cards title="A" />',
				'<Acordion title="B">Text.</Acordion>',
				'<Notes>Text.</Notes>',
				'<CardsGroup cols={2}><Card title="C" /></CardsGroup>',
				'<Tooltips tip="D">word</Tooltips>',
			]),
		).toMatchInlineSnapshot(`
			"error: page.mdx:1:1 unknown component <Cards>
			  fix: did you mean <Card>?
			error: page.mdx:2:1 unknown component <Acordion>
			  fix: did you mean <Accordion>?
			error: page.mdx:3:1 unknown component <Notes>
			  fix: did you mean <Note>?
			error: page.mdx:4:1 unknown component <CardsGroup>
			  fix: did you mean <CardGroup>?
			error: page.mdx:5:1 unknown component <Tooltips>
			  fix: did you mean <Tooltip>?
			5 errors, 0 warnings"
		`);
	});
});
