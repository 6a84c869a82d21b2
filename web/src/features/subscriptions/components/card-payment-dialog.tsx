import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { CardForm } from '@/features/payments/card-form';
import type { RunConfirm } from '@/features/payments/provider';
import { usePaymentConfig } from '@/features/payments/use-payment-config';
import { Spinner } from '@/ui/spinner';
import type { CardPayment, CardState } from '../hooks/use-plan-upgrade';

interface CardPaymentDialogProps {
  payment: CardPayment | null;
  state: CardState;
  onPay: (run: RunConfirm, save: boolean) => void;
  onClose: () => void;
}

/** No saved card: the first month is paid with the card form, in a dialog over the plans. */
export function CardPaymentDialog({ payment, state, onPay, onClose }: CardPaymentDialogProps) {
  const { t, language } = useT('subscription');
  const config = usePaymentConfig();
  // Renewals charge the saved card, so keeping it is the default.
  const [save, setSave] = useState(true);
  const busy = state.status === 'busy';

  return (
    <Dialog.Root open={!!payment} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content
          onInteractOutside={(e) => busy && e.preventDefault()}
          onEscapeKeyDown={(e) => busy && e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
            <div>
              <Dialog.Title className="text-lg font-bold">{t('card.title', { plan: payment?.plan.displayName ?? '' })}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">
                {payment && t('card.description', { amount: money(payment.amount, language) })}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label={t('card.close')} disabled={busy} className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-50">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5">
            {!payment || !config.data ? (
              <Spinner label={t('card.loading')} />
            ) : (
              <CardForm
                config={config.data}
                clientSecret={payment.clientSecret}
                amount={payment.amount}
                busy={busy}
                disabled={false}
                error={state.status === 'failed' ? state.message : null}
                save={save}
                onSaveChange={setSave}
                saveLabel={t('card.save')}
                onPay={onPay}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
