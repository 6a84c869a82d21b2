/** The first and last words of a display name, for the avatar's initials ("Jordan Rivera" -> JR). */
export function nameParts(displayName: string): { firstName: string; lastName: string } {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? words[words.length - 1]! : '' };
}

/** "Basketball · Point Guard", or whichever of the two is set. */
export const sportLine = (sport: string | null, position: string | null) => [sport, position].filter(Boolean).join(' · ');
