// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The TypeScript of the engine, its tests, scripts and bench, and the .astro components:
 * ESLint's, typescript-eslint's and eslint-plugin-astro's recommended rules.
 */
export default tseslint.config(
	{ ignores: ['dist/', 'node_modules/', '.astro/', 'test-results/', 'tests/fixtures/', 'public/', 'coverage/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	...astro.configs.recommended,
	{
		languageOptions: { globals: { ...globals.node } },
		rules: {
			// Control characters in patterns are meant: escaping them (CSS, YAML) or stripping colours.
			'no-control-regex': 'off',
			// A leading underscore marks what is left unused on purpose (a destructured-away key).
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
			],
		},
	},
	{
		// A component's `Props` type is read by Astro for `Astro.props`, even when the code never names it.
		files: ['**/*.astro'],
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^(_|Props$)', destructuredArrayIgnorePattern: '^_' },
			],
		},
	},
	{
		files: ['src/browser/**'],
		languageOptions: { globals: { ...globals.browser } },
	},
	{
		// Inlined as written into every page's head, and hashed for the Content-Security-Policy:
		// plain ES5 for every browser, where `catch` needs its binding.
		files: ['src/browser/head-inline.js'],
		rules: { '@typescript-eslint/no-unused-vars': 'off', 'no-empty': 'off' },
	},
);
