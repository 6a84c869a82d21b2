import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Booking } from '../common/bookings';
import type { PaymentMethod } from '../common/payments';
import type { TrainingSession } from '../common/programs';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
} as const;

/** A session any athlete may book: the demo's Speed & Agility groups are for some ages only (issue 29). */
const forEveryAge = (s: TrainingSession) => s.ageGroup === null;

/** Upcoming sessions with room and no age group, from the public API; `skip` steps past ones used by earlier tests. */
export async function pickSession(page: Page, skip = 0, { unbooked = false } = {}): Promise<TrainingSession> {
  const res = await page.request.get('/api/training-sessions');
  expect(res.ok()).toBe(true);
  // With `unbooked`, leaves out what the signed-in account (or its children) booked already: a demo
  // account's journeys share a server, in an order that depends on how the files fall on the workers.
  const booked = unbooked ? new Set((await myBookings(page)).map((b) => b.session.id)) : new Set<number>();
  const open = ((await res.json()) as TrainingSession[]).filter((s) => s.availableSpots > 2 && forEveryAge(s) && !booked.has(s.id));
  const session = open[skip];
  if (!session) throw new Error('No open session to book');
  return session;
}

export const checkoutUrl = (s: TrainingSession) => `/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}`;

export const REGISTRATION = {
  // An adult signs the waiver for themselves (decision 043): journeys' own athletes are 18.
  athleteAge: 18,
  address: '1200 Champions Way',
  city: 'Charlotte',
  state: 'NC',
  zipCode: '28202',
  emergencyContactName: 'Robin Morgan',
  emergencyContactPhone: '7045550123',
  emergencyContactRelation: 'Mother',
  liabilityAgreement: true,
} as const;

/** Signs the current waiver through the API (an adult for themselves, or a parent for a linked athlete), as checkout's step does. */
export async function signWaiverViaApi(page: Page, signerName = 'Casey Morgan', athleteId?: number) {
  const query = athleteId === undefined ? '' : `?athleteId=${athleteId}`;
  const current = (await (await page.request.get(`/api/waiver${query}`)).json()) as { version: { version: number } };
  const res = await page.request.post(`/api/waiver/sign${query}`, { data: { version: current.version.version, signerName, agree: true } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs the waiver in checkout's athlete-details step (open already), as the athlete or a parent. */
export async function signWaiverInCheckout(page: Page, signerName = 'Casey Morgan') {
  const label = page.getByLabel(/Type your full name/);
  await label.fill(signerName);
  await page.getByRole('checkbox', { name: /I have read this waiver/ }).check();
  await page.getByRole('button', { name: 'Sign waiver' }).click();
}

/** Saves the athlete registration through the API, for tests that are not about the form. */
export async function registerAthlete(page: Page, name = 'Casey Morgan') {
  const res = await page.request.post('/api/athlete-registration', { data: { athleteName: name, ...REGISTRATION } });
  expect(res.status()).toBe(201);
  await signWaiverViaApi(page, name);
}

/**
 * Fills checkout's athlete-details step (open already) with valid details, signs the waiver (an
 * adult athlete for themselves, a parent as guardian) and continues to payment. A parent also gives
 * a phone number (their name and e-mail are filled in for them).
 */
export async function fillAthleteDetails(page: Page, { parent = false } = {}) {
  await page.getByLabel('Street address').fill(REGISTRATION.address);
  await page.getByLabel('City').fill(REGISTRATION.city);
  await page.getByLabel('State').fill(REGISTRATION.state);
  await page.getByLabel('ZIP code').fill(REGISTRATION.zipCode);
  await page.getByLabel('Contact name').fill(REGISTRATION.emergencyContactName);
  await page.getByLabel('Contact phone').fill(REGISTRATION.emergencyContactPhone);
  await page.getByLabel('Relationship to athlete').fill(REGISTRATION.emergencyContactRelation);
  if (parent) await page.getByLabel('Phone', { exact: true }).fill('7045550188');
  else await page.getByLabel('Age', { exact: true }).fill(String(REGISTRATION.athleteAge));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await signWaiverInCheckout(page);
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

/**
 * Opens checkout for a session and pays with a new card; the athlete-details step, when checkout
 * asks for it (an account not registered yet), is filled in first.
 */
export async function bookSession(page: Page, session: TrainingSession, card: string = CARDS.ok, { save = true } = {}) {
  await page.goto(checkoutUrl(session));
  const payment = page.getByRole('heading', { name: 'Payment' });
  const details = page.getByRole('heading', { name: 'Athlete Registration' });
  await expect(payment.or(details)).toBeVisible();
  if (await details.isVisible()) await fillAthleteDetails(page);
  await expect(payment).toBeVisible();
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
