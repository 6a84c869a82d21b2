/** Part 1, section 9: the athletes counter runs from 8000 to 8888 over 3000 ms. */
export const ATHLETES_COUNTER = { from: 8000, to: 8888, duration: 3000 } as const;

export interface CountUp {
  from: number;
  to: number;
  duration: number;
}

/** The counter's value `elapsed` ms after it started: eases out, ends exactly on `to`. */
export function countAt(elapsed: number, { from, to, duration }: CountUp): number {
  const t = duration <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / duration));
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}

/**
 * Thousands separators as en-US writes them (8,888), by hand: the first toLocaleString call sets up
 * the browser's number formatting, which cost about 25 ms of main thread on the home page.
 */
export const formatCount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
