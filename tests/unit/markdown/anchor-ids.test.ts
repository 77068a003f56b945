import { describe, expect, it } from 'vitest';
import { anchorSlug, PageAnchors } from '../../../src/markdown/anchor-ids.ts';

describe("heading anchors, by Mintlify's rules", () => {
	it.each([
		['Config.json options', 'config-json-options'],
		["What's new?", 'what’s-new'],
		['What’s new', 'what’s-new'],
		['Read/write access', 'read/write-access'],
		['Search & filters', 'search-&-filters'],
		['Version (1.0)', 'version-1-0'],
		['Step 1: Issue a proxy secret', 'step-1-issue-a-proxy-secret'],
		['getUserById', 'getuserbyid'],
		['snake_case keys', 'snake_case-keys'],
		['Überblick über die API', 'überblick-über-die-api'],
		['インストール方法', 'インストール方法'],
		['🚀 Quickstart', '-quickstart'],
		['A - B', 'a-b'],
		['5. Update link', '5-update-link'],
	])('%j is #%s', (text, id) => {
		expect(anchorSlug(text)).toBe(id);
	});

	it('numbers a repeated anchor from 2, across the page, and keeps a custom ID among them', () => {
		const anchors = new PageAnchors();
		expect(['Overview', 'Overview', 'Setup'].map((text) => anchors.next(text))).toEqual(['overview', 'overview-2', 'setup']);
		expect(anchors.claim('install')).toBe('install');
		expect(anchors.next('Install')).toBe('install-2');
		expect(anchors.next('Overview')).toBe('overview-3');
		expect(anchors.next('?!')).toBe('heading');
	});
});
