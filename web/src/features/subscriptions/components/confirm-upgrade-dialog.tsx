import { AlertDialog } from 'radix-ui';
import type { PaymentMethod } from '@common/booking';
import type { Plan } from '@common/plans';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';

const brand = (m: PaymentMethod) => `${m.cardBrand.charAt(0).toUpperCase()}${m.cardBrand.slice(1)}`;

interface ConfirmUpgradeDialogProps {
  /** The plan chosen; the dialog is open while it is set. */
  plan: Plan | null;
  /** The saved card the server charges (the default one). */
  card: PaymentMethod | undefined;
  onCancel: () => void;
  onConfirm: (plan: Plan) => void;
}

/** With a saved card the upgrade charges at once, so say which card and how much before it does. */
export function ConfirmUpgradeDialog({ plan, card, onCancel, onConfirm }: ConfirmUpgradeDialogProps) {
  const { t, language } = useT('subscription');
  return (
    <AlertDialog.Root open={!!plan} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('confirm.title', { plan: plan?.displayName ?? '' })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {plan &&
              card &&
              t('confirm.text', { card: t('confirm.card', { brand: brand(card), last4: card.cardLast4 }), amount: money(plan.price, language) })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('confirm.notNow')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={() => plan && onConfirm(plan)}>{plan ? t('confirm.pay', { amount: money(plan.price, language) }) : t('confirm.upgrade')}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
