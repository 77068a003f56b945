/**
 * Expandable code blocks (`expandable` in a fence's meta, src/markdown/code-blocks.ts): a block
 * the build gave an expand button is folded, and the button, hidden until now, unfolds it and
 * folds it again. Without JavaScript the whole block shows.
 */
export function initCodeExpand(): void {
	for (const button of document.querySelectorAll<HTMLButtonElement>('.code-block > button[data-code-expand]')) {
		const block = button.parentElement!;
		block.setAttribute('data-collapsed', '');
		button.hidden = false;
		button.addEventListener('click', () => {
			const collapsed = block.toggleAttribute('data-collapsed');
			button.setAttribute('aria-expanded', String(!collapsed));
			button.textContent = collapsed ? 'Expand' : 'Collapse';
			// Folded again, the block's top may be far above: bring it back into view.
			if (collapsed) block.scrollIntoView({ block: 'nearest' });
		});
	}
}
