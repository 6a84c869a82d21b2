import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { login, signUp } from './helpers';

/** The rough edges a new user met (issue 20), each as they met it. */

test.describe.configure({ timeout: 90_000 });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page opens at the top; back and forward return to where the person was', async ({ page }) => {
  await page.goto('/schedule');
  // The week loaded first: scrolling a page still growing would move under the reader (scroll anchoring).
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const down = await scrollY(page);
  expect(down).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Programs' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - down)).toBeLessThan(5);
  await page.goForward();
  await expect(page).toHaveURL(/\/programs$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("a coach's footer links lead to the coach's own pages, never the not-found page", async ({ page }) => {
  await login(page, 'COACH');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/coach', '/profile']);
  for (const href of hrefs) {
    await page.goto(href!);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  }
});

test('/home lights the Dashboard item; a brand-new athlete is welcomed, not welcomed back', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Welcome, Casey!' })).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
});

test('/pickup-game-success without a game does not say "You\'re in!"', async ({ page }) => {
  await login(page, 'ATHLETE');
  await page.goto('/pickup-game-success');
  await expect(page.getByRole('heading', { name: 'No game to show' })).toBeVisible();
  await expect(page.getByText("You're in!")).toHaveCount(0);
  await page.goto('/pickup-game-success?gameId=999999');
  await expect(page.getByRole('heading', { name: 'No game to show' })).toBeVisible();
});

test('a file dropped on the upload area that is not a video or photo is refused out loud', async ({ page }) => {
  await login(page, 'ATHLETE');
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Upload training media' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    const target = document.querySelector('.uppy-Dashboard-inner')!;
    const data = new DataTransfer();
    data.items.add(new File(['just notes'], 'notes.txt', { type: 'text/plain' }));
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
  });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt was not added. Please choose a video or a photo.' })).toBeVisible();
});

test('every alumni card has its own picture', async ({ page }) => {
  await page.goto('/alumni');
  await expect(page.getByRole('heading', { name: 'Tyler Brooks' }).first()).toBeVisible({ timeout: 30_000 });
  const sources = await page.locator('main img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')).filter((s) => s?.includes('/images/alumni/')));
  // One shared placeholder gave at most two different pictures (young and pro) on the whole page.
  expect(new Set(sources).size).toBeGreaterThanOrEqual(3);
});

test('signed out elsewhere: the open tab drops its data, says so and goes to log in', async ({ page }) => {
  await login(page, 'ATHLETE');
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: /Sessions|Bookings/ }).first()).toBeVisible();
  // Every call of the page has answered (a slow one answering after the sign-out would start the handler before the click).
  await page.waitForLoadState('networkidle');
  // Another tab signs out: this tab still holds the cached user and data.
  await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } });
  // The next call of the tab finds the sign-out: the click's, or a background refetch that gets there
  // first on a busy machine (then the link is gone before the click); either way the same must follow.
  const media = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Media', exact: true });
  await Promise.race([media.click().catch(() => undefined), page.waitForURL(/\/login$/)]);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toContainText('You are logged out. Logging in again...');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: /Jordan Rivera, your profile/ })).toHaveCount(0);
});
