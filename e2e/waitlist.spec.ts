import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { fillAthleteDetails, fillCard, myBookings } from './booking-helpers';
import { signUp } from './helpers';
import { bookViaApi } from './member-helpers';
import { freshPage, staffPage } from './parent-helpers';
import { oneSpotSession } from './waitlist-helpers';

test.describe.configure({ timeout: 120_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/waitlist-${name}.png`, fullPage: true });
const originOf = (page: Page) => new URL(page.url()).origin;

test('a member joins the waitlist of a full session, another cancels, the first gets the offer e-mail and books', async ({ page, browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  const session = await oneSpotSession(staff);

  // Another athlete takes the only place.
  const other = await freshPage(browser, baseURL);
  await signUp(other, 'ATHLETE');
  const theirBooking = await bookViaApi(other, session.id);

  // The member finds the session full on the schedule and joins its waitlist.
  const email = await signUp(page, 'ATHLETE');
  await page.goto(`/schedule?from=${session.date}`);
  const row = page.getByRole('listitem').filter({ hasText: session.title });
  // Until the member's line and bookings have loaded, the row shows its plain disabled Full button.
  await expect(row.getByRole('button', { name: /^Join waitlist/ })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Full', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Join waitlist/ }).click();
  await expect(row.getByText('Waitlist #1')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Leave waitlist/ })).toBeVisible();
  await shot(page, 'schedule-in-line');

  // The dashboard and My Training Sessions show the place in line.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Waitlist (1)' })).toBeVisible();
  await expect(page.getByText(/#1 in line/)).toBeVisible();
  await page.goto('/sessions');
  await expect(page.getByRole('region', { name: 'Waitlists (1)' })).toContainText(`#1 in line for ${session.program.name} ${session.title}`);

  // The other athlete cancels (more than 24 hours ahead: refunded); the place is offered to the member.
  const cancelled = await other.request.post(`/api/session-bookings/${theirBooking}/cancel`, { headers: { origin: originOf(other) } });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  // The offer e-mail, read in the outbox, links to checkout.
  await staff.goto('/dev/outbox');
  await staff.getByLabel('Filter by recipient').fill(email);
  const mail = staff
    .getByRole('article')
    .filter({ has: staff.getByRole('heading', { name: /^A place opened:/ }) })
    .first();
  await expect(mail).toContainText(`A place opened for Casey Morgan in ${session.program.name}`);
  await expect(mail).toContainText('It is held for you until');
  const href = await mail.getByRole('link', { name: /enhanced-checkout/ }).getAttribute('href');
  expect(href).toContain(`sessionId=${session.id}`);

  // The dashboard shows the offer too.
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'A place opened for you' });
  await expect(banner).toContainText('It is held for you until');
  await expect(banner.getByRole('link', { name: /^Book now/ })).toBeVisible();
  await shot(page, 'dashboard-offer');

  // The member follows the e-mail's link and pays; the held place becomes their booking.
  await page.goto(new URL(href!).pathname + new URL(href!).search);
  await expect(page.getByText(/This place is held for you from the waitlist until/)).toBeVisible();
  const payment = page.getByRole('heading', { name: 'Payment' });
  const details = page.getByRole('heading', { name: 'Athlete Registration' });
  await expect(payment.or(details)).toBeVisible();
  if (await details.isVisible()) await fillAthleteDetails(page);
  await expect(payment).toBeVisible();
  await shot(page, 'checkout-held');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^(Save & Pay|Pay \$)/ }).click();
  await expect(page.getByRole('heading', { name: 'SESSION CONFIRMED!' })).toBeVisible();
  expect((await myBookings(page)).filter((b) => b.session.id === session.id && b.status === 'CONFIRMED')).toHaveLength(1);

  // Nothing is left in line.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Upcoming Sessions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Waitlist/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'A place opened for you' })).toHaveCount(0);
});

test('staff see the line in the roster, move people and offer a place by hand', async ({ page, browser, baseURL }) => {
  const staff = await staffPage(browser, baseURL);
  const session = await oneSpotSession(staff);
  const other = await freshPage(browser, baseURL);
  await signUp(other, 'ATHLETE');
  await bookViaApi(other, session.id);
  // Two members wait in line.
  const members: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const m = i === 0 ? page : await freshPage(browser, baseURL);
    await signUp(m, 'ATHLETE');
    const joined = await m.request.post('/api/waitlist', { data: { sessionId: session.id }, headers: { origin: originOf(m) } });
    expect(joined.status(), await joined.text()).toBe(201);
    members.push(m);
  }
  await staff.goto('/coach/manage');
  const sessionRow = staff.getByTestId('staff-session').filter({ hasText: session.title });
  await expect(staff.getByRole('heading', { name: /^Week of/ })).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await expect(staff.getByText('Loading sessions...')).toHaveCount(0);
    if (await sessionRow.isVisible()) break;
    await staff.getByRole('button', { name: 'Next week', exact: true }).click();
  }
  await sessionRow.getByRole('button', { name: /^Roster/ }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Waitlist (2)' })).toBeVisible();
  const second = dialog.getByTestId('waitlist-entry').filter({ hasText: '#2 in line' });
  await second.getByRole('button', { name: /^Move up/ }).click();
  await expect(dialog.getByTestId('waitlist-entry').filter({ hasText: '#1 in line' })).toBeVisible();
  await shot(staff, 'roster-line');
  const first = dialog.getByTestId('waitlist-entry').filter({ hasText: '#1 in line' });
  await first.getByRole('button', { name: /^Offer a place/ }).click();
  await staff.getByRole('button', { name: /^Offer the place/ }).click();
  await expect(dialog.getByText(/Place offered, held until/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Waitlist (2)' })).toBeVisible();
});
