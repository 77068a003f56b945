import { launchBrowser } from '../tests/support/browser.ts';
const [url, out, w, h, theme] = process.argv.slice(2);
const b = await launchBrowser();
const p = await b.newPage({ viewport: { width: Number(w ?? 1400), height: Number(h ?? 900) }, colorScheme: (theme as any) ?? 'light' });
await p.goto(url!);
await p.screenshot({ path: out!, fullPage: false });
await b.close();
