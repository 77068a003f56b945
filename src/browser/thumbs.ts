import { sendEvent } from './analytics-events.ts';

/**
 * "Was this page helpful?": the reader's answer goes to the analytics providers as an event
 * (`docs.feedback.thumbs_up` or `docs.feedback.thumbs_down`, with the page's path and title), and
 * is POSTed as JSON to the address of `data-url` when the docs give one. One answer per page view.
 */
function initThumbs(): void {
	const root = document.querySelector<HTMLElement>('[data-thumbs]');
	if (!root) return;
	const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-helpful]')];
	const thanks = root.querySelector<HTMLElement>('[data-thumbs-thanks]');
	for (const button of buttons) {
		button.addEventListener('click', () => {
			const helpful = button.dataset.helpful === 'yes';
			const path = window.location.pathname;
			const title = document.querySelector('h1')?.textContent?.trim() ?? document.title;
			sendEvent(helpful ? 'docs.feedback.thumbs_up' : 'docs.feedback.thumbs_down', { path, title });
			const url = root.dataset.url;
			if (url) {
				void fetch(url, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ path, title, helpful }),
					credentials: 'omit',
					keepalive: true,
				}).catch(() => {
					// A rating that does not arrive costs the reader nothing: no message.
				});
			}
			for (const other of buttons) {
				other.disabled = true;
				other.setAttribute('aria-pressed', String(other === button));
			}
			if (thanks) thanks.hidden = false;
		});
	}
}

initThumbs();
