import type { IconSetName } from './icon-sets.ts';

/**
 * Free icons that stand in for Font Awesome Pro icons, which Mintlify draws under its own licence
 * and a static site cannot ship: real folders name them (`circle-1`, `browser`, `window`…). Tabler
 * draws many under the same name (tried first, ./render-icon.ts); these are the closest free
 * icons of the others that real folders use. Each is reported once by name, as drawn in its place.
 */
export const proStandIns: Readonly<Record<string, { set: IconSetName; name: string }>> = {
	'alarm-exclamation': { set: 'lucide', name: 'alarm-clock' },
	'arrow-progress': { set: 'tabler', name: 'progress' },
	bank: { set: 'fa-solid', name: 'building-columns' },
	'beer-mug': { set: 'tabler', name: 'beer' },
	'bolt-slash': { set: 'lucide', name: 'zap-off' },
	'brackets-curly': { set: 'lucide', name: 'braces' },
	browsers: { set: 'tabler', name: 'browser' },
	'bullseye-pointer': { set: 'fa-solid', name: 'bullseye' },
	'chart-mixed': { set: 'tabler', name: 'chart-bar' },
	'code-simple': { set: 'lucide', name: 'code' },
	'diagram-subtask': { set: 'tabler', name: 'subtask' },
	'diagram-venn': { set: 'tabler', name: 'chart-circles' },
	document: { set: 'lucide', name: 'file-text' },
	email: { set: 'fa-solid', name: 'envelope' },
	'exclamation-triangle': { set: 'fa-solid', name: 'triangle-exclamation' },
	'filter-list': { set: 'tabler', name: 'filter' },
	'gamepad-modern': { set: 'lucide', name: 'gamepad-2' },
	'gauge-simple-low': { set: 'fa-solid', name: 'gauge-simple' },
	'gear-code': { set: 'tabler', name: 'settings-code' },
	'grid-2': { set: 'lucide', name: 'grid-2x2' },
	'hand-horns': { set: 'tabler', name: 'hand-rock' },
	memo: { set: 'lucide', name: 'notepad-text' },
	'message-bot': { set: 'tabler', name: 'message-chatbot' },
	'message-lines': { set: 'lucide', name: 'message-square-text' },
	page: { set: 'lucide', name: 'file' },
	'person-carry-box': { set: 'tabler', name: 'package' },
	'person-running-fast': { set: 'tabler', name: 'run' },
	'rectangle-history': { set: 'tabler', name: 'stack-2' },
	'rectangle-terminal': { set: 'lucide', name: 'square-terminal' },
	'rocket-launch': { set: 'fa-solid', name: 'rocket' },
	'spinner-third': { set: 'lucide', name: 'loader-circle' },
	'ufo-beam': { set: 'tabler', name: 'ufo' },
	'user-crown': { set: 'lucide', name: 'crown' },
	'wave-pulse': { set: 'lucide', name: 'activity' },
	waveform: { set: 'lucide', name: 'audio-waveform' },
};
