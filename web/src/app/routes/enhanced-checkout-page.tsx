import { useMemo } from 'react';
import { useSearch } from 'wouter';
import type { AuthUser } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { usePaymentWords } from '@/features/payments/use-payment-words';
import { Card } from '@/ui/card';
import { AthleteDetailsStep } from '@/features/bookings/checkout/components/athlete-details-step';
import { AthletePicker } from '@/features/bookings/checkout/components/athlete-picker';
import { CheckoutLoading, CheckoutShell, SignedOut } from '@/features/bookings/checkout/components/checkout-shell';
import { HeldPlaceNote } from '@/features/bookings/checkout/components/held-place-note';
import { NothingSelected } from '@/features/bookings/checkout/components/nothing-selected';
import { OrderSummary } from '@/features/bookings/checkout/components/order-summary';
import { AttendancePolicyNote } from '@/features/attendance-policy/components/attendance-policy-note';
import { PaymentComplete } from '@/features/bookings/checkout/components/payment-complete';
import { PaymentPanel } from '@/features/bookings/checkout/components/payment-panel';
import { SessionPicker } from '@/features/bookings/checkout/components/session-picker';
import { StepIndicator } from '@/features/bookings/checkout/components/step-indicator';
import { useEnhancedCheckout } from '@/features/bookings/checkout/hooks/use-enhanced-checkout';
import { useRequireLogin } from '@/features/bookings/checkout/hooks/use-require-login';
import { parseCheckoutParams, type CheckoutParams } from '@/features/bookings/checkout/lib/checkout-params';

function EnhancedCheckout({ user, params }: { user: AuthUser; params: CheckoutParams }) {
  const { t } = useT('checkout');
  usePaymentWords();
  const c = useEnhancedCheckout(user, params);

  if (c.view === 'loading') return <CheckoutLoading />;
  if (c.view === 'nothing') return <NothingSelected failed={c.failed} />;
  if (c.view === 'pick') {
    return (
      <CheckoutShell title={t('pick.title')} subtitle={c.program.name}>
        <div className="max-w-2xl">
          <SessionPicker program={c.program} unavailable={c.unavailable} basePath="/enhanced-checkout" notOpen={c.notOpen} />
        </div>
      </CheckoutShell>
    );
  }

  const { program, session, step, headingRef, paid, price, isParent, athletes, athleteId, athlete, offer, outsideAgeGroup } = c;
  return (
    <CheckoutShell title={t('enhanced.title')} subtitle={t('enhanced.subtitle', { program: program.name })}>
      <StepIndicator steps={c.steps} current={step} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:sticky lg:top-20 lg:order-last">
          <OrderSummary
            programName={program.name}
            program={program}
            session={session}
            athleteName={c.forWhom}
            amount={price?.amount ?? program.price}
            siblingDiscount={step === 'payment' ? price?.siblingDiscount : null}
          >
            {offer && step !== 'complete' && <HeldPlaceNote offer={offer} self={offer.athlete.id === user.id} />}
            {step !== 'complete' && (!isParent || athleteId != null) && (
              <AttendancePolicyNote
                where="checkout"
                className="mt-4"
                athleteId={isParent ? (athleteId ?? undefined) : undefined}
                athleteName={isParent ? athlete?.firstName : undefined}
              />
            )}
          </OrderSummary>
        </div>
        <Card className="p-4 sm:p-6">
          {step === 'complete' && paid ? (
            <PaymentComplete headingRef={headingRef} next={paid.next} savedCard={paid.savedCard} withCredit={paid.withCredit} />
          ) : step === 'registration' ? (
            <div className="space-y-6">
              {isParent && (athletes.data?.length ?? 0) > 1 && (
                <AthletePicker
                  athletes={athletes.data}
                  outsideAgeGroup={outsideAgeGroup}
                  loading={false}
                  value={athleteId ?? null}
                  onChange={(id) => {
                    c.chooseAthlete(id);
                    c.detailsSaved();
                  }}
                />
              )}
              <AthleteDetailsStep
                user={user}
                athlete={c.detailsAthlete}
                ownRegistration={isParent ? undefined : c.registration}
                headingRef={headingRef}
                onSaved={c.detailsSaved}
              />
            </div>
          ) : step === 'payment' ? (
            <section aria-labelledby="step-heading">
              <h2 id="step-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
                {t('enhanced.paymentHeading')}
              </h2>
              <p className="mt-1 mb-5 text-sm text-slate-700">{t('enhanced.paymentIntro')}</p>
              <div className="space-y-6">
                {isParent && (
                  <AthletePicker
                    athletes={athletes.data}
                    outsideAgeGroup={outsideAgeGroup}
                    loading={athletes.isLoading}
                    value={athleteId ?? null}
                    onChange={c.chooseAthlete}
                  />
                )}
                {(!isParent || (athletes.data?.length ?? 0) > 0) && (
                  <PaymentPanel
                    sessionId={session.id}
                    programId={program.id}
                    amount={program.price}
                    description={`${program.name} on ${session.date}`}
                    athleteId={athleteId}
                    otherSessionsHref={`/enhanced-checkout?programId=${program.id}`}
                    onDetailsRequired={c.askDetails}
                    onPaid={c.onPaid}
                    onPrice={c.setPrice}
                  />
                )}
              </div>
            </section>
          ) : null}
        </Card>
      </div>
    </CheckoutShell>
  );
}

/**
 * /enhanced-checkout: registration (athletes without one on file, or whenever the server asks for
 * the athlete's details, parents' athletes included), payment, complete (part 1, 2.8).
 */
export default function EnhancedCheckoutPage() {
  const search = useSearch();
  const params = useMemo(() => parseCheckoutParams(search), [search]);
  const { user, isLoading } = useRequireLogin();
  if (isLoading) return <CheckoutLoading />;
  if (!user) return <SignedOut />;
  return <EnhancedCheckout user={user} params={params} />;
}
