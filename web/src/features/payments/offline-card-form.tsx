import { Suspense, useRef, useState, type FormEvent, type Ref } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { checkCardFields, digitsOf, formatCardNumber, formatExpiry, parseExpiry, type CardErrors, type CardFields } from './card-format';
import { confirmPayment } from './offline-provider';
import type { CardFormProps } from './card-form-props';
import { AmountDue, PayButton, SaveCardCheckbox } from './pay-controls';
import { TestModeBanner } from './test-mode-banner';

const ORDER: Array<keyof CardFields> = ['number', 'expiry', 'cvc'];

/** The offline test provider's card form: what Stripe's Card Element collects, as plain labelled inputs. */
export function OfflineCardForm(props: CardFormProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <OfflineForm {...props} />
    </Suspense>
  );
}

function OfflineForm({ clientSecret, amount, busy, disabled, error, save, onSaveChange, onPay, allowSave = true, saveLabel }: CardFormProps) {
  const { t } = useT('payments');
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof CardFields, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkCardFields(card, t);
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return { number: numberRef, expiry: expiryRef, cvc: cvcRef }[first].current?.focus();
    const expiry = parseExpiry(card.expiry)!;
    onPay(
      () => confirmPayment({ clientSecret, save, card: { number: digitsOf(card.number), expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc } }),
      save,
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 [&_input]:scroll-mt-24" aria-label={t('card.formLabel')}>
      <TestModeBanner onUseCard={(n) => set('number', n)} />
      <DigitsField
        label={t('card.number')}
        error={errors.number}
        inputRef={numberRef}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(v) => set('number', formatCardNumber(v))}
        className="font-mono tracking-wide"
      />
      <div className="grid grid-cols-2 gap-4">
        <DigitsField
          label={t('card.expiry')}
          error={errors.expiry}
          inputRef={expiryRef}
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          value={card.expiry}
          onChange={(v) => set('expiry', formatExpiry(v, card.expiry))}
        />
        <DigitsField
          label={t('card.cvc')}
          error={errors.cvc}
          inputRef={cvcRef}
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(v) => set('cvc', digitsOf(v).slice(0, 4))}
        />
      </div>
      <Field label={t('card.name')}>
        <Input autoComplete="cc-name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      {allowSave && <SaveCardCheckbox checked={save} onChange={onSaveChange} label={saveLabel} />}
      {error && <Alert>{error}</Alert>}
      <AmountDue amount={amount} />
      <PayButton busy={busy} disabled={disabled} save={save} amount={amount} />
    </form>
  );
}

interface DigitsFieldProps {
  label: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  autoComplete: string;
  placeholder: string;
  value: string;
  /** Gets what was typed; the form keeps it formatted. */
  onChange: (typed: string) => void;
  className?: string;
}

/** One of the card's numeric inputs (number, expiry, CVC), labelled, with its error. */
function DigitsField({ label, error, inputRef, autoComplete, placeholder, value, onChange, className }: DigitsFieldProps) {
  return (
    <Field label={label} error={error}>
      <Input
        ref={inputRef}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={className}
      />
    </Field>
  );
}
