import { describe, expect, it } from 'vitest';
import { afterPaymentPath, formatCountdown, parseCheckoutParams } from './checkout-params';

describe('parseCheckoutParams', () => {
  it('reads the programs page form', () => {
    expect(parseCheckoutParams('?program=3&session=12&price=80&name=Soccer%20Elite')).toEqual({
      programId: 3,
      sessionId: 12,
      athleteId: null,
      price: 80,
      name: 'Soccer Elite',
    });
  });

  it('reads the schedule form, with price 50 and name Training Session by default', () => {
    expect(parseCheckoutParams('?programId=2&sessionId=7')).toEqual({ programId: 2, sessionId: 7, athleteId: null, price: 50, name: 'Training Session' });
  });

  it("reads the athlete of a parent's link to a held place", () => {
    expect(parseCheckoutParams('?programId=2&sessionId=7&athleteId=31').athleteId).toBe(31);
    expect(parseCheckoutParams('?programId=2&sessionId=7&athleteId=x').athleteId).toBeNull();
  });

  it('ignores ids and prices that are not positive numbers', () => {
    expect(parseCheckoutParams('?program=abc&session=-1&price=free&name=%20')).toEqual({
      programId: null,
      sessionId: null,
      athleteId: null,
      price: 50,
      name: 'Training Session',
    });
  });
});

describe('afterPaymentPath', () => {
  it('goes to the booking confirmation when there is a booking', () => {
    expect(afterPaymentPath(41, 7)).toBe('/booking-confirmation?booking=41&session=7');
  });

  it('goes to the schedule otherwise', () => {
    expect(afterPaymentPath(null, 7)).toBe('/schedule?payment=success');
    expect(afterPaymentPath(null, null)).toBe('/schedule?payment=success');
  });
});

describe('formatCountdown', () => {
  it('shows the whole minutes and seconds left', () => {
    expect(formatCountdown(10 * 60 * 1000)).toBe('10:00');
    expect(formatCountdown(599_900)).toBe('9:59');
    expect(formatCountdown(581_200)).toBe('9:41');
    expect(formatCountdown(5_000)).toBe('0:05');
  });

  it('reads an hour or more as people say it', () => {
    expect(formatCountdown(7_188_000)).toBe('1 h 59 min');
    expect(formatCountdown(3_600_000)).toBe('1 h 0 min');
    expect(formatCountdown(3_599_000)).toBe('59:59');
  });

  it('stops at 0:00', () => {
    expect(formatCountdown(-3000)).toBe('0:00');
  });
});
