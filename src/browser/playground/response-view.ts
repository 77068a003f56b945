/**
 * The answer as the playground shows it: status, time and size, headers, then the body: JSON
 * pretty-printed, text as it came, an image, audio or video shown, anything else offered as a
 * download. A body is never put into the page as HTML.
 */

function element(tag: string, className: string, text?: string): HTMLElement {
	const node = document.createElement(tag);
	node.className = className;
	if (text !== undefined) node.textContent = text;
	return node;
}

/** Bytes as a reader reads them: `512 B`, `2.4 kB`, `1.2 MB`. */
function sizeText(bytes: number): string {
	if (bytes < 1000) return `${bytes} B`;
	if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
	return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** How a body of a content type is shown. */
function bodyKindOf(contentType: string): 'json' | 'text' | 'image' | 'audio' | 'video' | 'download' {
	const type = contentType.toLowerCase().split(';')[0]!.trim();
	if (type === '' || /[/+]json$/.test(type)) return type === '' ? 'text' : 'json';
	if (
		type.startsWith('text/') ||
		/[/+]xml$/.test(type) ||
		type === 'application/javascript' ||
		type === 'application/x-www-form-urlencoded'
	)
		return 'text';
	// SVG is an image, shown by an <img>, where its scripts do not run.
	if (type.startsWith('image/')) return 'image';
	if (type.startsWith('audio/')) return 'audio';
	if (type.startsWith('video/')) return 'video';
	return 'download';
}

/** The name a download gets: the answer's own (Content-Disposition), else one made from the type. */
function downloadName(response: Response, type: string): string {
	const disposition = response.headers.get('content-disposition') ?? '';
	const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
	if (named) {
		try {
			return decodeURIComponent(named).replace(/[/\\]/g, '_');
		} catch {
			return named.replace(/[/\\]/g, '_');
		}
	}
	const extension =
		type
			.split('/')[1]
			?.split(/[;+]/)[0]
			?.replace(/[^a-z0-9.-]/gi, '') || 'bin';
	return `response.${extension === 'octet-stream' ? 'bin' : extension}`;
}

/** Object URLs of the answers shown, released when the next one replaces them. */
const shownUrls: string[] = [];

export async function showResponse(result: HTMLElement, response: Response, elapsed: number): Promise<void> {
	const type = response.headers.get('content-type') ?? '';
	const kind = bodyKindOf(type);
	const blob = await response.blob();
	for (const url of shownUrls.splice(0)) URL.revokeObjectURL(url);
	const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
	let body: HTMLElement;
	if (blob.size === 0) body = element('pre', 'playground-body', '(empty body)');
	else if (kind === 'json' || kind === 'text') {
		const text = await blob.text();
		let shown = text;
		if (kind === 'json') {
			try {
				shown = JSON.stringify(JSON.parse(text), null, 2);
			} catch {
				// Not JSON after all: shown as it came.
			}
		}
		body = element('pre', 'playground-body', shown);
	} else {
		const url = URL.createObjectURL(blob);
		shownUrls.push(url);
		if (kind === 'image') {
			const image = document.createElement('img');
			image.className = 'playground-media';
			image.src = url;
			image.alt = `The image the API answered with (${type})`;
			body = image;
		} else if (kind === 'audio' || kind === 'video') {
			const media = document.createElement(kind);
			media.className = 'playground-media';
			media.controls = true;
			media.src = url;
			media.setAttribute('aria-label', `The ${kind} the API answered with (${type})`);
			body = media;
		} else {
			const link = document.createElement('a');
			link.className = 'playground-download';
			link.href = url;
			link.download = downloadName(response, type);
			link.textContent = `Download the answer (${type || 'binary'}, ${sizeText(blob.size)})`;
			body = link;
		}
	}
	result.replaceChildren(
		element('p', 'playground-status', `${response.status} ${response.statusText} · ${elapsed} ms · ${sizeText(blob.size)}`),
		element('pre', 'playground-headers', headers),
		body,
	);
}
