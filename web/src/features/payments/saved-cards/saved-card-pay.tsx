import { CreditCard } from 'lucide-react';
import { Suspense, type FormEvent } from 'react';
import type { PaymentMethod } from '@common/payments';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Spinner } from '@/ui/spinner';
import { AmountDue, PayButton } from '../pay-controls';
import { brandName, cardExpiry } from './card-label';

/** A saved card as a line: brand, last 4 (read as "ending in"), expiry and the Default badge. */
export function CardLine({ method }: { method: PaymentMethod }) {
  const { t } = useT('payments');
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <CreditCard className="size-6 shrink-0 text-slate-700" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-semibold">
          {brandName(method.cardBrand, t)} <span aria-hidden="true">••••</span>
          <span className="sr-only">{t('card.endingIn')}</span> {method.cardLast4}
        </span>
        <span className="block text-sm text-slate-700">{cardExpiry(method, t)}</span>
      </span>
      {method.isDefault && <Badge>{t('card.default')}</Badge>}
    </span>
  );
}

interface SavedCardPayProps {
  method: PaymentMethod;
  amount: number;
  busy: boolean;
  disabled: boolean;
  error: string | null;
  onPay: () => void;
  onUseAnother: () => void;
}

/** The saved-card pay screen: the chosen card, the pay button and a way to use another card. */
export function SavedCardPay(props: SavedCardPayProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <SavedCardForm {...props} />
    </Suspense>
  );
}

function SavedCardForm(props: SavedCardPayProps) {
  const { t } = useT('payments');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    props.onPay();
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t('saved.payLabel')}>
      <div className="flex items-center gap-3 rounded-xl border-2 border-brand-600 bg-brand-50 px-4 py-3" data-testid="selected-card">
        <CardLine method={props.method} />
      </div>
      <button type="button" onClick={props.onUseAnother} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {t('saved.useAnother')}
      </button>
      {props.error && <Alert>{props.error}</Alert>}
      <AmountDue amount={props.amount} />
      <PayButton busy={props.busy} disabled={props.disabled} save={false} amount={props.amount} />
    </form>
  );
}
