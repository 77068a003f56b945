import type { Page } from 'playwright-core';

/** One write of the page to the clipboard: the types it offered, and its text when it had some. */
interface Copy {
	types: string[];
	text: string | null;
}

/** What a page copied, read from the page rather than from the browser's clipboard. */
export interface PageClipboard {
	/** The text of the page's last successful copy; `undefined` before any. */
	lastText(): Promise<string | undefined>;
	/** The page's last successful copy; `undefined` before any. */
	last(): Promise<Copy | undefined>;
	/** Forgets the copies so far, so that the next one can be waited for. */
	forget(): Promise<void>;
}

interface RecordingWindow {
	copies: Copy[];
}

/**
 * Records what the open page writes to the clipboard from now on (until it navigates). The run's
 * one browser has one clipboard for all its contexts, and test files run side by side, so reading
 * the clipboard back can find another file's copy. The page's writes still go to the clipboard
 * (its permission, granted here, and its failures are the browser's); each is recorded once the
 * browser has taken it, with the text or the blob types it held.
 */
export async function recordCopies(page: Page, origin: string): Promise<PageClipboard> {
	await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
	await page.evaluate(() => {
		const copies: Copy[] = [];
		Object.assign(window, { copies });
		const clipboard = navigator.clipboard;
		const write = clipboard.write.bind(clipboard);
		const writeText = clipboard.writeText.bind(clipboard);
		clipboard.writeText = async (text: string) => {
			await writeText(text);
			copies.push({ types: ['text/plain'], text });
		};
		clipboard.write = async (items: ClipboardItem[]) => {
			await write(items);
			for (const item of items) {
				// The blobs' own types: an item may promise a PNG and deliver something else.
				const blobs = await Promise.all(item.types.map((type) => item.getType(type)));
				const text = item.types.includes('text/plain') ? await (await item.getType('text/plain')).text() : null;
				copies.push({ types: blobs.map((blob) => blob.type), text });
			}
		};
	});
	const last = () => page.evaluate(() => (window as unknown as RecordingWindow).copies.at(-1));
	return {
		last,
		lastText: async () => (await last())?.text ?? undefined,
		forget: () => page.evaluate(() => void (window as unknown as RecordingWindow).copies.splice(0)),
	};
}
