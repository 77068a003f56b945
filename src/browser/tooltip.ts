/**
 * Tooltips (src/components/mdx/Tooltip.astro) show by CSS on hover and focus. This adds what
 * WCAG 1.4.13 asks beyond that: Escape hides an open tip until the pointer and the focus have
 * left it (focus inside the tip goes back to its trigger); and the tip is moved to stay inside
 * the window, below its trigger when there is no room above.
 */

const margin = 8;

function place(tooltip: HTMLElement): void {
	const bubble = tooltip.querySelector<HTMLElement>('.tooltip-bubble');
	if (!bubble) return;
	tooltip.style.removeProperty('--tooltip-shift');
	delete tooltip.dataset.below;
	const box = bubble.getBoundingClientRect();
	if (box.width === 0) return;
	const topbar = document.querySelector('header.topbar')?.getBoundingClientRect().bottom ?? 0;
	if (box.top < Math.max(0, topbar) + margin) tooltip.dataset.below = '';
	const right = document.documentElement.clientWidth - margin;
	const shift = box.left < margin ? margin - box.left : box.right > right ? right - box.right : 0;
	if (shift !== 0) tooltip.style.setProperty('--tooltip-shift', `${Math.round(shift)}px`);
}

function tooltipOf(target: EventTarget | null): HTMLElement | null {
	return target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;
}

function onEnter(event: Event): void {
	const tooltip = tooltipOf(event.target);
	if (tooltip && !tooltip.contains((event as FocusEvent | PointerEvent).relatedTarget as Node | null)) {
		requestAnimationFrame(() => place(tooltip));
	}
}

/** Once a dismissed tip is neither hovered nor focused, it may show again the next time. */
function onLeave(event: Event): void {
	const tooltip = tooltipOf(event.target);
	if (!tooltip || tooltip.dataset.dismissed === undefined) return;
	const next = (event as FocusEvent | PointerEvent).relatedTarget;
	if (next instanceof Node && tooltip.contains(next)) return;
	const stillUsed = event.type === 'focusout' ? tooltip.matches(':hover') : tooltip.matches(':focus-within');
	if (!stillUsed) delete tooltip.dataset.dismissed;
}

document.addEventListener('pointerover', onEnter);
document.addEventListener('focusin', onEnter);
document.addEventListener('pointerout', onLeave);
document.addEventListener('focusout', onLeave);
document.addEventListener('keydown', (event) => {
	if (event.key !== 'Escape') return;
	for (const tooltip of document.querySelectorAll<HTMLElement>('[data-tooltip]')) {
		if (!tooltip.matches(':hover, :focus-within')) continue;
		const focused = document.activeElement;
		if (focused instanceof HTMLElement && focused.closest('.tooltip-bubble') && tooltip.contains(focused)) {
			tooltip.querySelector<HTMLElement>('.tooltip-trigger')?.focus();
		}
		tooltip.dataset.dismissed = '';
	}
});
