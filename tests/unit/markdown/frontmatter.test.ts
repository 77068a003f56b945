import { describe, expect, it } from 'vitest';
import { frontmatterAsJson, frontmatterBlockOf, readFrontmatter } from '../../../src/markdown/frontmatter.ts';

describe('readFrontmatter', () => {
	it('reads the data and the line of each top-level key, quoted keys and keys named like built-ins included', () => {
		const text = ['---', 'title: "Plants"', '', '"og:image": /cover.png', 'nested:', '  title: inner', '__proto__: x', '---', 'Body'].join(
			'\n',
		);
		expect(readFrontmatter(text)).toEqual({
			data: { title: 'Plants', 'og:image': '/cover.png', nested: { title: 'inner' }, ['__proto__']: 'x' },
			keyLines: { title: 2, 'og:image': 4, nested: 5, ['__proto__']: 7 },
		});
	});

	it('reads a quoted value that goes on at the start of the next lines, as Mintlify does', () => {
		const text = [
			'---',
			'title: "Yaml"',
			'description: "A description that goes on',
			'on the next line, with \\"quotes\\""',
			"sidebarTitle: 'It''s short",
			"still'",
			'---',
			'Body',
		].join('\n');
		expect(readFrontmatter(text)).toEqual({
			data: {
				title: 'Yaml',
				description: 'A description that goes on on the next line, with "quotes"',
				sidebarTitle: "It's short still",
			},
			keyLines: { title: 2, description: 3, sidebarTitle: 5 },
		});
		// A quote never closed is still a mistake.
		expect(readFrontmatter('---\ndescription: "open\nnext: 1\n---\n')).toHaveProperty('problem');
	});

	it('reads YAML 1.2: a date stays text, yes stays text', () => {
		expect(readFrontmatter('---\nreleased: 2024-01-01\nanswer: yes\n---\n')).toMatchObject({
			data: { released: '2024-01-01', answer: 'yes' },
		});
	});

	it('reads a file saved with a byte-order mark and Windows line ends', () => {
		expect(readFrontmatter('\uFEFF---\r\ntitle: Soil\r\ndescription: d\r\n---\r\nBody')).toEqual({
			data: { title: 'Soil', description: 'd' },
			keyLines: { title: 2, description: 3 },
		});
	});

	it('gives no data for a page without frontmatter, or with an empty block', () => {
		expect(readFrontmatter('# Just text\n---\ntitle: not frontmatter\n---\n')).toEqual({ data: {}, keyLines: {} });
		expect(readFrontmatter('---\n---\nBody')).toEqual({ data: {}, keyLines: {} });
		expect(readFrontmatter('---\n# only a comment\n---\n')).toEqual({ data: {}, keyLines: {} });
	});

	it('places a mistake at its line and column in the file, in plain words, with a fix', () => {
		expect(readFrontmatter('---\ntitle: "T"\nsidebarTitle: Soil: an overview\n---\n')).toEqual({
			problem: {
				message: 'frontmatter is not valid YAML: this value holds ": ", which YAML reads as the start of another key',
				line: 3,
				column: 15,
				hint: 'quote values that contain a colon, e.g. title: "Plants: an overview"',
			},
		});
		expect(readFrontmatter('---\ntitle: One\ntitle: Two\n---\n')).toMatchObject({
			problem: { message: 'frontmatter is not valid YAML: this key is already set above', line: 3, column: 1 },
		});
		expect(readFrontmatter('---\ntitle: [open\nicon: leaf\n---\n')).toMatchObject({
			problem: { line: 3, column: 1, hint: 'a quote, list or object is not closed: add the missing ", ] or }' },
		});
	});

	it('refuses a list or a single value, and an alias to nothing, without throwing', () => {
		expect(readFrontmatter('---\n- a\n- b\n---\n')).toMatchObject({
			problem: { message: 'frontmatter is not "key: value" pairs: found a list', line: 2 },
		});
		expect(readFrontmatter('---\njust words\n---\n')).toMatchObject({
			problem: { message: 'frontmatter is not "key: value" pairs: found a single value' },
		});
		expect(readFrontmatter('---\na: *nowhere\n---\n')).toMatchObject({ problem: { line: 2, column: 4 } });
	});
});

describe('readFrontmatter of a Markdown (.md) page', () => {
	it('refuses a tag YAML does not know, at its place, which an MDX page may have', () => {
		const text = '---\ntitle: !note Notes\n---\n\nBody.';
		expect(readFrontmatter(text, { markdownPage: true })).toEqual({
			problem: {
				message: 'frontmatter tag "!note" is not one YAML knows, and a Markdown (.md) page cannot have it',
				line: 2,
				column: 8,
				hint: 'remove "!note" (the value is then read as it is), or rename the page to .mdx',
			},
		});
		expect(readFrontmatter(text)).toMatchObject({ data: { title: 'Notes' } });
	});
});

describe('frontmatterAsJson', () => {
	it('rewrites the block as JSON of the same data, keeping every line of the page in its place', () => {
		const text = '---\ntitle: "Soil: an overview"\nreleased: 2024-01-01\ntags: [a, b]\n---\n\n# Heading\n';
		const rewritten = frontmatterAsJson(text);
		expect(rewritten).toBe('---\n{"title":"Soil: an overview","released":"2024-01-01","tags":["a","b"]}\n\n\n---\n\n# Heading\n');
		expect(rewritten.split('\n')).toHaveLength(text.split('\n').length);
		expect(readFrontmatter(rewritten)).toEqual({
			data: { title: 'Soil: an overview', released: '2024-01-01', tags: ['a', 'b'] },
			keyLines: { title: 2, released: 2, tags: 2 },
		});
	});

	it('writes as escapes the characters YAML does not take as they are', () => {
		expect(frontmatterAsJson('---\ntitle: "a\\u2028b\\u0085c"\n---\n')).toBe('---\n{"title":"a\\u2028b\\u0085c"}\n---\n');
	});

	it('leaves a page without frontmatter, or with frontmatter it cannot read, as written', () => {
		expect(frontmatterAsJson('# No frontmatter')).toBe('# No frontmatter');
		const broken = '---\ntitle: Soil: an overview\n---\n';
		expect(frontmatterAsJson(broken)).toBe(broken);
	});

	it('keeps the block of a page that ends with it', () => {
		expect(frontmatterAsJson('---\ntitle: T\n---')).toBe('---\n{"title":"T"}\n---');
		expect(frontmatterBlockOf('---\ntitle: T\n---')).toBe('---\ntitle: T\n---');
	});
});
