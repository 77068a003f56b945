// Takes the README's screenshot: node scripts/screenshot.ts <url> <out.png> [width] [height] [light|dark]
import { launchBrowser } from '../tests/support/browser.ts';

const [url, out, width, height, theme] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: node scripts/screenshot.ts <url> <out.png> [width] [height] [light|dark]');
const colorScheme = theme === 'dark' ? 'dark' : 'light';
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width ?? 1400), height: Number(height ?? 900) }, colorScheme });
await page.goto(url);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
