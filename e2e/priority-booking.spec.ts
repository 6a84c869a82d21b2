import crypto from 'node:crypto';
import { format } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CARDS, fillCard, registerAthlete } from './booking-helpers';
import { signUp } from './helpers';
import { toastIn } from './member-helpers';
import { fillCardIn, planCard } from './open-play-helpers';
import { freshPage, staffPage } from './parent-helpers';

/* Priority booking and booking windows (issue 32, decision 056): staff give a program a 14-day
 * window with 3 priority days; a session 16 days ahead is open to Plus (priority opened yesterday)
 * and not to Free (opens in 2 days). The program is the journey's own and is archived at the end. */
// Two sign-ups, a plan upgrade and a payment: on a busy 2-core machine this has taken over two minutes.
test.describe.configure({ timeout: 180_000 });

const TZ = 'America/New_York';
/** The facility's calendar day `days` from today, YYYY-MM-DD. */
const facilityDay = (days: number) => {
  const d = new Date(`${formatInTimeZone(new Date(), TZ, 'yyyy-MM-dd')}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** "Monday, November 30", as the schedule words an opening day. */
const openingDay = (date: string) => format(new Date(`${date}T12:00:00`), 'EEEE, MMMM d');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/priority-booking-${name}.png`, fullPage: true });
const dialog = (page: Page) => page.getByRole('dialog');

test('a Plus member books inside the priority window; a Free member is told when it opens and cannot book', async ({ page, browser, baseURL }) => {
  // Staff create the program with its booking window in the programs form.
  const staff = await staffPage(browser, baseURL);
  const name = `Priority drills ${crypto.randomBytes(3).toString('hex')}`;
  await staff.goto('/coach/manage/programs');
  await staff.getByRole('button', { name: 'New program' }).click();
  await dialog(staff).getByLabel('Name', { exact: true }).fill(name);
  await dialog(staff).getByLabel('Description', { exact: true }).fill('Early-bird shooting drills.');
  await dialog(staff).getByLabel('Price (dollars)').fill('30');
  await dialog(staff).getByLabel('Length (minutes)').fill('60');
  await expect(dialog(staff).getByLabel('Priority booking (days earlier)')).toHaveValue('3');
  await dialog(staff).getByLabel('Booking opens (days before)').fill('-2');
  await dialog(staff).getByRole('button', { name: 'Create program' }).click();
  await expect(dialog(staff).getByText('Days must be a whole number from 0 to 365.')).toBeVisible();
  await dialog(staff).getByLabel('Booking opens (days before)').fill('14');
  await dialog(staff).getByRole('button', { name: 'Create program' }).click();
  await expect(toastIn(staff)).toContainText(`${name} was added to the catalogue.`);
  await expect(staff.getByTestId('staff-program').filter({ hasText: name })).toContainText('Booking opens 14 days ahead; priority plans 3 days earlier');
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as Array<{
    id: number;
    name: string;
    bookingOpensDays: number | null;
    priorityDays: number;
  }>;
  const program = programs.find((p) => p.name === name)!;
  expect(program).toMatchObject({ bookingOpensDays: 14, priorityDays: 3 });

  // A session 16 days ahead: open for everyone in 2 days, for priority plans since yesterday.
  const date = facilityDay(16);
  const title = `Early bird ${crypto.randomBytes(3).toString('hex')}`;
  const created = await staff.request.post('/api/staff/sessions', {
    data: { programId: program.id, date, time: '17:30', capacity: 6, location: 'Court 2', sessionTitle: title },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sessionId = ((await created.json()) as { id: number }).id;
  const schedule = `/schedule?from=${date}&program=${program.id}`;
  const row = (p: Page) => p.getByRole('main').getByRole('listitem').filter({ hasText: title });

  try {
    // A Free member: the day it opens for everyone, the plans that book earlier, no Book Now.
    await signUp(page, 'ATHLETE');
    await registerAthlete(page);
    await page.goto(schedule);
    await expect(row(page)).toContainText(`Opens for everyone on ${openingDay(facilityDay(2))}.`);
    await expect(row(page)).toContainText('Plus, Pro and Team members book earlier.');
    await expect(row(page).getByRole('link', { name: /^Book Now/ })).toHaveCount(0);
    await expect(row(page).getByRole('button', { name: /^Opens/ })).toBeDisabled();
    await expect(row(page).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    await shot(page, 'free');
    // Checkout from a link says so too, and the server refuses with the day.
    await page.goto(`/enhanced-checkout?programId=${program.id}&sessionId=${sessionId}`);
    await expect(page.getByText(/is not open for booking yet/)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    const refused = await page.request.post('/api/create-payment-intent', { data: { sessionId }, headers: { origin: baseURL! } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'booking_not_open',
      opensOn: facilityDay(2),
      message: `Booking for this session opens on ${format(new Date(`${facilityDay(2)}T12:00:00`), 'EEEE, MMMM d, yyyy')}.`,
    });
    // In Spanish.
    await page.goto(schedule);
    await page.getByRole('banner').getByLabel('Language').selectOption('es');
    await expect(row(page)).toContainText('Se abre para todos el');
    await expect(row(page)).toContainText('Los miembros de Plus, Pro y Equipo reservan antes.');
    await page.getByRole('banner').getByLabel('Idioma').selectOption('en');

    // A Plus member (upgraded with the card form): "Opens for you now", and books.
    const plus = await freshPage(browser, baseURL);
    await signUp(plus, 'ATHLETE');
    await plus.goto('/subscription');
    await planCard(plus, 'Plus').getByRole('button', { name: 'Upgrade to Plus' }).click();
    const upgrade = plus.getByRole('dialog', { name: 'Upgrade to Plus' });
    await fillCardIn(upgrade, CARDS.ok);
    await upgrade.getByRole('button', { name: 'Save & Pay' }).click();
    await expect(plus.getByTestId('current-plan')).toHaveText('Plus');
    await registerAthlete(plus);
    await plus.goto(schedule);
    await expect(row(plus)).toContainText('Opens for you now');
    await expect(row(plus)).toContainText(`Opens for everyone on ${openingDay(facilityDay(2))}.`);
    await shot(plus, 'plus');
    await row(plus)
      .getByRole('link', { name: /^Book Now/ })
      .click();
    await expect(plus.getByRole('heading', { name: 'Payment' })).toBeVisible();
    // The card saved with the upgrade is offered (or, were it not, the card form).
    const saved = plus.getByTestId('selected-card');
    await expect(saved.or(plus.getByLabel('Card number'))).toBeVisible();
    if (!(await saved.isVisible())) await fillCard(plus, CARDS.ok);
    await plus.getByRole('button', { name: /^(Save & Pay|Pay \$30\.00)/ }).click();
    await expect(plus.getByText('Payment Successful!')).toBeVisible();
    await expect(plus).toHaveURL(new RegExp(`/booking-confirmation\\?booking=\\d+&session=${sessionId}$`));
  } finally {
    // The demo catalogue as it was: the journey's program leaves it.
    const archived = await staff.request.patch(`/api/staff/programs/${program.id}`, { data: { archived: true }, headers: { origin: baseURL! } });
    expect(archived.status()).toBe(200);
  }
});
