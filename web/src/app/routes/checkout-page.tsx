import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { AuthUser } from '@common/auth';
import { longDay, money, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { usePaymentWords } from '@/features/payments/use-payment-words';
import { Card } from '@/ui/card';
import { AthleteDetailsStep } from '@/features/bookings/checkout/components/athlete-details-step';
import { CheckoutLoading, CheckoutShell, SignedOut } from '@/features/bookings/checkout/components/checkout-shell';
import { NothingSelected } from '@/features/bookings/checkout/components/nothing-selected';
import { PaymentComplete } from '@/features/bookings/checkout/components/payment-complete';
import { PaymentPanel } from '@/features/bookings/checkout/components/payment-panel';
import { SessionPicker } from '@/features/bookings/checkout/components/session-picker';
import { useCheckoutItem } from '@/features/bookings/checkout/hooks/use-checkout-item';
import { useFocusOnChange } from '@/features/bookings/checkout/hooks/use-focus-on-change';
import type { Paid } from '@/features/bookings/checkout/hooks/use-pay';
import type { CheckoutPrice } from '@/features/bookings/checkout/api/use-create-payment-intent';
import { SiblingDiscountLines } from '@/features/bookings/checkout/components/sibling-discount-lines';
import { useRedirectAfter } from '@/features/bookings/checkout/hooks/use-redirect-after';
import { useRequireLogin } from '@/features/bookings/checkout/hooks/use-require-login';
import { afterPaymentPath, parseCheckoutParams, type CheckoutParams } from '@/features/bookings/checkout/lib/checkout-params';
import { AttendancePolicyNote } from '@/features/attendance-policy/components/attendance-policy-note';

function Checkout({ user, params }: { user: AuthUser; params: CheckoutParams }) {
  const { t, language } = useT('checkout');
  usePaymentWords();
  const item = useCheckoutItem(params);
  const [paid, setPaid] = useState<{ next: string; savedCard: boolean; withCredit: boolean } | null>(null);
  /** The server holds no spot until the athlete's emergency contact and signed waiver are on file. */
  const [needsDetails, setNeedsDetails] = useState(false);
  /** The server's price (its sibling discount included), once the intent is made. */
  const [price, setPrice] = useState<CheckoutPrice | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(paid ? 'paid' : needsDetails ? 'details' : 'paying');
  useRedirectAfter(paid?.next ?? null);

  if (item.status === 'loading') return <CheckoutLoading />;
  if (item.status === 'nothing' || item.status === 'error') return <NothingSelected failed={item.status === 'error'} />;
  if (item.status === 'pick') {
    return (
      <CheckoutShell title={t('pick.title')} subtitle={item.program.name}>
        <div className="max-w-2xl">
          <SessionPicker program={item.program} unavailable={item.unavailable} basePath="/checkout" />
        </div>
      </CheckoutShell>
    );
  }
  const { program, session } = item;
  const onPaid = ({ bookingId, savedCard, withCredit = false }: Paid) => setPaid({ next: afterPaymentPath(bookingId, session.id), savedCard, withCredit });

  return (
    <CheckoutShell title={t('simple.title')} narrow>
      <Card className="p-5 sm:p-8">
        {paid ? (
          <PaymentComplete headingRef={headingRef} next={paid.next} savedCard={paid.savedCard} withCredit={paid.withCredit} />
        ) : needsDetails ? (
          <AthleteDetailsStep user={user} headingRef={headingRef} onSaved={() => setNeedsDetails(false)} />
        ) : (
          <>
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
              {t('simple.heading')}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm">
              <dt className="text-slate-700">{t('simple.service')}</dt>
              <dd className="font-semibold">{program.name}</dd>
              <dt className="text-slate-700">{t('simple.when')}</dt>
              <dd>{t('simple.dateTime', { date: longDay(session.date, language), time: wallTime(session.time, language) ?? t('timeTba') })}</dd>
              <dt className="text-slate-700">{t('simple.where')}</dt>
              <dd>{session.location}</dd>
              <dt className="text-slate-700">{t('simple.amount')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="summary-total">
                {money(price?.amount ?? program.price, language)}
              </dd>
            </dl>
            {price?.siblingDiscount && <SiblingDiscountLines discount={price.siblingDiscount} className="mt-2 rounded-xl bg-slate-50 px-4 py-3" />}
            {user.role === 'ATHLETE' && <AttendancePolicyNote where="checkout" className="mt-4" />}
            <div className="mt-6">
              <PaymentPanel
                sessionId={session.id}
                programId={program.id}
                amount={program.price}
                description={`${program.name} on ${session.date}`}
                otherSessionsHref={`/checkout?programId=${program.id}`}
                onDetailsRequired={() => setNeedsDetails(true)}
                onPaid={onPaid}
                onPrice={setPrice}
              />
            </div>
          </>
        )}
      </Card>
    </CheckoutShell>
  );
}

/** /checkout: the simpler variant, straight to payment (part 1, 2.8). */
export default function CheckoutPage() {
  const search = useSearch();
  const params = useMemo(() => parseCheckoutParams(search), [search]);
  const { user, isLoading } = useRequireLogin();
  if (isLoading) return <CheckoutLoading />;
  if (!user) return <SignedOut />;
  return <Checkout user={user} params={params} />;
}
