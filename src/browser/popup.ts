/**
 * Popups (src/components/mdx/Popup.astro) show by CSS on hover and focus. This adds a click that
 * keeps one open (its trigger's aria-expanded says so) until a click elsewhere or Escape, which
 * also hides a hovered or focused one until the pointer and the focus have left it.
 */

// A module, not a global script: its names stay its own.
export {};

function popupOf(target: EventTarget | null): HTMLElement | null {
	return target instanceof Element ? target.closest<HTMLElement>('[data-popup]') : null;
}

function setOpen(popup: HTMLElement, open: boolean): void {
	if (open) popup.dataset.open = '';
	else delete popup.dataset.open;
	popup.querySelector('[data-popup-trigger]')?.setAttribute('aria-expanded', String(open));
}

let counter = 0;
for (const popup of document.querySelectorAll<HTMLElement>('[data-popup]')) {
	const trigger = popup.querySelector<HTMLElement>('[data-popup-trigger]');
	const content = popup.querySelector<HTMLElement>('[data-popup-content]');
	if (!trigger || !content) continue;
	counter += 1;
	content.id ||= `popup-content-${counter}`;
	trigger.setAttribute('aria-controls', content.id);
}

document.addEventListener('click', (event) => {
	const target = event.target instanceof Element ? event.target : null;
	const clicked = target?.closest('[data-popup-trigger]') ? popupOf(target) : null;
	for (const popup of document.querySelectorAll<HTMLElement>('[data-popup][data-open]')) {
		if (popup !== clicked && !popup.contains(target)) setOpen(popup, false);
	}
	if (clicked) {
		delete clicked.dataset.dismissed;
		setOpen(clicked, clicked.dataset.open === undefined);
	}
});

document.addEventListener('keydown', (event) => {
	if (event.key !== 'Escape') return;
	for (const popup of document.querySelectorAll<HTMLElement>('[data-popup]')) {
		if (popup.dataset.open === undefined && !popup.matches(':hover, :focus-within')) continue;
		setOpen(popup, false);
		popup.dataset.dismissed = '';
		if (popup.contains(document.activeElement)) popup.querySelector<HTMLElement>('[data-popup-trigger]')?.focus();
	}
});

/** Once a dismissed popup is neither hovered nor focused, it may show again. */
function onLeave(event: Event): void {
	const popup = popupOf(event.target);
	if (!popup || popup.dataset.dismissed === undefined) return;
	const next = (event as FocusEvent | PointerEvent).relatedTarget;
	if (next instanceof Node && popup.contains(next)) return;
	const stillUsed = event.type === 'focusout' ? popup.matches(':hover') : popup.matches(':focus-within');
	if (!stillUsed) delete popup.dataset.dismissed;
}
document.addEventListener('pointerout', onLeave);
document.addEventListener('focusout', onLeave);
