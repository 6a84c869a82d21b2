/** The ids with one moved `by` places (-1 up, 1 down); unchanged at either end or when absent. */
export function moveId(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const out = [...ids];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}
