/**
 * The Spanish walk (issue 34): every role's main pages in Spanish at 1280 and 390 px, screenshots
 * to look at, and each page's visible text searched for words of the English interface left in it.
 * Usage (a server running, demo data loaded):
 *   node --import tsx scripts/spanish-walk.ts [origin=http://localhost:5000] [out=/tmp/spanish-walk] [--widths=1280,390]
 * Prints, per page, the English words found (a heuristic: whole words of the English catalogue that
 * Spanish does not use), and saves <role>-<page>-<width>.png under `out`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/web/chromium.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const origin = args[0] ?? 'http://localhost:5000';
const out = args[1] ?? '/tmp/spanish-walk';
const widths = (process.argv.find((a) => a.startsWith('--widths='))?.slice(9) ?? '1280,390').split(',').map(Number);
const PASSWORD = 'octane-demo-2026';

const WALK: Record<string, { email: string | null; pages: string[] }> = {
  visitor: {
    email: null,
    pages: [
      '/',
      '/programs',
      '/schedule',
      '/open-play',
      '/subscription',
      '/player-profiles',
      '/alumni',
      '/about',
      '/contact',
      '/login',
      '/signup',
      '/packs',
      '/library',
    ],
  },
  athlete: {
    email: 'athlete@demo.octane.test',
    pages: [
      '/dashboard',
      '/my-bookings',
      '/media',
      '/progress',
      '/training-plan',
      '/achievements',
      '/billing',
      '/profile',
      '/my-public-profile',
      '/subscription',
      '/leaderboards',
      '/library',
      '/open-play',
    ],
  },
  parent: { email: 'parent@demo.octane.test', pages: ['/parent-dashboard', '/my-bookings', '/media', '/progress', '/training-plan', '/billing', '/profile'] },
  coach: {
    email: 'coach@demo.octane.test',
    pages: [
      '/coach',
      '/coach/manage/programs',
      '/coach/manage/schedule',
      '/coach/manage/games',
      '/coach/manage/packs',
      '/coach/manage/plans',
      '/coach/manage/news',
      '/coach/manage/alumni',
      '/coach/manage/staff',
      '/coach/manage/reports',
      '/coach/manage/receipts',
      '/coach/manage/waiver',
      '/coach/manage/audit',
      '/coach/manage/settings',
      '/coach/manage/reminders',
      '/coach/manage/tests',
      '/coach/manage/groups',
      '/coach/manage/library',
      '/coach/manage/check-in',
    ],
  },
};

/** English interface words Spanish text does not contain (names, brands and shared words left out). */
const ENGLISH = new Set(
  (
    'the and your you with for from this that book booked booking bookings cancel cancelled session sessions upcoming past ' +
    'payment paid pay refund refunds receipt receipts status pending active plans free upgrade downgrade view edit save saved delete ' +
    'sign signed out in up home schedule program programs coach coaches athlete athletes parent parents child children ' +
    'photo photos upload uploads feedback rating progress today week month year day days time times ' +
    'open closed full spots spot left waitlist join leave game games pickup credits credit pack packs library search filter ' +
    'settings report reports audit staff send sent resend download loading error try again next previous back close ' +
    'name email password phone address emergency contact language spanish welcome dashboard profile public ' +
    'yes none all more less show hide new add remove create update submit confirm continue required optional'
  ).split(' '),
);

/** Capitals that are names, not values: the brand, units, acronyms. */
const KNOWN_CAPS = new Set(['OCTANE', 'USD', 'PDF', 'CSV', 'QR', 'AI', 'IA', 'NC', 'SMS', 'ICS', 'URL', 'ID', 'GPS', 'CMJ', 'PIN', 'CVC', 'MM', 'AAAA']);

const words = (text: string) => text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];

async function signIn(page: Page, email: string) {
  const res = await page.request.post(`${origin}/api/auth/login`, { data: { email, password: PASSWORD }, headers: { origin } });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
  // The account's language: Spanish (the server words its answers and e-mails in it too).
  await page.request.put(`${origin}/api/account/language`, { data: { language: 'es' }, headers: { origin } }).catch(() => null);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const report: string[] = [];
  for (const [role, { email, pages }] of Object.entries(WALK)) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: 'es-US' });
      await context.addInitScript(() => localStorage.setItem('octane.language', 'es'));
      const page = await context.newPage();
      if (email) await signIn(page, email);
      for (const p of pages) {
        await page.goto(`${origin}${p}`, { waitUntil: 'networkidle' }).catch(() => null);
        await page.waitForTimeout(400);
        const name = `${role}-${p.replace(/^\//, '').replace(/\//g, '_') || 'home'}-${width}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        if (width !== widths[0]) continue;
        const text = await page
          .locator('main, body')
          .first()
          .innerText()
          .catch(() => '');
        const found = [...new Set(words(text).filter((w) => ENGLISH.has(w)))];
        // Raw enum values (PENDING, FREE, NO_SHOW) as written in the page, before CSS capitals.
        const source =
          (await page
            .locator('body')
            .textContent()
            .catch(() => '')) ?? '';
        const raw = [...new Set(source.match(/\b[A-Z]{3,}(?:_[A-Z]+)*\b/g) ?? [])].filter((w) => !KNOWN_CAPS.has(w));
        report.push(`${role} ${p}: ${found.length ? found.join(', ') : 'no English word found'}${raw.length ? `; raw values: ${raw.join(', ')}` : ''}`);
      }
      await context.close();
    }
  }
  await browser.close();
  console.log(report.join('\n'));
  console.log(`screenshots in ${out}`);
}

await main();
