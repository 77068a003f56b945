/**
 * Copy buttons of prompts (src/components/mdx/Prompt.astro). They stay hidden until this runs; a
 * click copies the prompt's text, the button shows a check mark for a moment and "Copied" is
 * announced.
 */

function initPrompts(): void {
	const buttons = document.querySelectorAll<HTMLButtonElement>('button[data-prompt-copy]');
	if (buttons.length === 0 || !navigator.clipboard || document.querySelector('[data-prompt-status]')) return;
	const status = document.createElement('div');
	status.className = 'visually-hidden';
	status.setAttribute('role', 'status');
	status.dataset.promptStatus = '';
	document.body.append(status);
	for (const button of buttons) {
		button.hidden = false;
		button.addEventListener('click', () => void copy(button, status));
	}
}

async function copy(button: HTMLButtonElement, status: HTMLElement): Promise<void> {
	const text = button.closest<HTMLElement>('[data-prompt]')?.dataset.promptText;
	if (text === undefined) return;
	try {
		await navigator.clipboard.writeText(text);
	} catch {
		status.textContent = 'Copy failed: select the prompt and copy it by hand';
		return;
	}
	button.dataset.copied = '';
	status.textContent = 'Copied';
	setTimeout(() => {
		delete button.dataset.copied;
		status.textContent = '';
	}, 2000);
}

initPrompts();
