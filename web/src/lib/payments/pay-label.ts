import { formatPrice } from '@common/programs';

/** 'Pay $80.00', 'Save & Pay' with the save box ticked, 'Processing...' while busy. */
export function payLabel({ busy, save, amount }: { busy: boolean; save: boolean; amount: number }): string {
  if (busy) return 'Processing...';
  return save ? 'Save & Pay' : `Pay ${formatPrice(amount)}`;
}
