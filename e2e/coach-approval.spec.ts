import { expect, test } from './fixtures';
import { login, signUp, uniqueEmail } from './helpers';

const toast = (page: import('@playwright/test').Page) => page.locator('[aria-label^="Notifications"] li');

test('a coach application waits for staff; staff approve it, then remove access; the coach is e-mailed each time', async ({ page, browser, baseURL }) => {
  // The applicant: the coach screens wait, the server refuses the coach tools.
  const email = uniqueEmail('coach-applicant');
  // The sign-up says so before the account exists.
  await page.goto('/signup');
  const notice = "Staff review every coach account before it can see athletes and their videos. We'll e-mail you as soon as yours is approved.";
  await expect(page.getByText(notice)).toHaveCount(0);
  await page.getByText('Coach', { exact: true }).click();
  await expect(page.getByText(notice)).toBeVisible();
  await signUp(page, 'COACH', email);
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByRole('heading', { name: 'Waiting for approval', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Waiting for approval', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/coach/athletes')).status()).toBe(403);

  // Staff, in another browser: the application is in the Staff section, and they were e-mailed about it.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await login(staff, 'COACH');
  await staff.goto('/dev/outbox');
  await staff.getByLabel('Filter by recipient').fill('coach@demo.octane.test');
  await expect(staff.getByRole('article').filter({ hasText: 'New coach application: Casey Morgan' }).filter({ hasText: email }).first()).toBeVisible();

  await staff.goto('/coach/manage/staff');
  const application = staff.getByTestId('coach-application').filter({ hasText: email });
  await expect(application).toContainText('Casey Morgan');
  await expect(application).toContainText(/Applied \w{3} \d+, \d{4}/);
  await application.getByRole('button', { name: 'Approve Casey Morgan' }).click();
  await expect(toast(staff)).toContainText('Casey Morgan is approved as a coach');
  await expect(application).toHaveCount(0);
  const row = staff.getByTestId('staff-coach').filter({ hasText: email });
  await expect(row).toBeVisible();

  // The coach is told and the dashboard opens.
  await staff.goto('/dev/outbox');
  await staff.getByLabel('Filter by recipient').fill(email);
  await expect(staff.getByRole('article').first()).toContainText('is approved');
  await page.goto('/coach');
  await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/coach/athletes')).status()).toBe(200);

  // Staff remove the access after confirming; the coach's screens close again.
  await staff.goto('/coach/manage/staff');
  await row.getByRole('button', { name: /^Remove coach access/ }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Remove coach access?' });
  await expect(confirm).toContainText('They are told by e-mail');
  await confirm.getByRole('button', { name: 'Remove access' }).click();
  await expect(toast(staff)).toContainText('Casey Morgan no longer has coach access');
  await expect(row).toContainText('No coach access');
  await expect(row.getByRole('switch', { name: 'Staff access for Casey Morgan' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Coach access removed', level: 1 })).toBeVisible();
  expect((await page.request.get('/api/coach/athletes')).status()).toBe(403);
  await staffContext.close();
});

test('a link to /api/logout asks before signing out; staying keeps the session', async ({ page }) => {
  await login(page, 'ATHLETE');
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { name: 'Sign out?', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await page.goto('/api/logout');
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'You are signed out', level: 1 })).toBeVisible();
});
