/** How the WebSocket playground's log shows a message: pure, so its tests need no socket. */

/** A text message as the log shows it: JSON pretty-printed, anything else as it came. */
export function shownText(text: string): string {
	const trimmed = text.trim();
	if (!/^[[{]/.test(trimmed)) return text;
	try {
		return JSON.stringify(JSON.parse(trimmed), null, 2);
	} catch {
		return text;
	}
}

/** A binary message, which the log describes rather than shows. */
export function binaryText(bytes: number): string {
	return `(binary message, ${bytes} byte${bytes === 1 ? '' : 's'})`;
}
