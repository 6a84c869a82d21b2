import { CreditCard, Plus } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import type { PaymentMethod } from '@common/payments';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast';
import { usePaymentConfig } from '../use-payment-config';
import { usePaymentMethods } from '../use-payment-methods';
import { AddCardForm } from './add-card-form';
import { cardExpiry, cardLabel } from './card-label';
import { useDefaultPaymentMethod } from './use-default-payment-method';
import { useRemovePaymentMethod } from './use-remove-payment-method';

interface SavedCardsProps {
  enabled: boolean;
  /** Show the 'Saved cards' heading (off when the card around it already names the section). */
  heading?: boolean;
}

/**
 * The payer's saved cards: make one the default, remove one, or add a new one (parents in Manage
 * Billing, everyone on their account page). Adding without a charge is the offline provider's; with
 * Stripe, cards are kept by ticking 'Save this card' when paying.
 */
export function SavedCards(props: SavedCardsProps) {
  return (
    <Suspense
      fallback={
        <div className="py-6 text-center text-slate-600">
          <Spinner />
        </div>
      }
    >
      <CardsList {...props} />
    </Suspense>
  );
}

function CardsList({ enabled, heading = true }: SavedCardsProps) {
  const { t } = useT('payments');
  const headingId = useId();
  const cards = usePaymentMethods({ enabled });
  const config = usePaymentConfig();
  const remove = useRemovePaymentMethod();
  const makeDefault = useDefaultPaymentMethod();
  const [adding, setAdding] = useState(false);
  const busy = remove.isPending || makeDefault.isPending;
  const canAdd = config.data?.provider === 'offline';

  const fail = (title: string) => (err: unknown) => toast({ title, description: serverMessage(err, t('saved.tryAgain')), variant: 'error' });
  const onRemove = (c: PaymentMethod) =>
    remove.mutate(c.id, {
      onSuccess: () => toast({ title: t('saved.removedTitle'), description: t('saved.removed', { card: cardLabel(c, t) }) }),
      onError: fail(t('saved.removeFailed')),
    });
  const onDefault = (c: PaymentMethod) =>
    makeDefault.mutate(c.id, {
      onSuccess: () => toast({ title: t('saved.defaultTitle'), description: t('saved.defaultSet', { card: cardLabel(c, t) }) }),
      onError: fail(t('saved.defaultFailed')),
    });

  const Wrapper = heading ? 'section' : 'div';
  return (
    <Wrapper aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h3 id={headingId} className="font-bold text-ink-900">
          {t('saved.heading')}
        </h3>
      )}
      <div className={heading ? 'mt-2' : undefined}>
        {cards.isPending ? (
          <div className="py-6 text-center text-slate-600">
            <Spinner label={t('saved.loading')} />
          </div>
        ) : cards.isError ? (
          <LoadFailed message={t('saved.loadFailed')} retry={t('saved.retry')} onRetry={() => void cards.refetch()} />
        ) : cards.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('saved.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {cards.data.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 p-3">
                <CreditCard className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                    {cardLabel(c, t)}
                    {c.isDefault && <Badge tone="primary">{t('card.default')}</Badge>}
                  </span>
                  <span className="block text-sm text-slate-600">{cardExpiry(c, t)}</span>
                </span>
                <span className="flex gap-2">
                  {!c.isDefault && (
                    <Button variant="ghost" size="sm" onClick={() => onDefault(c)} disabled={busy} aria-label={`${t('saved.makeDefault')}: ${cardLabel(c, t)}`}>
                      {t('saved.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onRemove(c)}
                    disabled={busy}
                    aria-label={`${t('saved.remove')}: ${cardLabel(c, t)}`}
                    className="text-red-700 hover:bg-red-50"
                  >
                    {t('saved.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {canAdd &&
        (adding ? (
          <AddCardForm firstCard={cards.data?.length === 0} onDone={() => setAdding(false)} />
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" /> {t('saved.addCard')}
          </Button>
        ))}
    </Wrapper>
  );
}
