/** The two clips of /compare?a=ID&b=ID (0 when missing or not a number) and what the page shows for them. */
export interface ComparePair {
  a: number;
  b: number;
  /** none: no clip chosen; pick: one clip (from the player) or the same clip twice, so choose the other; both: side by side. */
  view: 'none' | 'pick' | 'both';
  /** The same clip was asked for twice. */
  same: boolean;
}

export function comparePair(search: string): ComparePair {
  const params = new URLSearchParams(search);
  const a = Number(params.get('a')) || 0;
  const b = Number(params.get('b')) || 0;
  const view = !a ? 'none' : !b || a === b ? 'pick' : 'both';
  return { a, b, view, same: a === b };
}
