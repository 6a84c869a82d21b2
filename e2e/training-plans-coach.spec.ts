import crypto from 'node:crypto';
import { expect, test } from './fixtures';
import { expectAccessible } from './booking-helpers';
import { login } from './helpers';

/*
 * Issue 30, the coach's side: the demo coach (staff) builds a one-week plan with two exercises (one
 * "film this set"), assigns it to Jordan from today, and finds Jordan on it in the compliance table.
 * The assignment is ended and the plan archived at the end, so the demo data is as it was.
 */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

test('a coach builds a plan, assigns it to an athlete and follows their compliance', async ({ page, baseURL }) => {
  const title = `Jump block ${crypto.randomBytes(3).toString('hex')}`;
  await login(page, 'COACH');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training plans' }).click();
  await page.getByRole('link', { name: 'New plan' }).click();
  await page.getByLabel('Plan title').fill(title);
  const day1 = page.getByTestId('day-editor').first();
  await day1.getByRole('button', { name: 'Add an exercise' }).click();
  await day1.getByLabel('Exercise', { exact: true }).fill('Box jump');
  await day1.getByLabel('Load').fill('bodyweight');
  await day1.getByRole('button', { name: 'Add an exercise' }).click();
  const second = day1.getByTestId('exercise-editor').nth(1);
  await second.getByLabel('Exercise', { exact: true }).fill('Depth jump');
  await second.getByRole('switch', { name: 'Film this set' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(page).toHaveURL(/\/coach\/plans\/\d+$/);
  const planId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${title}`);

  try {
    await page.getByRole('link', { name: 'All plans' }).click();
    await page.getByRole('button', { name: `Assign ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Start date').fill(today());
    await dialog.getByLabel('Find an athlete').fill('Jordan');
    await dialog.getByRole('checkbox', { name: /Jordan Rivera/ }).check();
    await dialog.getByRole('button', { name: 'Assign to 1 athlete' }).click();
    await expect(page.locator('[aria-label^="Notifications"] li').filter({ hasText: 'Plan assigned to 1 athlete.' })).toBeVisible();
    await expect(page.getByTestId('plan-card').filter({ hasText: title })).toContainText('1 athlete on it');

    await page.getByRole('link', { name: 'Compliance' }).click();
    const row = page.getByTestId('compliance-row').filter({ hasText: title });
    await expect(row).toContainText('Jordan Rivera');
    await expectAccessible(page);
    await row.getByRole('link', { name: "Open Jordan Rivera's plan" }).click();
    await expect(page).toHaveURL(/\/training-plan\/\d+$/);
    await expect(page.getByText('Box jump').first()).toBeVisible();
  } finally {
    const headers = { origin: baseURL! };
    const rows = (await (await page.request.get('/api/training-plans/compliance')).json()) as Array<{ assignment: { id: number; plan: { id: number } } }>;
    for (const r of rows.filter((x) => x.assignment.plan.id === planId)) await page.request.post(`/api/plan-assignments/${r.assignment.id}/end`, { headers });
    await page.request.patch(`/api/training-plans/${planId}`, { data: { archived: true }, headers });
  }
});
