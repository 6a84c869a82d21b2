/**
 * Empty or blank text boxes of the named fields become null, so that an optional number such as a
 * graduation year is "not given" rather than 0 (which the schema would refuse).
 */
export function blankToNull<T extends Record<string, unknown>>(values: T, fields: readonly (keyof T)[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const f of fields) {
    const v = out[f as string];
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) out[f as string] = null;
  }
  return out as T;
}
