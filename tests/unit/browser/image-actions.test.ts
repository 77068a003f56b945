import { describe, expect, it } from 'vitest';
import { imageActionsOf } from '../../../src/browser/image-actions.ts';
import { mdxReport } from '../support/mdx-report.ts';

/** What an image's `actions` and `actionsPlacement` ask for, as Mintlify's image page defines them. */
describe("an image's copy and download buttons", () => {
	it('are both with actions alone or true, the listed ones otherwise, none with false or without actions', () => {
		expect(imageActionsOf('', null)).toEqual({ actions: ['copy', 'download'], placement: 'bottom-center', unknown: [] });
		expect(imageActionsOf('true', 'top-right')).toEqual({ actions: ['copy', 'download'], placement: 'top-right', unknown: [] });
		expect(imageActionsOf('download, copy,download', null).actions).toEqual(['download', 'copy']);
		expect(imageActionsOf('false', null).actions).toEqual([]);
		expect(imageActionsOf(null, 'top-left').actions).toEqual([]);
	});

	it('leave out what they do not know, at the default place, and name it', () => {
		expect(imageActionsOf('copy,share', 'middle')).toEqual({
			actions: ['copy'],
			placement: 'bottom-center',
			unknown: ['actions "share"', 'actionsPlacement "middle"'],
		});
	});

	it('are checked when the page is read: a value Mintlify does not know is a warning at its image', () => {
		expect(
			mdxReport(['<img src="/a.png" alt="A" actions="copy,share" actionsPlacement="middle" />', '<img src="/b.png" alt="B" actions />']),
		).toMatchInlineSnapshot(`
			"warning: page.mdx:1:1 <img> actions "share" is not an option of Mintlify's images: ignored
			  fix: write actions (both buttons), actions="copy" or actions="download"; actionsPlacement is one of top-left, top-center, top-right, bottom-left, bottom-center, bottom-right
			warning: page.mdx:1:1 <img> actionsPlacement "middle" is not an option of Mintlify's images: ignored
			  fix: write actions (both buttons), actions="copy" or actions="download"; actionsPlacement is one of top-left, top-center, top-right, bottom-left, bottom-center, bottom-right
			0 errors, 2 warnings"
		`);
	});
});
