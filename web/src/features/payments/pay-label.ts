import type { TFunction } from '@/lib/i18n/i18next';
import { money } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n/language';

/** 'Pay $80.00', 'Save & Pay' with the save box ticked, 'Processing...' while busy. */
export function payLabel({ busy, save, amount }: { busy: boolean; save: boolean; amount: number }, t: TFunction<'payments'>, language: Language): string {
  if (busy) return t('pay.processing');
  return save ? t('pay.saveAndPay') : t('pay.pay', { amount: money(amount, language) });
}
