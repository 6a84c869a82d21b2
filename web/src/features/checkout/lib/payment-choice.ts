import type { PaymentMethod } from '@common/booking';
import { formatPrice } from '@common/programs';

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

/** 'Pay $80.00', 'Save & Pay' with the save box ticked, 'Processing...' while busy. */
export function payLabel({ busy, save, amount }: { busy: boolean; save: boolean; amount: number }): string {
  if (busy) return 'Processing...';
  return save ? 'Save & Pay' : `Pay ${formatPrice(amount)}`;
}
