import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import type { PaymentMethod } from '@common/booking';
import { serverMessage } from '@/lib/api';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import { useDefaultPaymentMethod } from '../api/use-default-payment-method';
import { usePaymentMethods } from '../api/use-payment-methods';
import { useRemovePaymentMethod } from '../api/use-remove-payment-method';
import { cardExpiry, cardLabel } from '../lib/billing';
import { AddCardForm } from './add-card-form';
import { LoadError, Loading } from './load-state';

/** The saved cards: make one the default, remove one, or add a new one. */
export function SavedCards({ enabled }: { enabled: boolean }) {
  const cards = usePaymentMethods({ enabled });
  const remove = useRemovePaymentMethod();
  const makeDefault = useDefaultPaymentMethod();
  const [adding, setAdding] = useState(false);
  const busy = remove.isPending || makeDefault.isPending;

  const fail = (title: string) => (err: unknown) => toast({ title, description: serverMessage(err, 'Please try again.'), variant: 'error' });
  const onRemove = (c: PaymentMethod) =>
    remove.mutate(c.id, { onSuccess: () => toast({ title: 'Card Removed', description: `${cardLabel(c)} was removed.` }), onError: fail('Could Not Remove Card') });
  const onDefault = (c: PaymentMethod) =>
    makeDefault.mutate(c.id, { onSuccess: () => toast({ title: 'Default Card Updated', description: `${cardLabel(c)} is now your default card.` }), onError: fail('Could Not Update Card') });

  return (
    <section aria-labelledby="saved-cards-heading">
      <h3 id="saved-cards-heading" className="font-bold text-ink-900">
        Saved cards
      </h3>
      <div className="mt-2">
        {cards.isPending ? (
          <Loading label="Loading cards..." />
        ) : cards.isError ? (
          <LoadError what="your cards" onRetry={() => void cards.refetch()} />
        ) : cards.data.length === 0 ? (
          <p className="text-sm text-slate-600">No saved cards yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {cards.data.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 p-3">
                <CreditCard className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                    {cardLabel(c)}
                    {c.isDefault && <Badge tone="primary">Default</Badge>}
                  </span>
                  <span className="block text-sm text-slate-600">{cardExpiry(c)}</span>
                </span>
                <span className="flex gap-2">
                  {!c.isDefault && (
                    <Button variant="ghost" size="sm" onClick={() => onDefault(c)} disabled={busy}>
                      Make default<span className="sr-only">: {cardLabel(c)}</span>
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" onClick={() => onRemove(c)} disabled={busy} className="text-red-700 hover:bg-red-50">
                    Remove<span className="sr-only">: {cardLabel(c)}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {adding ? (
        <AddCardForm firstCard={cards.data?.length === 0} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden="true" /> Add a card
        </Button>
      )}
    </section>
  );
}
