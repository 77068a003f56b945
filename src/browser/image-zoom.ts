/**
 * An image of a page's content opens larger on click, as on Mintlify; a click anywhere or Escape
 * closes it. Not an image that is (in) a link or a control, one with `noZoom` (which the browser
 * reads as `nozoom`), nor an icon. Enter or Space opens a focused one. The enlarged image is shown
 * in a modal `<dialog>`, which keeps the focus inside while it is open and gives it back on closing.
 */
const zoomableImages = '.mdx-content img';

function isZoomable(image: HTMLImageElement): boolean {
	return !image.hasAttribute('nozoom') && !image.closest('a, button, summary, [data-no-zoom]') && !image.classList.contains('icon');
}

function zoomDialog(): { dialog: HTMLDialogElement; image: HTMLImageElement } {
	const existing = document.querySelector<HTMLDialogElement>('dialog.image-zoom');
	if (existing) return { dialog: existing, image: existing.querySelector('img')! };
	const dialog = document.createElement('dialog');
	dialog.className = 'image-zoom';
	dialog.setAttribute('aria-label', 'Image, enlarged: click or press Escape to close');
	const image = document.createElement('img');
	dialog.append(image);
	// A click on the image or around it closes the dialog.
	dialog.addEventListener('click', () => dialog.close());
	document.body.append(dialog);
	return { dialog, image };
}

function zoom(target: HTMLImageElement): void {
	const { dialog, image } = zoomDialog();
	image.src = target.currentSrc || target.src;
	image.alt = target.alt;
	dialog.showModal();
}

export function initImageZoom(): void {
	for (const image of document.querySelectorAll<HTMLImageElement>(zoomableImages)) {
		if (!isZoomable(image)) continue;
		image.classList.add('zoomable');
		// Reached and opened from the keyboard too, and named as what it does for a screen reader; not
		// a decorative image (`alt=""`), which assistive technology leaves out.
		if (image.alt === '') continue;
		image.tabIndex = 0;
		image.setAttribute('role', 'button');
		image.setAttribute('aria-label', `Enlarge image: ${image.alt}`);
	}
	const zoomable = (target: EventTarget | null): target is HTMLImageElement =>
		target instanceof HTMLImageElement && target.classList.contains('zoomable');
	document.addEventListener('click', (event) => {
		if (zoomable(event.target)) zoom(event.target);
	});
	document.addEventListener('keydown', (event) => {
		if ((event.key !== 'Enter' && event.key !== ' ') || !zoomable(event.target)) return;
		event.preventDefault();
		zoom(event.target);
	});
}
