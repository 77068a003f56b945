/**
 * Copy and download buttons over an image of a page that asks for them, as Mintlify's `actions`
 * (`actions`, `actions="copy"`, `actions="copy,download"`) and `actionsPlacement`
 * (`bottom-center` by default) say. They are made here, once the page is interactive: without
 * JavaScript neither button could work, and the image stays as it is. They show while the image
 * is hovered or a button has the focus, and always on a screen without hover (touch).
 */

const imageActionNames = ['copy', 'download'] as const;
type ImageAction = (typeof imageActionNames)[number];
const imagePlacements = ['bottom-center', 'bottom-left', 'bottom-right', 'top-center', 'top-left', 'top-right'] as const;
type ImagePlacement = (typeof imagePlacements)[number];

export interface ImageActions {
	actions: ImageAction[];
	placement: ImagePlacement;
	/** The values that are none of the above, to report. */
	unknown: string[];
}

/**
 * What an image's attributes ask for: `actions` as written (`''`, `'true'`, `'false'` or a list),
 * `actionsPlacement` as written; `null` where the attribute is absent.
 */
export function imageActionsOf(actions: string | null, placement: string | null): ImageActions {
	const unknown: string[] = [];
	let asked: ImageAction[] = [];
	if (actions !== null && actions.trim() !== 'false') {
		const names =
			actions.trim() === '' || actions.trim() === 'true' ? [...imageActionNames] : actions.split(',').map((name) => name.trim());
		for (const name of names) {
			if ((imageActionNames as readonly string[]).includes(name)) asked.push(name as ImageAction);
			else if (name !== '') unknown.push(`actions "${name}"`);
		}
		asked = [...new Set(asked)];
	}
	const known = placement !== null && (imagePlacements as readonly string[]).includes(placement.trim());
	if (placement !== null && !known) unknown.push(`actionsPlacement "${placement}"`);
	return { actions: asked, placement: known ? (placement.trim() as ImagePlacement) : 'bottom-center', unknown };
}

/** The image as PNG, as clipboards take it: other types are drawn on a canvas first. */
async function pngOf(image: HTMLImageElement): Promise<Blob> {
	const response = await fetch(image.currentSrc || image.src);
	const blob = await response.blob();
	if (blob.type === 'image/png') return blob;
	const canvas = document.createElement('canvas');
	canvas.width = image.naturalWidth;
	canvas.height = image.naturalHeight;
	canvas.getContext('2d')?.drawImage(image, 0, 0);
	return new Promise((resolve, reject) => canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('no PNG'))), 'image/png'));
}

/** The file name a download gets: the last part of the image's path. */
function fileNameOf(src: string): string {
	const name = new URL(src, location.href).pathname.split('/').pop() ?? '';
	return decodeURIComponent(name) || 'image';
}

function button(label: string, className: string): HTMLButtonElement {
	const element = document.createElement('button');
	element.type = 'button';
	element.className = className;
	element.textContent = label;
	return element;
}

function addActions(image: HTMLImageElement, asked: ImageActions): void {
	const frame = document.createElement('span');
	frame.className = 'image-actions';
	frame.dataset['placement'] = asked.placement;
	const bar = document.createElement('span');
	bar.className = 'image-actions-bar';
	const status = document.createElement('span');
	status.className = 'visually-hidden';
	status.setAttribute('role', 'status');
	if (asked.actions.includes('copy') && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
		const copy = button('Copy image', 'image-action');
		copy.addEventListener('click', () => {
			// The item takes the promise itself: Safari allows the write only within the click.
			navigator.clipboard.write([new ClipboardItem({ 'image/png': pngOf(image) })]).then(
				() => (status.textContent = 'Image copied'),
				() => (status.textContent = 'The image could not be copied'),
			);
		});
		bar.append(copy);
	}
	if (asked.actions.includes('download')) {
		const download = document.createElement('a');
		download.className = 'image-action';
		const src = image.getAttribute('src') ?? image.src;
		download.href = src;
		download.download = fileNameOf(src);
		download.textContent = 'Download image';
		bar.append(download);
	}
	if (bar.childElementCount === 0) return;
	image.replaceWith(frame);
	frame.append(image, bar, status);
}

export function initImageActions(): void {
	for (const image of document.querySelectorAll<HTMLImageElement>('.mdx-content img[actions]')) {
		addActions(image, imageActionsOf(image.getAttribute('actions'), image.getAttribute('actionsplacement')));
	}
}
