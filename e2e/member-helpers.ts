import { expect, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { DETAILS_REQUIRED_CODE } from '../common/bookings';
import type { TrainingSession } from '../common/programs';
import { REGISTRATION, signWaiverViaApi } from './booking-helpers';

const HOUR = 3_600_000;

/** The app's origin, sent as the Origin header the API's CSRF check asks for. */
const originOf = (page: Page) => new URL(page.url()).origin;

/**
 * Books a session for the signed-in member through the API, as checkout does: a payment intent,
 * the offline test provider's card confirmation, then the booking. Returns the booking id.
 */
export async function bookViaApi(page: Page, sessionId: number): Promise<number> {
  const headers = { origin: originOf(page) };
  let intent = await page.request.post('/api/create-payment-intent', { data: { sessionId }, headers });
  // A new athlete gives their details (emergency contact, waiver) first, as checkout asks them to.
  if (intent.status() === 409 && ((await intent.json()) as { code?: string }).code === DETAILS_REQUIRED_CODE) {
    const saved = await page.request.post('/api/athlete-registration', { data: { athleteName: 'Casey Morgan', ...REGISTRATION }, headers });
    expect(saved.status(), await saved.text()).toBe(201);
    intent = await page.request.post('/api/create-payment-intent', { data: { sessionId }, headers });
  }
  // Then the current waiver, signed by the (adult) athlete (decision 043).
  if (intent.status() === 409 && ((await intent.json()) as { code?: string }).code === 'waiver_required') {
    await signWaiverViaApi(page);
    intent = await page.request.post('/api/create-payment-intent', { data: { sessionId }, headers });
  }
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await page.request.post('/api/test-provider/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } },
    headers,
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  const { paymentIntentId } = (await confirm.json()) as { paymentIntentId: string };
  const booking = await page.request.post('/api/session-bookings', { data: { sessionId, status: 'CONFIRMED', paymentIntentId }, headers });
  expect(booking.ok(), await booking.text()).toBe(true);
  return ((await booking.json()) as { id: number }).id;
}

/** Open sessions for every age more than `hours` ahead (so they can still be cancelled with a refund and rescheduled), soonest first. */
export async function sessionsAhead(page: Page, hours = 26): Promise<TrainingSession[]> {
  const res = await page.request.get('/api/training-sessions');
  expect(res.ok()).toBe(true);
  const all = (await res.json()) as TrainingSession[];
  return all.filter((s) => new Date(s.startsAt).getTime() - Date.now() > hours * HOUR && s.availableSpots > 1 && s.ageGroup === null);
}

/** Two sessions of one program on different days: one to book, one to move to. */
export async function sessionPairOfOneProgram(page: Page, type: TrainingSession['program']['type'] = 'BASKETBALL') {
  const list = (await sessionsAhead(page)).filter((s) => s.program.type === type);
  const first = list[0];
  const other = list.find((s) => s.programId === first?.programId && s.date !== first.date);
  if (!first || !other) throw new Error(`No two ${type} sessions of one program to reschedule between`);
  return { first, other };
}

/** "Monday, March 2, 2026", as the screens show a facility date. */
export const longDate = (date: string) => format(new Date(`${date}T12:00:00`), 'EEEE, MMMM d, yyyy');

/** The toast on screen (Radix puts it in the 'Notifications' region). */
export const toastIn = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** "Mon, Mar 2", as the reschedule choices show a date. */
export const shortDate = (date: string) => format(new Date(`${date}T12:00:00`), 'EEE, MMM d');
