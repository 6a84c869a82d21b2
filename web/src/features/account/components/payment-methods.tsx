import { CreditCard } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { SavedCards } from '@/features/payments/saved-cards/saved-cards';
import { AccountSection } from './account-section';

/** The member's saved cards on their account page: the default one and removing one (athletes and parents alike). */
export function PaymentMethods() {
  const { t } = useT('account');
  return (
    <AccountSection icon={CreditCard} title={t('cards.title')} description={t('cards.description')} anchor="payment-methods">
      <SavedCards enabled heading={false} />
    </AccountSection>
  );
}
