import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { expect, test } from './fixtures';
import { signUp } from './helpers';
import { REGISTRATION, signWaiverViaApi } from './booking-helpers';
import { bookViaApi } from './member-helpers';
import { freshPage, staffPage } from './parent-helpers';

/*
 * Issue 32 (decision 048): a session reminder e-mail with one-tap answers. The session starts in
 * 36 hours, inside the default 48-hour offset, so the sweep (every 15 s on the journeys' servers, e2e/server.ts) sends its reminders as
 * soon as the members have booked (the server's real timer: no test trigger).
 */
test.describe.configure({ timeout: 240_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/reminders-${name}.png`, fullPage: true });
const originOf = (page: Page) => new URL(page.url()).origin;
type Mail = { to: string; subject: string; text: string };

/** No serious or critical WCAG 2.1 AA violation on the page as it is. */
async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The newest mail to `to` whose subject starts with `subject`, waited for (the sweep runs every 15 s here). */
async function mailTo(staff: Page, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await staff.request.get('/api/dev/outbox')).json()) as Mail[];
        found = mails.find((m) => m.to === to && m.subject.startsWith(subject));
        return Boolean(found);
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}
const linkIn = (mail: Mail, label: string) =>
  new URL(new RegExp(`${label}: (\\S+)`).exec(mail.text)![1]!).pathname + new URL(new RegExp(`${label}: (\\S+)`).exec(mail.text)![1]!).search;

test("a member confirms from the reminder e-mail; another can't make it, sees the refund, cancels, and the waitlist is offered the place", async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffPage(browser, baseURL);
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as Array<{ id: number; name: string; archived: boolean }>;
  const program = programs.find((p) => !p.archived)!;
  const starts = new Date(Date.now() + 36 * 3600_000);
  const title = `Reminder drill ${crypto.randomBytes(3).toString('hex')}`;
  const created = await staff.request.post('/api/staff/sessions', {
    data: {
      programId: program.id,
      date: formatInTimeZone(starts, 'America/New_York', 'yyyy-MM-dd'),
      time: formatInTimeZone(starts, 'America/New_York', 'HH:mm'),
      capacity: 2,
      location: 'Court 3',
      sessionTitle: title,
    },
    headers: { origin: originOf(staff) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: sessionId } = (await created.json()) as { id: number };

  // The first member turns quiet hours off on the account page (the default 21:00-08:00 would hold the reminder at night), then books.
  const first = await signUp(page, 'ATHLETE');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Session reminders' });
  await expect(card.getByRole('switch', { name: 'Reminder e-mails' })).toBeChecked();
  const quiet = card.getByRole('switch', { name: 'Quiet hours' });
  await expect(quiet).toBeChecked();
  await expect(card.getByLabel('From')).toHaveValue('21:00');
  await expect(card.getByLabel('Until')).toHaveValue('08:00');
  await quiet.click();
  await card.getByRole('button', { name: 'Save reminder choices' }).click();
  await expect(page.getByText('Your reminder choices are saved.', { exact: true })).toBeVisible();
  await shot(page, 'account');
  await accessible(page);
  await bookViaApi(page, sessionId);

  // The second member reads Spanish (quiet hours off through the same API) and books the other place; a third joins the waitlist.
  const second = await freshPage(browser, baseURL);
  const secondEmail = await signUp(second, 'ATHLETE');
  const off = await second.request.put('/api/account/reminders', { data: { emailEnabled: true, quietHours: null }, headers: { origin: originOf(second) } });
  expect(off.ok(), await off.text()).toBe(true);
  const spanish = await second.request.put('/api/account/language', { data: { language: 'es' }, headers: { origin: originOf(second) } });
  expect(spanish.ok(), await spanish.text()).toBe(true);
  await bookViaApi(second, sessionId);
  const third = await freshPage(browser, baseURL);
  const thirdEmail = await signUp(third, 'ATHLETE');
  const joined = await third.request.post('/api/waitlist', { data: { sessionId }, headers: { origin: originOf(third) } });
  expect(joined.status(), await joined.text()).toBe(201);

  // "I'll be there" from the first member's reminder: one tap, no sign-in (a fresh browser).
  const firstMail = await mailTo(staff, first, 'Reminder:');
  expect(firstMail.text).toContain(`you are booked for ${program.name} (${title})`);
  const outside = await freshPage(browser, baseURL);
  await outside.goto(linkIn(firstMail, "I'll be there"));
  await expect(outside.getByRole('heading', { name: 'Thank you, see you there!' })).toBeVisible();
  await expect(outside.getByText('We have noted that Casey Morgan will be there.')).toBeVisible();
  await shot(outside, 'confirmed');
  await accessible(outside);
  // The link works once.
  await outside.reload();
  await expect(outside.getByRole('heading', { name: 'You already answered' })).toBeVisible();

  // "Can't make it" (in Spanish, the recipient's language, in a browser that is not signed in): what
  // cancelling refunds, before anything is cancelled.
  const secondMail = await mailTo(staff, secondEmail, 'Recordatorio:');
  expect(secondMail.text).toContain('Te recordamos que tienes plaza reservada en');
  const phone = await freshPage(browser, baseURL);
  await phone.goto(linkIn(secondMail, 'No puedo ir'));
  await expect(phone.getByRole('heading', { name: '¿Cancelar esta reserva?' })).toBeVisible();
  const preview = phone.getByTestId('refund-preview');
  await expect(preview).toHaveText(/^Si cancelas ahora te devolvemos \S+ a tu tarjeta: cancelas con 24 horas o más de antelación\.$/);
  const amount = /devolvemos (\S+) a tu tarjeta/.exec((await preview.textContent())!)![1]!;
  expect(amount).toMatch(/\d+[.,]\d{2}/);
  await shot(phone, 'cant-make-it');
  await accessible(phone);
  await phone.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
  await expect(phone.getByRole('heading', { name: 'Reserva cancelada' })).toBeVisible();
  await expect(phone.getByText(`Te devolvemos ${amount} a tu tarjeta`)).toBeVisible();
  await shot(phone, 'cancelled');
  const cancelled = (await (await second.request.get('/api/my-bookings')).json()) as Array<{ status: string; session: { id: number } }>;
  expect(cancelled.find((b) => b.session.id === sessionId)?.status).toBe('CANCELLED');

  // The place goes to the waitlist: the third member is offered it.
  const offer = await mailTo(staff, thirdEmail, 'A place opened:');
  expect(offer.text).toContain(program.name);

  // A tampered link gets a clear page.
  await outside.goto(`/reminder/${'A'.repeat(43)}?answer=yes`);
  await expect(outside.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

  // Staff read the month's figures.
  await staff.goto('/coach/manage/reminders');
  await expect(staff.getByRole('heading', { name: 'Reminders', level: 2 })).toBeVisible();
  await expect(staff.getByText('Now: 48 hours before.')).toBeVisible();
  const table = staff.getByRole('table', { name: /^Reminders sent, confirmed/ });
  await expect(table).toBeVisible();
  for (const column of ['Session reminders', 'By e-mail', 'By push', 'By text'])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await shot(staff, 'staff');
  await accessible(staff);
});

test('a pickup game\'s reminder: "Can\'t make it" says what leaving refunds, leaves the game and refunds the place, with no sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffPage(browser, baseURL);
  const starts = new Date(Date.now() + 36 * 3600_000);
  const title = `Reminder run ${crypto.randomBytes(3).toString('hex')}`;
  const created = await staff.request.post('/api/staff/games', {
    data: {
      title,
      sport: 'basketball',
      date: formatInTimeZone(starts, 'America/New_York', 'yyyy-MM-dd'),
      startTime: formatInTimeZone(starts, 'America/New_York', 'HH:mm'),
      endTime: '23:59',
      location: 'Court 4',
      maxPlayers: 10,
      cost: 1200,
      skillLevel: 'All levels',
    },
    headers: { origin: originOf(staff) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: gameId } = (await created.json()) as { id: number };

  // A member on Plus (pickup games included), with quiet hours off, pays for a place.
  const email = await signUp(page, 'ATHLETE');
  const headers = { origin: originOf(page) };
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
  const off = await page.request.put('/api/account/reminders', { data: { emailEnabled: true, quietHours: null }, headers });
  expect(off.ok(), await off.text()).toBe(true);
  const upgrade = (await (await page.request.post('/api/subscription/upgrade', { data: { planName: 'PLUS' }, headers })).json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  expect((await page.request.post('/api/test-provider/confirm', { data: { clientSecret: upgrade.clientSecret, card }, headers })).ok()).toBe(true);
  const upgraded = await page.request.post('/api/subscription/upgrade', { data: { planName: 'PLUS', paymentIntentId: upgrade.paymentIntentId }, headers });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  // The athlete's details and the waiver first, as checkout asks (e2e/member-helpers.ts does the same for sessions).
  const details = await page.request.post('/api/athlete-registration', { data: { athleteName: 'Casey Morgan', ...REGISTRATION }, headers });
  expect(details.status(), await details.text()).toBe(201);
  await signWaiverViaApi(page);
  const intent = await page.request.post('/api/pickup-games/create-payment-intent', { data: { gameId }, headers });
  expect(intent.ok(), await intent.text()).toBe(true);
  const paid = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  expect((await page.request.post('/api/test-provider/confirm', { data: { clientSecret: paid.clientSecret, card }, headers })).ok()).toBe(true);
  const joined = await page.request.post(`/api/pickup-games/${gameId}/join`, { data: { paymentIntentId: paid.paymentIntentId }, headers });
  expect(joined.ok(), await joined.text()).toBe(true);

  // The sweep sends the reminder (the game is 36 hours away, inside the 48-hour offset) with both links.
  const mail = await mailTo(staff, email, 'Reminder:');
  expect(mail.text).toContain(`you are playing in ${title}`);
  const phone = await freshPage(browser, baseURL);
  await phone.goto(linkIn(mail, "Can't make it \\(shows what leaving refunds before you leave\\)"));
  await expect(phone.getByRole('heading', { name: 'Leave this game?' })).toBeVisible();
  await expect(phone.getByTestId('refund-preview')).toHaveText('Leaving now refunds $12.00 to your card: you are leaving 24 hours or more before the start.');
  await expect(phone.getByText('Player:')).toBeVisible();
  await shot(phone, 'game-cant-make-it');
  await accessible(phone);
  await phone.getByRole('button', { name: 'Yes, leave the game' }).click();
  await expect(phone.getByRole('heading', { name: 'You left the game' })).toBeVisible();
  await expect(phone.getByText('$12.00 is refunded to your card (allow 5-10 days).')).toBeVisible();
  const games = (await (await page.request.get('/api/pickup-games')).json()) as Array<{ id: number; joined: boolean }>;
  expect(games.find((g) => g.id === gameId)?.joined).toBe(false);
  // The link works once; the game is then cleaned away.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'You already answered' })).toBeVisible();
  await expect((await staff.request.delete(`/api/staff/games/${gameId}`, { headers: { origin: originOf(staff) } })).ok()).toBe(true);
});

test('a member turns on text reminders with their mobile number; a number without its country code is refused', async ({ page }) => {
  await signUp(page, 'ATHLETE');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Session reminders' });
  await card.getByRole('switch', { name: 'Text message reminders' }).click();
  const phone = card.getByLabel('Mobile number');
  await phone.fill('555 0123');
  await card.getByRole('button', { name: 'Save reminder choices' }).click();
  await expect(card.getByText('Enter a mobile number with its country code, like +1 555 555 0123.')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('+1 (555) 555-0177');
  await card.getByRole('button', { name: 'Save reminder choices' }).click();
  await expect(page.getByText('Your reminder choices are saved.', { exact: true })).toBeVisible();
  await expect(phone).toHaveValue('+15555550177');
  await shot(page, 'sms-choice');
  await accessible(page);
  const saved = (await (await page.request.get('/api/account/reminders')).json()) as { smsEnabled: boolean; smsPhone: string };
  expect(saved).toMatchObject({ smsEnabled: true, smsPhone: '+15555550177' });
});
