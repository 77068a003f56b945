import { existsSync, statfsSync } from 'node:fs';
import { chromium as playwright, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';
import { askRunService } from './run-service/client.ts';

/** Chromium installed by the system, when there is one; it starts faster than the packaged one. */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => existsSync(path));

/** Flags that keep Chromium off the network: the test machine has none beyond the loopback. */
const quietFlags = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * Flags of the packaged Chromium left out. Single-process mode makes contexts share storage and
 * closing one close the browser; a browser without web security would hide CORS failures from
 * the tests; drawing through a software GPU (SwiftShader) doubled the CPU time of the browser
 * tests, and nothing they check needs it. Without the zygote every page's renderer starts from
 * nothing rather than as a copy of one already started: 66 pages, each in a new context, took
 * about 33 CPU-s of the machine without it, 29 with it, and 27 with shared memory in /dev/shm too.
 */
const unwantedPackagedFlags = new Set([
	'--single-process',
	'--no-zygote',
	'--disable-web-security',
	'--ignore-gpu-blocklist',
	'--in-process-gpu',
	'--use-gl=angle',
	'--use-angle=swiftshader',
	'--enable-unsafe-swiftshader',
]);

/**
 * Playwright tells Chromium to keep its shared memory in /tmp files rather than /dev/shm, which
 * containers often make 64 MB. Where /dev/shm has room, shared memory there costs the browser less
 * of the system's time.
 */
function sharedMemoryFlagsLeftOut(): Pick<LaunchOptions, 'ignoreDefaultArgs'> {
	try {
		const { bavail, bsize } = statfsSync('/dev/shm');
		return bavail * bsize >= 1024 ** 3 ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {};
	} catch {
		return {};
	}
}

/**
 * Headless Chromium: the system's if installed, else the binary shipped in the
 * @sparticuz/chromium npm package (no browser download needed).
 */
async function launchOptions(): Promise<LaunchOptions> {
	if (systemChromium) return { executablePath: systemChromium, args: ['--no-sandbox', ...quietFlags], ...sharedMemoryFlagsLeftOut() };
	const { default: packaged } = await import('@sparticuz/chromium');
	return {
		executablePath: await packaged.executablePath(),
		args: [...packaged.args.filter((arg) => !unwantedPackagedFlags.has(arg)), '--disable-gpu', ...quietFlags],
		headless: true,
		...sharedMemoryFlagsLeftOut(),
	};
}

/** Starts a browser of its own, for scripts outside the tests (benchmarks, screenshots). */
export async function launchBrowser(): Promise<Browser> {
	return playwright.launch(await launchOptions());
}

/**
 * Every host name but the loopback's fails to resolve in the tests' browser, so no test reaches
 * the network. A flag rather than a route on each context: routing every request through
 * Playwright turns the browser's cache off and costs the run about a fifth of the browser's CPU.
 * Routes a test sets (`page.route`) still answer the URLs they match, before any lookup.
 */
const loopbackOnly = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost';

/** Starts the browser of a test run, which test files connect to (the run service keeps it). */
export async function launchBrowserServer(): Promise<BrowserServer> {
	const options = await launchOptions();
	return playwright.launchServer({ ...options, args: [...(options.args ?? []), loopbackOnly] });
}

/**
 * The run's one browser (started on first use), connected to from this test file. Each file
 * opens its own contexts; `close()` ends this connection and the contexts it opened, not the
 * browser.
 */
export async function sharedBrowser(): Promise<Browser> {
	const { wsEndpoint } = await askRunService<{ wsEndpoint: string }>('/browser', {});
	return playwright.connect(wsEndpoint);
}
