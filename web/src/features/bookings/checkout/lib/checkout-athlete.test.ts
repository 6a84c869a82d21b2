import { describe, expect, it } from 'vitest';
import { athleteToBook, heldOffer } from './checkout-athlete';

describe('athleteToBook', () => {
  const two = [{ id: 7 }, { id: 8 }];

  it('takes the athlete chosen on the page first', () => {
    expect(athleteToBook(8, 7, two)).toBe(8);
  });

  it("else the one a held place's link names, when linked to the parent", () => {
    expect(athleteToBook(null, 7, two)).toBe(7);
    expect(athleteToBook(null, 99, two)).toBeNull();
  });

  it('else the only linked athlete, and nobody while there is a choice to make', () => {
    expect(athleteToBook(null, null, [{ id: 7 }])).toBe(7);
    expect(athleteToBook(null, undefined, two)).toBeNull();
    expect(athleteToBook(null, null, undefined)).toBeNull();
    expect(athleteToBook(null, null, [])).toBeNull();
  });
});

describe('heldOffer', () => {
  const entries = [
    { id: 1, status: 'WAITING', sessionId: 5, athlete: { id: 7 } },
    { id: 2, status: 'OFFERED', sessionId: 6, athlete: { id: 7 } },
    { id: 3, status: 'OFFERED', sessionId: 5, athlete: { id: 8 } },
  ];

  it("finds the session's offered place", () => {
    expect(heldOffer(entries, 5, false, undefined)?.id).toBe(3);
    expect(heldOffer(entries, 9, false, undefined)).toBeUndefined();
    expect(heldOffer(undefined, 5, false, undefined)).toBeUndefined();
  });

  it("for a parent, the chosen athlete's only, or any while none is chosen", () => {
    expect(heldOffer(entries, 5, true, 8)?.id).toBe(3);
    expect(heldOffer(entries, 5, true, 7)).toBeUndefined();
    expect(heldOffer(entries, 5, true, null)?.id).toBe(3);
  });
});
