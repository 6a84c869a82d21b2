import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useT } from '@/lib/i18n/i18next';
import { SavedCards } from '@/features/payments/saved-cards/saved-cards';
import type { ParentBilling } from '../lib/billing';
import { CurrentPlan } from './current-plan';

interface ManageBillingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  billing: ParentBilling;
}

/** Manage Billing without Stripe's portal: saved cards, the current plan and cancelling it. */
export function ManageBillingDialog({ open, onOpenChange, billing }: ManageBillingDialogProps) {
  const { t } = useT('parent');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">{t('billing.manage')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">{t('billing.manageText')}</Dialog.Description>
          <Dialog.Close aria-label={t('close')} className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <div className="mt-5 space-y-6">
            <SavedCards enabled={open} />
            <CurrentPlan billing={billing} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
