import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { confirmPayment, getStripe } from './stripe-provider';
import type { CardFormProps } from './card-form-props';
import { AmountDue, PayButton, SaveCardCheckbox } from './pay-controls';

function StripeForm({ clientSecret, amount, busy, disabled, error, save, onSaveChange, onPay, allowSave = true, saveLabel }: CardFormProps) {
  const { t } = useT('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay(() => confirmPayment(stripe, { clientSecret, card, save }), save);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('card.formLabel')}>
      <div>
        <span className="block text-sm font-medium text-ink-900">{t('card.details')}</span>
        <div className="mt-1.5 rounded-lg border border-slate-300 bg-white px-3 py-3.5 focus-within:border-brand-600">
          <CardElement
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#0b1220', '::placeholder': { color: '#64748b' } } } }}
            onChange={(e) => setCardError(e.error?.message ?? null)}
          />
        </div>
        {cardError && <p className="mt-1.5 text-sm text-red-700">{cardError}</p>}
      </div>
      {allowSave && <SaveCardCheckbox checked={save} onChange={onSaveChange} label={saveLabel} />}
      {error && <Alert>{error}</Alert>}
      <AmountDue amount={amount} />
      <PayButton busy={busy} disabled={disabled || !stripe} save={save} amount={amount} />
    </form>
  );
}

/**
 * Stripe Elements' card form; loaded lazily, so offline mode never downloads Stripe's code. Its
 * words and card messages follow the app's language.
 */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, ...rest } = props;
  const { language } = useT('payments');
  return (
    <Elements stripe={getStripe(publishableKey)} options={{ locale: language }}>
      <StripeForm {...rest} />
    </Elements>
  );
}
