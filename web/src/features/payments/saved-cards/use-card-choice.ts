import { useState } from 'react';
import type { PaymentMethod } from '@common/payments';
import { currentChoice, type Choice } from './payment-choice';

/**
 * Which card a checkout pays with: the default saved card unless the payer picks another (see
 * currentChoice). Picking clears the last payment's outcome through `onChoose`.
 */
export function useCardChoice(saved: PaymentMethod[], onChoose: () => void) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const current = currentChoice(choice, saved);
  const choose = (next: Choice) => {
    onChoose();
    setChoice(next);
  };
  /**
   * Keeps the card being paid with chosen while the payment runs: a card saved by this payment would
   * otherwise become the default choice (and, where the intent depends on the card, change it).
   */
  const hold = () => setChoice(current);
  return { current, choose, hold };
}
