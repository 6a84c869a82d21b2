import type { PaymentMethod } from '@common/payments';

export type Choice = { mode: 'saved'; id: string } | { mode: 'list' } | { mode: 'new' };

/**
 * Part 1, 2.8: the default saved card is chosen for you; with saved cards but no default, the
 * list shows; with none, the new-card form. A choice whose card has gone falls back the same way.
 */
export function currentChoice(picked: Choice | null, methods: PaymentMethod[]): Choice {
  if (picked && (picked.mode !== 'saved' || methods.some((m) => m.id === picked.id))) return picked;
  const preferred = methods.find((m) => m.isDefault);
  if (preferred) return { mode: 'saved', id: preferred.id };
  return methods.length ? { mode: 'list' } : { mode: 'new' };
}
