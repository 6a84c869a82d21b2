import { useT } from '@/lib/i18n/i18next';
import { PeopleDialog } from '@/ui/people-dialog';
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
    <PeopleDialog open={open} onOpenChange={onOpenChange} title={t('billing.manage')} description={t('billing.manageText')} closeLabel={t('close')}>
      <div className="mt-5 space-y-6">
        <SavedCards enabled={open} />
        <CurrentPlan billing={billing} />
      </div>
    </PeopleDialog>
  );
}
