/** Part 1, section 9: the news carousel advances every 10 s and pauses 3 s after a manual move. */
export const AUTO_ADVANCE_MS = 10_000;
export const MANUAL_PAUSE_MS = 3_000;

/** The slide index that `index` lands on when moving past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
