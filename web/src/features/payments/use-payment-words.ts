import { useT } from '@/lib/i18n/i18next';

/**
 * Loads the payment words (the 'payments' namespace) with the page that will show a card form,
 * saved cards or a booking dialog, so that nothing waits for them when it appears later.
 */
export function usePaymentWords() {
  useT('payments');
}
