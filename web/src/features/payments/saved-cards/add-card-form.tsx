import { useState, type FormEvent } from 'react';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast';
import { checkCardFields, digitsOf, formatCardNumber, formatExpiry, parseExpiry, type CardErrors, type CardFields } from '../card-format';
import { cardLabel } from './card-label';
import { useAddCard } from './use-add-card';

/** A card saved without a charge, with the offline test provider (Stripe's test card numbers work). */
export function AddCardForm({ firstCard, onDone }: { firstCard: boolean; onDone: () => void }) {
  const { t } = useT('payments');
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [makeDefault, setMakeDefault] = useState(firstCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddCard();
  const set = (k: keyof CardFields, v: string) => {
    setCard((c) => ({ ...c, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = checkCardFields(card, t);
    setErrors(found);
    const expiry = parseExpiry(card.expiry);
    if (Object.keys(found).length > 0 || !expiry) return;
    add.mutate(
      { card: { number: digitsOf(card.number), expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc }, setAsDefault: makeDefault },
      {
        onSuccess: (saved) => {
          toast({ title: t('addCard.savedTitle'), description: t('addCard.saved', { card: cardLabel(saved, t) }) });
          onDone();
        },
        onError: (err) => setFailure(serverMessage(err, t('addCard.failed'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('saved.addCard')} className="mt-3 space-y-3 rounded-xl border border-slate-200 p-4">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900">{t('addCard.testMode')}</p>
      <Field label={t('card.number')} error={errors.number}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          className="font-mono"
          value={card.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('card.expiry')} error={errors.expiry}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            value={card.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value, card.expiry))}
          />
        </Field>
        <Field label={t('card.cvc')} error={errors.cvc}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(e) => set('cvc', digitsOf(e.target.value).slice(0, 4))}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-brand-600" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
        {t('addCard.makeDefault')}
      </label>
      {failure && <Alert>{failure}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={add.isPending}>
          {t('addCard.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? t('addCard.saving') : t('addCard.save')}
        </Button>
      </div>
    </form>
  );
}
