/**
 * The languages of generated request samples. The engine's names are the legacy format's keys;
 * the current format also takes Mintlify's aliases, each read as one of them.
 */
export const sampleLanguageKeys = [
	'bash',
	'curl',
	'python',
	'javascript',
	'node',
	'php',
	'go',
	'java',
	'ruby',
	'typescript',
	'powershell',
	'swift',
	'csharp',
	'dotnet',
	'kotlin',
	'c',
	'cpp',
	'rust',
	'dart',
] as const;

export type SampleLanguageKey = (typeof sampleLanguageKeys)[number];

/** Every name of the current format's `api.examples.languages` (keys and aliases), with the key it means. */
export const currentSampleLanguages = {
	bash: 'bash',
	curl: 'bash',
	sh: 'bash',
	shell: 'bash',
	python: 'python',
	py: 'python',
	javascript: 'javascript',
	js: 'javascript',
	node: 'node',
	nodejs: 'node',
	'node.js': 'node',
	php: 'php',
	go: 'go',
	golang: 'go',
	java: 'java',
	ruby: 'ruby',
	rb: 'ruby',
	typescript: 'typescript',
	ts: 'typescript',
	powershell: 'powershell',
	swift: 'swift',
	csharp: 'csharp',
	'c#': 'csharp',
	dotnet: 'dotnet',
	'.net': 'dotnet',
	'.NET': 'dotnet',
	'dot-net': 'dotnet',
	kotlin: 'kotlin',
	kt: 'kotlin',
	c: 'c',
	'c++': 'cpp',
	cpp: 'cpp',
	rust: 'rust',
	rs: 'rust',
	dart: 'dart',
	flutter: 'dart',
} as const satisfies Record<string, SampleLanguageKey>;

export const currentSampleLanguageNames = Object.keys(currentSampleLanguages) as (keyof typeof currentSampleLanguages)[];
