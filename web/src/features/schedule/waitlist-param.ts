/**
 * The schedule's `waitlist` parameter (issue 29): the full session a guest pressed "Log in to join
 * the waitlist" on. Back from signing in, the schedule opens that session's day with its Join
 * waitlist button focused.
 */
export function waitlistFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('waitlist') ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** This schedule page (its week and filters kept) with the session to wait for. */
export function waitForPath(path: string, search: string, sessionId: number): string {
  const params = new URLSearchParams(search);
  params.set('waitlist', String(sessionId));
  return `${path}?${params}`;
}
