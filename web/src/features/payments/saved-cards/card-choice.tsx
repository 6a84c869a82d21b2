import type { PaymentConfig, PaymentMethod } from '@common/booking';
import { useT } from '@/lib/i18n/i18next';
import { CardForm } from '../card-form';
import { confirmSavedCard } from '../confirm-saved-card';
import type { RunConfirm } from '../provider';
import { TestModeBanner } from '../test-mode-banner';
import type { Choice } from './payment-choice';
import { SavedCardPay } from './saved-card-pay';
import { SavedMethodsList } from './saved-methods-list';

interface CardChoiceProps {
  config: PaymentConfig;
  clientSecret: string;
  /** Dollars, for the pay button. */
  amount: number;
  saved: PaymentMethod[];
  /** What is shown now (currentChoice()): a saved card, the list, or the card form. */
  current: Choice;
  onChoose: (next: Choice) => void;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  /** The card form's "Save this card" box; absent: not offered. */
  save?: { checked: boolean; onChange: (save: boolean) => void };
  onPay: (run: RunConfirm, card: { isNew: boolean; save: boolean }) => void;
}

/**
 * How every checkout (a session, a pickup game, a session pack) takes the card: the chosen saved card
 * with one button, the list of saved cards, or the provider's card form with a way back to them.
 */
export function CardChoice({ config, clientSecret, amount, saved, current, onChoose, busy, disabled, error, save, onPay }: CardChoiceProps) {
  const { t } = useT('payments');
  const selected = current.mode === 'saved' ? saved.find((m) => m.id === current.id) : undefined;
  if (selected) {
    return (
      <div className="space-y-4">
        {config.provider === 'offline' && <TestModeBanner compact />}
        <SavedCardPay
          method={selected}
          amount={amount}
          busy={busy}
          disabled={disabled}
          error={error}
          onUseAnother={() => onChoose({ mode: 'list' })}
          onPay={() => onPay(() => confirmSavedCard(config, { clientSecret, paymentMethodId: selected.id }), { isNew: false, save: false })}
        />
      </div>
    );
  }
  if (current.mode === 'list') {
    return <SavedMethodsList methods={saved} onChoose={(id) => onChoose({ mode: 'saved', id })} onAddNew={() => onChoose({ mode: 'new' })} />;
  }
  return (
    <div className="space-y-4">
      {saved.length > 0 && (
        <button type="button" onClick={() => onChoose({ mode: 'list' })} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('saved.backToSaved')}
        </button>
      )}
      <CardForm
        config={config}
        clientSecret={clientSecret}
        amount={amount}
        busy={busy}
        disabled={disabled}
        error={error}
        save={save?.checked ?? false}
        allowSave={save !== undefined}
        onSaveChange={save?.onChange ?? (() => undefined)}
        onPay={(run, s) => onPay(run, { isNew: true, save: s })}
      />
    </div>
  );
}
