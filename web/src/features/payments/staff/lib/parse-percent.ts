import { SIBLING_DISCOUNT_MAX } from '@common/sibling-discount';

/** What staff typed as the sibling discount: a whole number 0-90, or null for anything else ("", "12.5", "91", "-1"). */
export function parsePercent(typed: string): number | null {
  const s = typed.trim();
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n <= SIBLING_DISCOUNT_MAX ? n : null;
}
