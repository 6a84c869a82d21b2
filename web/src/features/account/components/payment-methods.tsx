import { CreditCard } from 'lucide-react';
import { SavedCards } from '@/lib/payments/saved-cards/saved-cards';
import { AccountSection } from './account-section';

/** The member's saved cards on their account page: the default one and removing one (athletes and parents alike). */
export function PaymentMethods() {
  return (
    <AccountSection icon={CreditCard} title="Saved cards" description="The cards kept for faster checkout. The default card is chosen for you when you pay.">
      <SavedCards enabled heading={false} />
    </AccountSection>
  );
}
