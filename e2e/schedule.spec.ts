import { expect, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('the schedule shows a week in seven columns, moves by week and filters by program and coach', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Training & Pickup Schedule', level: 1 })).toBeVisible({ timeout: 30_000 });
  const columns = page.getByRole('main').getByRole('region');
  await expect(columns).toHaveCount(7);
  const firstDay = await columns.first().getByRole('heading', { level: 2 }).textContent();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(columns.first().getByRole('heading', { level: 2 })).not.toHaveText(firstDay!);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(columns.first().getByRole('heading', { level: 2 })).toHaveText(firstDay!);

  // Every Book Now is the same checkout link as before; the coach filter keeps only that coach's sessions.
  const book = page.getByRole('link', { name: /^Book Now/ }).first();
  await expect(book).toHaveAttribute('href', /^\/enhanced-checkout\?programId=\d+&sessionId=\d+$/);
  await page.getByLabel('Coach').selectOption('Sofia Alvarez');
  await expect(page).toHaveURL(/coach=Sofia/);
  const coaches = await page
    .getByRole('main')
    .getByText(/^\s*Coach: /)
    .allTextContents();
  expect(coaches.length).toBeGreaterThan(0);
  for (const c of coaches) expect(c).toContain('Sofia Alvarez');
  await page.getByLabel('Program').selectOption({ label: 'Private Training' });
  await expect(
    page.getByRole('heading', { name: 'No activities this week' }).or(page.getByRole('heading', { name: 'Private Training' }).first()),
  ).toBeVisible();
});

test('on a phone the schedule shows one day at a time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schedule');
  const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('button');
  await expect(days).toHaveCount(7, { timeout: 30_000 });
  await days.nth(2).click();
  await expect(days.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /, \d{4}$/ }),
  ).toHaveCount(1);
});
