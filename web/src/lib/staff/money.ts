/**
 * Dollars typed in a form as integer cents. Rounded at 12 significant digits first, so that float
 * noise (1.005 * 100 = 100.49999...) does not lose a cent.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

export const centsToDollars = (cents: number) => cents / 100;
