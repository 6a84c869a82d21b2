import { describe, expect, it } from 'vitest';
import { refundDueOnCancel } from './refund-policy.ts';

describe('what a cancellation gives back', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3600_000);
  const booking = { amountCents: 8000, refundedCents: 0 };

  it('refunds everything not yet refunded 24 hours or more ahead', () => {
    expect(refundDueOnCancel(booking, at(24), now)).toBe(8000);
    expect(refundDueOnCancel({ amountCents: 8000, refundedCents: 3000 }, at(72), now)).toBe(5000);
  });

  it('refunds nothing later than that', () => {
    expect(refundDueOnCancel(booking, new Date(at(24).getTime() - 1), now)).toBe(0);
    expect(refundDueOnCancel(booking, at(1), now)).toBe(0);
  });
});
