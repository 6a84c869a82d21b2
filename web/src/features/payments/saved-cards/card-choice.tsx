import type { PaymentConfig } from '@common/payments';
import { useT } from '@/lib/i18n/i18next';
import { CardForm } from '../card-form';
import { confirmSavedCard } from '../confirm-saved-card';
import type { RunConfirm } from '../provider';
import { TestModeBanner } from '../test-mode-banner';
import { SavedCardPay } from './saved-card-pay';
import { SavedMethodsList } from './saved-methods-list';
import type { ChosenCard } from './use-chosen-card';

/** The intent being paid: the provider's secret and the dollars it charges (for the pay button). */
export interface PayIntent {
  clientSecret: string;
  amount: number;
}

/** What every checkout's pay state tells the card forms: a payment running, or why the last one failed. */
export interface PayProgress {
  status: string;
  message?: string;
}

interface CardChoiceProps {
  config: PaymentConfig;
  intent: PayIntent;
  /** The saved cards and the one chosen (useChosenCard). */
  cards: ChosenCard;
  state: PayProgress;
  /** Paying must wait (e.g. while the intent is created again); default false. */
  disabled?: boolean;
  /** The card form's "Save this card" box; absent: not offered. */
  save?: { checked: boolean; onChange: (save: boolean) => void };
  onPay: (run: RunConfirm, card: { isNew: boolean; save: boolean }) => void;
}

/**
 * How every checkout (a session, a pickup game, a session pack) takes the card: the chosen saved card
 * with one button, the list of saved cards, or the provider's card form with a way back to them.
 */
export function CardChoice({ config, intent, cards, state, disabled = false, save, onPay }: CardChoiceProps) {
  const { t } = useT('payments');
  const { clientSecret, amount } = intent;
  const { saved, current, selected, choose } = cards;
  // The pay button and its alert, the same whichever way the card is taken.
  const payButton = { amount, busy: state.status === 'busy', disabled, error: state.status === 'failed' ? (state.message ?? null) : null };
  if (selected) {
    return (
      <div className="space-y-4">
        {config.provider === 'offline' && <TestModeBanner compact />}
        <SavedCardPay
          method={selected}
          {...payButton}
          onUseAnother={() => choose({ mode: 'list' })}
          onPay={() => onPay(() => confirmSavedCard(config, { clientSecret, paymentMethodId: selected.id }), { isNew: false, save: false })}
        />
      </div>
    );
  }
  if (current.mode === 'list') {
    return <SavedMethodsList methods={saved} onChoose={(id) => choose({ mode: 'saved', id })} onAddNew={() => choose({ mode: 'new' })} />;
  }
  return (
    <div className="space-y-4">
      {saved.length > 0 && (
        <button type="button" onClick={() => choose({ mode: 'list' })} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('saved.backToSaved')}
        </button>
      )}
      <CardForm
        config={config}
        clientSecret={clientSecret}
        {...payButton}
        save={save?.checked ?? false}
        allowSave={save !== undefined}
        onSaveChange={save?.onChange ?? (() => undefined)}
        onPay={(run, s) => onPay(run, { isNew: true, save: s })}
      />
    </div>
  );
}
