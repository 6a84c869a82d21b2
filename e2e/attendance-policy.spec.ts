import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { expect, test } from './fixtures';
import { signUp } from './helpers';
import { bookViaApi, toastIn } from './member-helpers';
import { staffPage } from './parent-helpers';

/*
 * Issue 32 (decision 059): staff switch on the no-show and late-cancel policy; a member is told at
 * cancel time that a late cancellation is a strike, cancels, and at checkout sees (and the server
 * enforces) the pause; staff forgive the strike and the member may book again.
 */
test.describe.configure({ timeout: 120_000 });

const originOf = (page: Page) => new URL(page.url()).origin;
const NONE = { mode: 'NONE', strikeLimit: 3, windowDays: 60, blockDays: 7, feeCents: 1500 };

async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function createSession(staff: Page, hoursAhead: number, title: string): Promise<{ id: number; programId: number }> {
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as Array<{ id: number; archived: boolean; ageGroup: unknown }>;
  const program = programs.find((p) => !p.archived && p.ageGroup === null)!;
  const starts = new Date(Date.now() + hoursAhead * 3600_000);
  const created = await staff.request.post('/api/staff/sessions', {
    data: {
      programId: program.id,
      date: formatInTimeZone(starts, 'America/New_York', 'yyyy-MM-dd'),
      time: formatInTimeZone(starts, 'America/New_York', 'HH:mm'),
      capacity: 4,
      location: 'Court 2',
      sessionTitle: title,
    },
    headers: { origin: originOf(staff) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, programId: program.id };
}

test('staff turn strikes on; a late cancellation pauses the member, who is told so; staff forgive it', async ({ page, browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  try {
    await staff.goto('/coach/manage/settings');
    const form = staff.getByRole('form', { name: 'No-show and late-cancel policy' });
    await expect(form.getByText('Now: no policy.')).toBeVisible();
    await form.getByRole('radio', { name: 'Strikes pause booking' }).check();
    await form.getByLabel('Strikes that pause booking').fill('1');
    await form.getByLabel('Counted within (days)').fill('30');
    await form.getByLabel('Pause length (days)').fill('x');
    await form.getByRole('button', { name: 'Save policy' }).click();
    await expect(form.getByText('Enter a whole number.')).toBeVisible();
    await form.getByLabel('Pause length (days)').fill('2');
    await form.getByRole('button', { name: 'Save policy' }).click();
    await expect(toastIn(staff).filter({ hasText: 'Attendance policy saved.' })).toBeVisible();
    await expect(staff.getByText('Now: 1 strike within 30 days pauses booking for 2 days.')).toBeVisible();

    const tag = crypto.randomBytes(3).toString('hex');
    const soon = await createSession(staff, 5, `Late drill ${tag}`);
    const later = await createSession(staff, 72, `Next drill ${tag}`);

    // The member books the session 5 hours away, then cancels it: the dialog says it is a strike.
    await signUp(page, 'ATHLETE');
    await bookViaApi(page, soon.id);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Upcoming Sessions (1)' })).toBeVisible();
    await page.getByRole('button', { name: /^Cancel/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Cancelling now is a late cancellation and counts as a strike.');
    await expect(dialog).toContainText(
      "Attendance policy: 1 missed or late-cancelled session (less than 24 hours' notice) within 30 days pauses booking for 2 days.",
    );
    await page.screenshot({ path: 'test-results/attendance-policy-cancel.png' });
    await dialog.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(toastIn(page).filter({ hasText: 'Your training session has been cancelled successfully.' })).toBeVisible();

    // At checkout for another session: the pause, and the server refuses the payment with its end date.
    await page.goto(`/enhanced-checkout?programId=${later.programId}&sessionId=${later.id}`);
    const note = page.getByTestId('attendance-policy-note');
    await expect(note).toContainText('You have 1 strike counting now.');
    await expect(note).toContainText(/Your booking is paused until [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    await expect(page.getByText(/Booking is paused until \d{4}-\d{2}-\d{2}: 1 missed or late-cancelled session within 30 days/).first()).toBeVisible();

    await page.screenshot({ path: 'test-results/attendance-policy-checkout.png', fullPage: true });

    // Staff see the strike and the pause, and forgive it.
    await staff.reload();
    const table = staff.getByRole('table', { name: 'Strikes counting now' });
    const row = table.getByRole('row').filter({ hasText: 'Late cancellation' });
    await expect(row).toContainText(/Paused until/);
    await accessible(staff);
    await staff.screenshot({ path: 'test-results/attendance-policy-staff.png', fullPage: true });
    await row.getByRole('button', { name: /^Forgive .+'s strike for / }).click();
    await expect(toastIn(staff).filter({ hasText: 'Strike forgiven.' })).toBeVisible();
    await expect(staff.getByText('No strikes are counting now.')).toBeVisible();

    // The member may book again.
    await page.reload();
    await expect(page.getByTestId('attendance-policy-note')).not.toContainText('paused');
    expect(await bookViaApi(page, later.id)).toBeGreaterThan(0);
  } finally {
    // Other journeys on this server must find no policy.
    const res = await staff.request.put('/api/staff/attendance-policy', { data: NONE, headers: { origin: originOf(staff) } });
    expect(res.status()).toBe(200);
  }
});

test('staff choose a fee; a late cancellation charges the saved card with a receipt; forgiving refunds it', async ({ page, browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  try {
    await staff.goto('/coach/manage/settings');
    const form = staff.getByRole('form', { name: 'No-show and late-cancel policy' });
    await form.getByRole('radio', { name: 'A fee for each one' }).check();
    await form.getByLabel('Fee (dollars)').fill('900');
    await form.getByRole('button', { name: 'Save policy' }).click();
    await expect(form.getByText('Enter a fee from 1.00 to 500.00.')).toBeVisible();
    await form.getByLabel('Fee (dollars)').fill('12.50');
    await form.getByRole('button', { name: 'Save policy' }).click();
    await expect(toastIn(staff).filter({ hasText: 'Attendance policy saved.' })).toBeVisible();
    await expect(staff.getByText('Now: each no-show or cancellation less than 24 hours ahead is charged a $12.50 fee.')).toBeVisible();

    const tag = crypto.randomBytes(3).toString('hex');
    const soon = await createSession(staff, 5, `Fee drill ${tag}`);

    // The member books, saves a card, and cancels late: the dialog names the fee.
    await signUp(page, 'ATHLETE');
    await bookViaApi(page, soon.id);
    const headers = { origin: originOf(page) };
    const setup = (await (await page.request.post('/api/create-setup-intent', { headers })).json()) as { clientSecret: string };
    const confirmed = await page.request.post('/api/test-provider/confirm', {
      data: { clientSecret: setup.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } },
      headers,
    });
    const { paymentMethodId } = (await confirmed.json()) as { paymentMethodId: string };
    expect((await page.request.post('/api/payment-methods', { data: { paymentMethodId, setAsDefault: true }, headers })).status()).toBe(201);
    await page.goto('/');
    await page.getByRole('button', { name: /^Cancel/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Cancelling now is a late cancellation: a $12.50 fee will be charged to your saved card.');
    await page.screenshot({ path: 'test-results/attendance-fee-cancel.png' });
    await dialog.getByRole('button', { name: 'Cancel Session' }).click();
    await expect(toastIn(page).filter({ hasText: 'Your training session has been cancelled successfully.' })).toBeVisible();

    // Billing history lists the fee with its receipt.
    await page.goto('/billing');
    await expect(page.getByText(/Late-cancellation fee: .*Fee drill/).first()).toBeVisible();

    // Staff see it charged, and forgive it: the fee is refunded.
    await staff.reload();
    const row = staff
      .getByRole('table', { name: 'Strikes counting now' })
      .getByRole('row')
      .filter({ hasText: 'Late cancellation' })
      .filter({ hasText: '$12.50' });
    await expect(row.getByTestId('strike-fee')).toContainText('$12.50 charged');
    await accessible(staff);
    await staff.screenshot({ path: 'test-results/attendance-fee-staff.png', fullPage: true });
    await row.getByRole('button', { name: /^Forgive / }).click();
    await expect(toastIn(staff).filter({ hasText: 'Strike forgiven. The fee is being refunded to the card it was charged to.' })).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Refund/).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/attendance-fee-billing.png', fullPage: true });
  } finally {
    const res = await staff.request.put('/api/staff/attendance-policy', { data: NONE, headers: { origin: originOf(staff) } });
    expect(res.status()).toBe(200);
  }
});
