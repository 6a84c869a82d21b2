/**
 * The athlete a parent books for: the one chosen on the page, else the one a link to a held place
 * names (when linked to them), else the only linked athlete; null while there is a choice to make.
 */
export function athleteToBook(chosen: number | null, fromLink: number | null | undefined, athletes: readonly { id: number }[] | undefined): number | null {
  const linked = athletes?.some((a) => a.id === fromLink) ? (fromLink ?? null) : null;
  return chosen ?? linked ?? (athletes?.length === 1 ? athletes[0]!.id : null);
}

/**
 * A place held for this member (or the chosen athlete; any of a parent's while none is chosen) in the
 * session from the waitlist: it is theirs until the offer ends.
 */
export function heldOffer<E extends { status: string; sessionId: number; athlete: { id: number } }>(
  entries: readonly E[] | undefined,
  sessionId: number,
  isParent: boolean,
  athleteId: number | null | undefined,
): E | undefined {
  return entries?.find((e) => e.status === 'OFFERED' && e.sessionId === sessionId && (!isParent || athleteId == null || e.athlete.id === athleteId));
}
