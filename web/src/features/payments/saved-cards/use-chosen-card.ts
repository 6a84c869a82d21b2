import type { PaymentMethod } from '@common/payments';
import type { Choice } from './payment-choice';
import { useCardChoice } from './use-card-choice';

/** A checkout's saved cards and the card it pays with: what it and its CardChoice share. */
export interface ChosenCard {
  saved: PaymentMethod[];
  /** What is shown now (currentChoice()): a saved card, the list, or the card form. */
  current: Choice;
  /** The saved card chosen, if one is. */
  selected: PaymentMethod | undefined;
  choose: (next: Choice) => void;
  /** Keeps the card being paid with chosen while the payment runs (see useCardChoice). */
  hold: () => void;
}

/** useCardChoice with the chosen saved card looked up once for the checkout and its card forms. */
export function useChosenCard(saved: PaymentMethod[], onChoose: () => void): ChosenCard {
  const { current, choose, hold } = useCardChoice(saved, onChoose);
  const selected = current.mode === 'saved' ? saved.find((m) => m.id === current.id) : undefined;
  return { saved, current, selected, choose, hold };
}
