/**
 * Copy buttons of code blocks (src/markdown/code-blocks.ts) and of code sets
 * (src/components/mdx/parts/TabSet.astro). They stay hidden until this runs; a click copies the
 * code shown (without the notation comments, which the build took out, nor the lines a diff
 * removes), the button shows a check mark for a moment, and "Copied" is announced.
 */

let status: HTMLElement | undefined;
let clearStatus: ReturnType<typeof setTimeout> | undefined;

/** One polite live region for the page: present before its text changes, so it is announced. */
function announce(text: string): void {
	if (!status) return;
	status.textContent = text;
	clearTimeout(clearStatus);
	clearStatus = setTimeout(() => {
		if (status) status.textContent = '';
	}, 2000);
}

/**
 * The code a button copies: its own block's, or in a code set, the block of the tab shown (none
 * when that block is `nocopy`). The code as it is after a diff: the lines it removes are left out.
 */
async function codeFor(button: Element): Promise<string | undefined> {
	const set = button.closest<HTMLElement>('[data-tabs][data-kind="code"]');
	const inBar = set && button.closest('.tab-bar')?.parentElement === set;
	const block = inBar
		? set.querySelector<HTMLElement>(':scope > [data-tab-panels] > .code-block:not([hidden])')
		: button.closest<HTMLElement>('.code-block');
	const found = block?.hasAttribute('data-nocopy') ? undefined : block?.querySelector('pre code');
	if (!found) return undefined;
	// Twoslash's popups and notes are not code: only its blocks load what leaves them out.
	const code = found.closest('pre.twoslash') ? (await import('./twoslash-copy.ts')).withoutAnnotations(found) : found;
	if (!code.querySelector(':scope > .line.remove')) return code.textContent;
	return [...code.querySelectorAll(':scope > .line:not(.remove)')].map((line) => line.textContent).join('\n');
}

async function copy(button: HTMLButtonElement): Promise<void> {
	const code = await codeFor(button);
	if (code === undefined) return;
	try {
		await navigator.clipboard.writeText(code);
	} catch {
		announce('Copy failed: select the code and copy it by hand');
		return;
	}
	button.dataset.copied = '';
	announce('Copied');
	setTimeout(() => delete button.dataset.copied, 2000);
}

export function initCodeCopy(): void {
	const buttons = document.querySelectorAll<HTMLButtonElement>('button[data-copy-code]');
	if (buttons.length === 0 || !navigator.clipboard) return;
	status = document.createElement('div');
	status.className = 'visually-hidden';
	status.setAttribute('role', 'status');
	document.body.append(status);
	for (const button of buttons) button.hidden = false;
	document.addEventListener('click', (event) => {
		const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy-code]');
		if (button) void copy(button);
	});
}
