/**
 * The WebSocket playground of a channel page (src/components/api/SocketPlayground.astro): connects
 * from the reader's browser to the URL the chosen server and the channel's parameters make, sends
 * the message typed, and logs what goes and comes with its time. What the server sends is shown as
 * text (JSON pretty-printed), never as markup.
 */
import { socketUrl } from './playground/server-url.ts';
import { followRuntimeVariables, showVariablesOf, variableValues } from './playground/server-variables.ts';
import { binaryText, shownText } from './playground/socket-message.ts';

/** Close codes of a connection that ended as asked (1000), without a code (1005): not worth showing. */
const normalClose = new Set([1000, 1005]);

/** The parts of one playground the script uses. */
interface Parts {
	section: HTMLElement;
	connectForm: HTMLFormElement;
	server: HTMLSelectElement;
	url: HTMLOutputElement;
	disconnect: HTMLButtonElement;
	connect: HTMLButtonElement;
	state: HTMLElement;
	sendForm: HTMLFormElement;
	message: HTMLTextAreaElement;
	send: HTMLButtonElement;
	log: HTMLOListElement;
}

function partsOf(section: HTMLElement): Parts | undefined {
	const one = <T extends Element>(selector: string) => section.querySelector<T>(selector) ?? undefined;
	const parts = {
		section,
		connectForm: one<HTMLFormElement>('[data-socket-connect]'),
		server: one<HTMLSelectElement>('select[name="server"]'),
		url: one<HTMLOutputElement>('[data-socket-url]'),
		connect: one<HTMLButtonElement>('[data-socket-connect-button]'),
		disconnect: one<HTMLButtonElement>('[data-socket-disconnect]'),
		state: one<HTMLElement>('[data-socket-state]'),
		sendForm: one<HTMLFormElement>('[data-socket-send]'),
		message: one<HTMLTextAreaElement>('textarea[name="message"]'),
		send: one<HTMLButtonElement>('[data-socket-send-button]'),
		log: one<HTMLOListElement>('[data-socket-log]'),
	};
	return Object.values(parts).every((part) => part !== undefined) ? (parts as Parts) : undefined;
}

/** The URL the form describes now. */
function urlOf(parts: Parts): string {
	const option = parts.server.selectedOptions[0];
	const parameters = new Map(
		[...parts.connectForm.querySelectorAll<HTMLInputElement>('[data-parameter]')].map((input) => [
			input.dataset['parameter'] ?? '',
			input.value.trim(),
		]),
	);
	return socketUrl(
		option?.dataset['template'] ?? '',
		parts.section.dataset['address'] ?? '',
		variableValues(parts.connectForm, parts.server.value),
		parameters,
	);
}

/** Adds a line to the log: which way, when, and the text, as text. */
function logEntry(parts: Parts, direction: 'sent' | 'received' | 'event', text: string): void {
	const now = new Date();
	const entry = document.createElement('li');
	entry.className = `socket-entry socket-${direction}`;
	const head = document.createElement('div');
	head.className = 'socket-entry-head';
	const label = document.createElement('span');
	label.className = 'socket-direction';
	label.textContent = direction === 'sent' ? 'Sent' : direction === 'received' ? 'Received' : 'Connection';
	const time = document.createElement('time');
	time.dateTime = now.toISOString();
	time.textContent = now.toLocaleTimeString();
	head.append(label, ' ', time);
	const body = document.createElement(direction === 'event' ? 'p' : 'pre');
	body.textContent = text;
	entry.append(head, body);
	parts.log.append(entry);
	entry.scrollIntoView({ block: 'nearest' });
}

function initSocketPlayground(parts: Parts): void {
	let socket: WebSocket | undefined;
	const showUrl = () => (parts.url.value = urlOf(parts));
	const setState = (text: string, open: boolean, busy = false) => {
		parts.state.textContent = text;
		parts.connect.disabled = open || busy;
		parts.disconnect.disabled = !open && !busy;
		parts.send.disabled = !open;
	};
	parts.server.addEventListener('change', () => {
		showVariablesOf(parts.connectForm, parts.server.value);
		showUrl();
	});
	parts.connectForm.addEventListener('input', showUrl);
	followRuntimeVariables(parts.connectForm, showUrl);
	// Choosing another message of the channel puts its example in the editor.
	const choice = parts.sendForm.querySelector<HTMLSelectElement>('select[name="message-kind"]');
	choice?.addEventListener('change', () => (parts.message.value = choice.selectedOptions[0]?.dataset['text'] ?? ''));

	parts.connectForm.addEventListener('submit', (event) => {
		event.preventDefault();
		if (socket) return;
		const url = urlOf(parts);
		let opened: WebSocket;
		try {
			opened = new WebSocket(url);
		} catch {
			setState(`${url} is not a WebSocket URL (ws:// or wss://): check the server's variables.`, false);
			return;
		}
		socket = opened;
		let wasOpen = false;
		setState(`Connecting to ${url}…`, false, true);
		opened.addEventListener('open', () => {
			wasOpen = true;
			setState(`Connected to ${url}`, true);
			logEntry(parts, 'event', `Connected to ${url}`);
		});
		opened.addEventListener('message', (message: MessageEvent<unknown>) => {
			const { data } = message;
			if (typeof data === 'string') logEntry(parts, 'received', shownText(data));
			else if (data instanceof Blob) logEntry(parts, 'received', binaryText(data.size));
			else if (data instanceof ArrayBuffer) logEntry(parts, 'received', binaryText(data.byteLength));
		});
		opened.addEventListener('close', (closed) => {
			if (socket === opened) socket = undefined;
			const text = wasOpen
				? `Disconnected${normalClose.has(closed.code) ? '' : ` (code ${closed.code}${closed.reason ? `: ${closed.reason}` : ''})`}`
				: `Could not connect to ${url}. The server may be down or unreachable from here, or refuse connections from this site` +
					(location.protocol === 'https:' && url.startsWith('ws:') ? '; a page served over https can only open wss:// connections.' : '.');
			setState(text, false);
			logEntry(parts, 'event', text);
		});
	});
	parts.disconnect.addEventListener('click', () => {
		socket?.close(1000);
		parts.state.textContent = 'Disconnecting…';
	});
	parts.sendForm.addEventListener('submit', (event) => {
		event.preventDefault();
		if (socket?.readyState !== WebSocket.OPEN) return;
		socket.send(parts.message.value);
		logEntry(parts, 'sent', shownText(parts.message.value));
	});
	// The connection ends with the page.
	addEventListener('pagehide', () => socket?.close(1001));
	parts.section.hidden = false;
}

export function initSocketPlaygrounds(): void {
	for (const section of document.querySelectorAll<HTMLElement>('[data-socket-playground]')) {
		const parts = partsOf(section);
		if (parts) initSocketPlayground(parts);
	}
}
