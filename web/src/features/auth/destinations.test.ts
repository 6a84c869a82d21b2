import { describe, expect, it } from 'vitest';
import { afterLogin, arrivedAt, setHeading, signedInRedirect } from './destinations';

describe('the redirect away from /login and /signup', () => {
  it('goes home when no sign-in is under way', () => {
    expect(signedInRedirect()).toBe('/');
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
