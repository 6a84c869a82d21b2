/** What a link into checkout carries (part 1, 2.8 and part 2's Book Now links). */
export interface CheckoutParams {
  programId: number | null;
  sessionId: number | null;
  /** A parent's link to a place held for one of their athletes (a waitlist offer) names the athlete. */
  athleteId: number | null;
  /** Shown until the server answers; the server's price is what is charged. */
  price: number;
  name: string;
}

export const DEFAULT_PRICE = 50;
export const DEFAULT_NAME = 'Training Session';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads both ?program=&session=&price=&name= and ?programId=&sessionId= (&athleteId= for a parent). */
export function parseCheckoutParams(search: string): CheckoutParams {
  const q = new URLSearchParams(search);
  const price = Number(q.get('price'));
  return {
    programId: positiveInt(q.get('programId') ?? q.get('program')),
    sessionId: positiveInt(q.get('sessionId') ?? q.get('session')),
    athleteId: positiveInt(q.get('athleteId')),
    price: q.get('price') && Number.isFinite(price) && price > 0 ? price : DEFAULT_PRICE,
    name: q.get('name')?.trim() || DEFAULT_NAME,
  };
}

/** Where the browser goes once the payment is through. */
export function afterPaymentPath(bookingId: number | null, sessionId: number | null): string {
  return bookingId !== null && sessionId !== null ? `/booking-confirmation?booking=${bookingId}&session=${sessionId}` : '/schedule?payment=success';
}

/**
 * The time left on a spot hold: "9:41" under an hour (whole seconds left), as people say it from an
 * hour up ("1 h 59 min", the same in Spanish, not "119:48": a waitlist offer is held up to 2 hours,
 * issue 34); "0:00" once it has run out.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  if (total >= 3600) return `${Math.floor(total / 3600)} h ${Math.floor((total % 3600) / 60)} min`;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
