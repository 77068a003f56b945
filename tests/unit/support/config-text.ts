/** The text of a legacy config whose navigation is valid, with `rest` (JSON members, one per line) added at the end. */
export function configWithNavigation(...rest: string[]): string {
	return [
		'{',
		'  "name": "Plant Store",',
		'  "navigation": [{"group": "G", "pages": ["introduction"]}],',
		...rest.map((line, index) => `  ${line}${index < rest.length - 1 ? ',' : ''}`),
		'}',
	].join('\n');
}
