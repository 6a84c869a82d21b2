import type { PaymentMethod } from '@common/payments';
import type { Plan } from '@common/subscriptions';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { QuestionDialog } from '@/ui/question-dialog';

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
    <QuestionDialog
      open={!!plan}
      onOpenChange={(open) => !open && onCancel()}
      title={t('confirm.title', { plan: plan?.displayName ?? '' })}
      description={
        plan && card && t('confirm.text', { card: t('confirm.card', { brand: brand(card), last4: card.cardLast4 }), amount: money(plan.price, language) })
      }
      cancelLabel={t('confirm.notNow')}
      action={
        <Button onClick={() => plan && onConfirm(plan)}>{plan ? t('confirm.pay', { amount: money(plan.price, language) }) : t('confirm.upgrade')}</Button>
      }
    />
  );
}
