import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Booking, PaymentMethod } from '../common/booking';
import type { TrainingSession } from '../common/programs';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
} as const;

/** Upcoming sessions with room, from the public API; `skip` steps past ones used by earlier tests. */
export async function pickSession(page: Page, skip = 0): Promise<TrainingSession> {
  const res = await page.request.get('/api/training-sessions');
  expect(res.ok()).toBe(true);
  const open = ((await res.json()) as TrainingSession[]).filter((s) => s.availableSpots > 2);
  const session = open[skip];
  if (!session) throw new Error('No open session to book');
  return session;
}

export const checkoutUrl = (s: TrainingSession) => `/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}`;

/** Saves the athlete registration through the API, for tests that are not about the form. */
export async function registerAthlete(page: Page, name = 'Casey Morgan') {
  const res = await page.request.post('/api/athlete-registration', {
    data: {
      athleteName: name,
      athleteAge: 14,
      address: '1200 Champions Way',
      city: 'Charlotte',
      state: 'NC',
      zipCode: '28202',
      emergencyContactName: 'Robin Morgan',
      emergencyContactPhone: '7045550123',
      emergencyContactRelation: 'Mother',
      liabilityAgreement: true,
    },
  });
  expect(res.status()).toBe(201);
}

/** Fills the offline test provider's card form. */
export async function fillCard(page: Page, number: string, expiry = '12/30', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

/** Waits for the confirmation screen after a payment and returns the booking id. */
export async function expectConfirmation(page: Page, session: TrainingSession): Promise<number> {
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?booking=\\d+&session=${session.id}$`));
  await expect(page.getByRole('heading', { name: 'SESSION CONFIRMED!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: session.program.name })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('booking'));
}

/** Opens checkout for a session and pays with a new card (the account is registered already). */
export async function bookSession(page: Page, session: TrainingSession, card: string = CARDS.ok, { save = true } = {}) {
  await page.goto(checkoutUrl(session));
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillCard(page, card);
  const box = page.getByRole('checkbox', { name: /Save this card/ });
  if ((await box.isChecked()) !== save) await box.click();
  await page.getByRole('button', { name: save ? 'Save & Pay' : /^Pay \$/ }).click();
}

/** The toast on screen (Radix puts it in the 'Notifications' region). */
export const toastOn = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

export async function myBookings(page: Page): Promise<Booking[]> {
  const res = await page.request.get('/api/my-bookings');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Booking[];
}

export async function savedCards(page: Page): Promise<PaymentMethod[]> {
  return (await (await page.request.get('/api/payment-methods')).json()) as PaymentMethod[];
}

/** WCAG 2.1 AA (axe) on the page's main content: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
