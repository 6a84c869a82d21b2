/**
 * Where each history entry was scrolled to. A new page opens at the top; going back or forward
 * returns to where the person was on that entry. wouter (like the History API) keeps no scroll
 * position of its own once `history.scrollRestoration` is manual, so each entry gets a key in its
 * state and the position is remembered under it.
 */
export interface ScrollHistory {
  state: unknown;
  replaceState: (data: unknown, unused: string) => void;
}

const KEY = '__scrollKey';

export const entryKey = (h: ScrollHistory): string | undefined => {
  const s = h.state as Record<string, unknown> | null;
  return s && typeof s[KEY] === 'string' ? s[KEY] : undefined;
};

/** Gives the current entry a key (keeping its other state) and answers it. */
export function ensureEntryKey(h: ScrollHistory, make: () => string): string {
  const existing = entryKey(h);
  if (existing) return existing;
  const key = make();
  const base = h.state && typeof h.state === 'object' ? (h.state as Record<string, unknown>) : {};
  h.replaceState({ ...base, [KEY]: key }, '');
  return key;
}

/** After a location change: the y to scroll to (0 for a new entry, the remembered y after back/forward). */
export function targetScroll(popped: boolean, remembered: number | undefined): number {
  return popped ? (remembered ?? 0) : 0;
}
