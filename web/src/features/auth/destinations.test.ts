import { describe, expect, it } from 'vitest';
import { afterLogin, afterLoginTo, afterSignupTo, arrivedAt, setHeading, signedInRedirect } from './destinations';

const CHECKOUT = '/enhanced-checkout?programId=1&sessionId=14';
/** An athlete's or parent's pages, roughly: checkouts and plans, not coach tools. */
const member = (path: string) => !path.startsWith('/coach');
/** A coach's: no checkout, no plans. */
const coach = (path: string) => path.startsWith('/coach') || path.startsWith('/invite/');

describe('where signing in leads (issue 29)', () => {
  it("goes back to the guest's choice when the account has that page", () => {
    expect(afterLoginTo('ATHLETE', CHECKOUT, member)).toBe(CHECKOUT);
    expect(afterLoginTo('PARENT', '/subscription?plan=PLUS', member)).toBe('/subscription?plan=PLUS');
    expect(afterLoginTo('COACH', '/invite/abc', coach)).toBe('/invite/abc');
  });

  it('goes home without a next, and when the account has no such page (a coach sent to a checkout)', () => {
    expect(afterLoginTo('ATHLETE', null, member)).toBe('/home');
    expect(afterLoginTo('COACH', CHECKOUT, coach)).toBe('/coach');
  });
});

describe('where signing up leads (issue 29)', () => {
  it('takes a new athlete through the welcome, which carries the choice on', () => {
    expect(afterSignupTo('ATHLETE', CHECKOUT, member)).toBe(`/onboarding?next=${encodeURIComponent(CHECKOUT)}`);
  });

  it('takes a new parent straight to the checkout, where they pick the athlete', () => {
    expect(afterSignupTo('PARENT', CHECKOUT, member)).toBe(CHECKOUT);
  });

  it('leads where sign-up always does without a next, or when the account has no such page', () => {
    expect(afterSignupTo('ATHLETE', null, member)).toBe('/onboarding');
    expect(afterSignupTo('PARENT', null, member)).toBe('/dashboard');
    expect(afterSignupTo('COACH', CHECKOUT, coach)).toBe('/coach');
  });
});

describe('the redirect away from /login and /signup', () => {
  it('goes home when no sign-in is under way, or to the next a signed-in visitor may open', () => {
    expect(signedInRedirect()).toBe('/');
    expect(signedInRedirect(CHECKOUT)).toBe(CHECKOUT);
  });

  it('goes where the sign-in that just succeeded is heading, until it gets there', () => {
    setHeading(afterLogin('COACH'));
    arrivedAt('/login');
    expect(signedInRedirect()).toBe('/coach');
    arrivedAt('/coach');
    expect(signedInRedirect()).toBe('/');
  });

  it('matches a destination with a query string by its path', () => {
    setHeading('/invite/abc?from=mail');
    expect(signedInRedirect()).toBe('/invite/abc?from=mail');
    arrivedAt('/invite/abc');
    expect(signedInRedirect()).toBe('/');
  });
});
