import crypto from 'node:crypto';
import { addDays, format } from 'date-fns';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillCard, registerAthlete } from './booking-helpers';
import { signUp } from './helpers';
import { toastIn } from './member-helpers';
import { freshPage, staffPage } from './parent-helpers';

/* Age groups (issue 29): staff set a session's range, a member outside it is refused with the
 * message naming it (in English and Spanish), staff allow them once, and they book. */
test.describe.configure({ timeout: 150_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/age-groups-${name}.png`, fullPage: true });
const dialog = (page: Page) => page.getByRole('dialog');
const header = (page: Page) => page.getByRole('banner');

/** The staff schedule's row of the session titled so, paging to its week. */
async function scheduleRow(staff: Page, title: string) {
  await staff.goto('/coach/manage');
  const row = staff.getByTestId('staff-session').filter({ hasText: title });
  await expect(staff.getByRole('heading', { name: /^Week of/ })).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await expect(staff.getByText('Loading sessions...')).toHaveCount(0);
    if (await row.isVisible()) break;
    await staff.getByRole('button', { name: 'Next week', exact: true }).click();
  }
  await expect(row).toBeVisible();
  return row;
}

test('staff set an age group, a member outside it is refused with the reason, staff allow them once, and they book', async ({ page, browser, baseURL }) => {
  // A session three days ahead, made by staff through the API; its age group is set in the screen.
  const staff = await staffPage(browser, baseURL);
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as Array<{ id: number; name: string; archived: boolean; ageGroup: unknown }>;
  const program = programs.find((p) => !p.archived && p.ageGroup === null)!;
  const date = format(addDays(new Date(), 3), 'yyyy-MM-dd');
  const title = `Little sprinters ${crypto.randomBytes(3).toString('hex')}`;
  const created = await staff.request.post('/api/staff/sessions', {
    data: { programId: program.id, date, time: '16:30', capacity: 6, location: 'Speed Lab', sessionTitle: title },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = ((await created.json()) as { id: number }).id;

  const row = await scheduleRow(staff, title);
  await row.getByRole('button', { name: /^Edit/ }).click();
  await dialog(staff).getByLabel('Minimum age').fill('8');
  await dialog(staff).getByLabel('Maximum age').fill('7');
  await dialog(staff).getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog(staff).getByText('The minimum age cannot be above the maximum age.')).toBeVisible();
  await dialog(staff).getByLabel('Minimum age').fill('5');
  await dialog(staff).getByRole('button', { name: 'Save changes' }).click();
  await expect(toastIn(staff)).toContainText('The session was updated.');
  await expect(row.getByTestId('age-group')).toHaveText('Ages 5-7');

  // An 18-year-old (the age given with their registration) opens its checkout: refused before any card.
  const email = await signUp(page, 'ATHLETE');
  await registerAthlete(page);
  const checkout = `/enhanced-checkout?programId=${program.id}&sessionId=${sessionId}`;
  await page.goto(checkout);
  const refusal = page.getByTestId('age-refusal');
  await expect(refusal).toContainText("This session is not for this athlete's age");
  await expect(refusal).toContainText('This session is for ages 5-7. Casey is 18.');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByTestId('age-group')).toHaveText('Ages 5-7');
  await shot(page, 'refused');
  // The same reason in Spanish.
  await header(page).getByLabel('Language').selectOption('es');
  await expect(refusal).toContainText('Esta sesión es para edades de 5 a 7 años. Casey tiene 18 años.');
  await expect(page.getByTestId('age-group')).toHaveText('Edades 5-7');
  await shot(page, 'refused-es');
  await header(page).getByLabel('Idioma').selectOption('en');
  await expect(refusal).toContainText('This session is for ages 5-7. Casey is 18.');
  // The server refuses too, whatever the page shows.
  const held = await page.request.post('/api/create-payment-intent', { data: { sessionId }, headers: { origin: baseURL! } });
  expect(held.status()).toBe(409);

  // Staff find the athlete from the session's roster and allow them once, with a reason.
  await row.getByRole('button', { name: /^Roster/ }).click();
  const ages = dialog(staff).getByTestId('age-exceptions');
  await expect(ages).toContainText('This session is for');
  await ages.getByRole('button', { name: 'Allow once' }).click();
  await expect(ages.getByText('Please choose an athlete from the list.')).toBeVisible();
  await expect(ages.getByText('Please give a reason for the exception.')).toBeVisible();
  await ages.getByLabel('Find an athlete').fill(email);
  await ages.getByRole('radio', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).check();
  await ages.getByLabel('Reason').fill('Trains with the group her coach runs.');
  await ages.getByRole('button', { name: 'Allow once' }).click();
  await expect(staff.locator('[aria-label^="Notifications"] li')).toContainText('Casey Morgan can now book this session once.');
  const entry = ages.getByTestId('age-exception').filter({ hasText: 'Casey Morgan' });
  await expect(entry).toContainText('Not used yet');
  await expect(entry).toContainText('Reason: Trains with the group her coach runs.');
  await expect(entry.getByRole('button', { name: 'Revoke the exception for Casey Morgan' })).toBeVisible();
  await shot(staff, 'roster-exception');

  // The member books it now, by card.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByTestId('age-refusal')).toHaveCount(0);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^(Save & Pay|Pay \$)/ }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible();

  // Used once: staff see which booking used it, and can no longer revoke it.
  await (await scheduleRow(staff, title)).getByRole('button', { name: /^Roster/ }).click();
  await expect(dialog(staff).getByTestId('roster-entry').filter({ hasText: 'Casey Morgan' })).toBeVisible();
  const used = dialog(staff).getByTestId('age-exception').filter({ hasText: 'Casey Morgan' });
  await expect(used).toContainText(/Used by booking #\d+/);
  await expect(used.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  const audit = (await (await staff.request.get('/api/staff/audit')).json()) as Array<{ action: string; entity: string }>;
  expect(
    audit
      .filter((e) => e.entity === 'age_exception')
      .slice(0, 2)
      .map((e) => e.action),
  ).toEqual(['use', 'grant']);
  await staff.context().close();

  // Anyone else outside the group is still refused.
  const other = await freshPage(browser, baseURL);
  await signUp(other, 'ATHLETE');
  await registerAthlete(other);
  await other.goto(checkout);
  await expect(other.getByTestId('age-refusal')).toContainText('This session is for ages 5-7. Casey is 18.');
  await other.context().close();
});
