import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { handleSignedOut, recentlySignedOut, USER_KEY } from './signed-out';

/** An error as a failed call raises it, from its "status: body" text (anything else: a plain Error). */
function apiError(text: string): Error {
  const m = /^(\d{3}): ([\s\S]*)$/.exec(text);
  return m ? new ApiError(Number(m[1]), m[2]!) : new Error(text);
}

const user = { id: 1, firstName: 'Jordan' };
const unauthorized = apiError('401: {"message":"Unauthorized"}');

function setup(signedIn = true) {
  const client = new QueryClient();
  if (signedIn) client.setQueryData(USER_KEY, user);
  client.setQueryData(['/api/my-bookings'], [{ id: 7 }]);
  const fx = { toast: vi.fn(), words: () => ({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }), navigate: vi.fn() };
  return { client, fx };
}

describe('one 401 handler for the whole app', () => {
  it("drops the signed-in user's cached data, says so and opens the login page", () => {
    const { client, fx } = setup();
    expect(handleSignedOut(client, unauthorized, fx)).toBe(true);
    expect(client.getQueryData(['/api/my-bookings'])).toBeUndefined();
    expect(client.getQueryData(USER_KEY)).toBeNull();
    expect(fx.toast).toHaveBeenCalledOnce();
    expect(fx.navigate).toHaveBeenCalledWith('/login');
    expect(recentlySignedOut()).toBe(true);
  });

  it('acts once: a second 401 from another call finds no user and does nothing', () => {
    const { client, fx } = setup();
    handleSignedOut(client, unauthorized, fx);
    expect(handleSignedOut(client, unauthorized, fx)).toBe(false);
    expect(fx.toast).toHaveBeenCalledOnce();
  });

  it('leaves other errors, and visitors who were never signed in, alone', () => {
    const { client, fx } = setup();
    expect(handleSignedOut(client, apiError('403: {"message":"Forbidden"}'), fx)).toBe(false);
    expect(client.getQueryData(['/api/my-bookings'])).toEqual([{ id: 7 }]);
    const guest = setup(false);
    expect(handleSignedOut(guest.client, unauthorized, guest.fx)).toBe(false);
    expect(guest.fx.navigate).not.toHaveBeenCalled();
  });
});
