import { existsSync } from 'node:fs';
import { chromium as playwright, type Browser } from 'playwright-core';

/** Chromium installed by the system, when there is one; it starts faster than the packaged one. */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) =>
	existsSync(path),
);

/** Flags that keep Chromium off the network: the test machine has none beyond the loopback. */
const quietFlags = [
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
];

/**
 * Launches headless Chromium: the system's if installed, else the binary shipped in the
 * @sparticuz/chromium npm package (no browser download needed).
 */
export async function launchBrowser(): Promise<Browser> {
	if (systemChromium) {
		return playwright.launch({ executablePath: systemChromium, args: ['--no-sandbox', ...quietFlags] });
	}
	const { default: packaged } = await import('@sparticuz/chromium');
	return playwright.launch({
		executablePath: await packaged.executablePath(),
		// Single-process mode makes contexts share storage and closing one close the browser; a
		// browser without web security would hide CORS failures from the tests.
		args: [...packaged.args.filter((arg) => arg !== '--single-process' && arg !== '--disable-web-security'), ...quietFlags],
		headless: true,
	});
}
