/** The named fields of a submitted form that the person changed (react-hook-form's dirtyFields). */
export function changedFields<T extends Record<string, unknown>, K extends keyof T>(
  values: T,
  dirty: Partial<Record<keyof T, unknown>>,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (dirty[k]) out[k] = values[k];
  return out;
}
