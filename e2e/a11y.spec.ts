import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const PAGES = [
  { name: 'home', path: '/', ready: (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first() },
  { name: 'sign-up', path: '/signup', ready: (page: Page) => page.getByRole('button', { name: 'Create Account' }) },
  { name: 'login', path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Sign In' }) },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
];

const BLOCKING = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** WCAG 2.1 A and AA rules; the violations that block (serious or critical), each with where it is. */
async function scan(page: Page): Promise<{ blocking: AxeResults['violations']; report: string }> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = results.violations
    .map((v) =>
      [
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n');
  return { blocking, report };
}

test.describe('accessibility (axe, WCAG 2.1 AA): no serious or critical violations', () => {
  for (const vp of VIEWPORTS) {
    for (const p of PAGES) {
      test(`${p.name} page at ${vp.name}`, async ({ page }) => {
        await page.setViewportSize({ width: vp.width, height: vp.height });
        await page.goto(p.path);
        await expect(p.ready(page)).toBeVisible();
        const { blocking, report } = await scan(page);
        if (report) console.log(`axe on ${p.path} at ${vp.name}:\n${report}`);
        expect(
          blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          report,
        ).toEqual([]);
      });
    }
  }

  test('the open mobile menu at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    const { blocking, report } = await scan(page);
    if (report) console.log(`axe with the mobile menu open:\n${report}`);
    expect(
      blocking.map((v) => v.id),
      report,
    ).toEqual([]);
  });
});

test.describe('content security policy', () => {
  test('the pages and the API documentation load with no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
          `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`,
        );
      });
    });
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
    });
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(p.ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/api/docs');
    await expect(page.getByText('/api/auth/login').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
