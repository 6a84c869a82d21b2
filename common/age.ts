/**
 * Age from a date of birth (issue 29): whole years completed on `today`, both YYYY-MM-DD (the
 * facility's calendar day). A birthday on 29 February counts on 1 March in common years, as
 * most registration rules do.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Today's calendar date, YYYY-MM-DD, in a time zone (the facility's on the server). */
export function dayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
