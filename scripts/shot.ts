/**
 * Takes a screenshot of a page in Debian's Chromium and prints the page's console errors.
 * Usage: node --import tsx scripts/shot.ts <url> <out.png> [width=1280] [role to log in as] [--full]
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/web/chromium.ts';

const [url = 'http://localhost:5000/', out = '/tmp/shot.png', width = '1280', role, full] = process.argv.slice(2);
const ACCOUNTS: Record<string, string> = {
  ATHLETE: 'athlete@demo.octane.test',
  COACH: 'coach@demo.octane.test',
  PARENT: 'parent@demo.octane.test',
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 800 } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
if (role && role !== '-') {
  const origin = new URL(url).origin;
  const res = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: ACCOUNTS[role] ?? role, password: 'octane-demo-2026' },
    headers: { origin },
  });
  if (!res.ok()) console.log('login failed', res.status(), await res.text());
}
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === '--full' });
await browser.close();
console.log('saved', out);
