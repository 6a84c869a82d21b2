import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { AuthUser } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { usePaymentWords } from '@/features/payments/use-payment-words';
import { useWaitlist } from '@/features/bookings/waitlist/use-waitlist';
import { Card } from '@/ui/card';
import { useAthleteRegistration } from '@/features/registration/api/use-athlete-registration';
import { useLinkedAthletes } from '@/features/parent/api/use-linked-athletes';
import { useBookingEligibility } from '@/features/bookings/checkout/api/use-booking-eligibility';
import { AthleteDetailsStep } from '@/features/bookings/checkout/components/athlete-details-step';
import { athleteName, AthletePicker } from '@/features/bookings/checkout/components/athlete-picker';
import { CheckoutLoading, CheckoutShell, SignedOut } from '@/features/bookings/checkout/components/checkout-shell';
import { HeldPlaceNote } from '@/features/bookings/checkout/components/held-place-note';
import { NothingSelected } from '@/features/bookings/checkout/components/nothing-selected';
import { OrderSummary } from '@/features/bookings/checkout/components/order-summary';
import { AttendancePolicyNote } from '@/features/attendance-policy/components/attendance-policy-note';
import { PaymentComplete } from '@/features/bookings/checkout/components/payment-complete';
import { PaymentPanel } from '@/features/bookings/checkout/components/payment-panel';
import { SessionPicker } from '@/features/bookings/checkout/components/session-picker';
import { StepIndicator } from '@/features/bookings/checkout/components/step-indicator';
import { useCheckoutItem } from '@/features/bookings/checkout/hooks/use-checkout-item';
import { useBookingWindow } from '@/features/bookings/window/use-booking-window';
import { useFocusOnChange } from '@/features/bookings/checkout/hooks/use-focus-on-change';
import type { Paid } from '@/features/bookings/checkout/hooks/use-pay';
import type { CheckoutPrice } from '@/features/bookings/checkout/api/use-create-payment-intent';
import { useRedirectAfter } from '@/features/bookings/checkout/hooks/use-redirect-after';
import { useRequireLogin } from '@/features/bookings/checkout/hooks/use-require-login';
import { afterPaymentPath, parseCheckoutParams, type CheckoutParams } from '@/features/bookings/checkout/lib/checkout-params';
import { initialStep, stepsFor, type Step } from '@/features/bookings/checkout/lib/steps';

function EnhancedCheckout({ user, params }: { user: AuthUser; params: CheckoutParams }) {
  const { t } = useT('checkout');
  usePaymentWords();
  const item = useCheckoutItem(params);
  const bookingWindow = useBookingWindow();
  const isParent = user.role === 'PARENT';
  const registration = useAthleteRegistration(!isParent);
  const athletes = useLinkedAthletes({ enabled: isParent });
  const waitlist = useWaitlist();
  const eligibility = useBookingEligibility(item.status === 'ready' ? item.session.id : null);
  const outsideAgeGroup = new Set(eligibility.data?.athletes.filter((a) => !a.bookable).map((a) => a.athleteId));
  const [override, setOverride] = useState<Step | null>(null);
  const [chosenAthlete, setChosenAthlete] = useState<number | null>(null);
  /** Set when the server would not hold a spot until the athlete's details are on file. */
  const [detailsFor, setDetailsFor] = useState<number | null>(null);
  const [askedForDetails, setAskedForDetails] = useState(false);
  const [paid, setPaid] = useState<{ next: string; savedCard: boolean; withCredit: boolean } | null>(null);
  /** The server's price for the athlete chosen (its sibling discount included), once its intent is made. */
  const [price, setPrice] = useState<CheckoutPrice | null>(null);

  // The step checkout opens on is decided once: a later refetch of the registration (the details
  // step re-reads it after the form is saved) must not take the page back to its loading state,
  // which would unmount the step that asked for it (and, for a registration not yet on file,
  // start that fetch again, and again).
  const [opening, setOpening] = useState<Step | null>(null);
  const computed = initialStep(user.role, registration.isLoading ? 'pending' : registration.data ? 'found' : 'missing');
  if (opening === null && computed !== null) setOpening(computed);
  const step = override ?? opening ?? computed;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(step);
  useRedirectAfter(paid?.next ?? null);

  if (item.status === 'loading' || step === null) return <CheckoutLoading />;
  if (item.status === 'nothing' || item.status === 'error') return <NothingSelected failed={item.status === 'error'} />;
  // A session not open to this member yet (decision 056): the day it opens, and the program's other sessions.
  const notOpen = item.status === 'ready' && !bookingWindow.stateOf(item.session.bookingOpens).open ? item.session : undefined;
  if (item.status === 'pick' || notOpen) {
    return (
      <CheckoutShell title={t('pick.title')} subtitle={item.program.name}>
        <div className="max-w-2xl">
          <SessionPicker program={item.program} unavailable={item.status === 'pick' && item.unavailable} basePath="/enhanced-checkout" notOpen={notOpen} />
        </div>
      </CheckoutShell>
    );
  }

  const { program, session } = item;
  // A parent's link to a held place names the athlete; with one linked athlete there is nobody else to choose.
  const fromLink = athletes.data?.some((a) => a.id === params.athleteId) ? params.athleteId : null;
  const athleteId = isParent ? (chosenAthlete ?? fromLink ?? (athletes.data?.length === 1 ? athletes.data[0]!.id : null)) : undefined;
  // A place held for this member (or the chosen athlete) from the waitlist: it is theirs until the offer ends.
  const offer = waitlist.data?.find(
    (e) => e.status === 'OFFERED' && e.sessionId === session.id && (!isParent || athleteId == null || e.athlete.id === athleteId),
  );
  const athlete = isParent ? athletes.data?.find((a) => a.id === athleteId) : undefined;
  const forWhom = isParent ? (athlete ? athleteName(athlete) : null) : (registration.data?.athleteName ?? `${user.firstName} ${user.lastName}`);
  const askDetails = (id: number) => {
    setDetailsFor(id);
    setAskedForDetails(true);
    setOverride('registration');
  };
  const detailsSaved = () => {
    setDetailsFor(null);
    setOverride('payment');
  };
  const onPaid = ({ bookingId, savedCard, withCredit = false }: Paid) => {
    setOverride('complete');
    setPaid({ next: afterPaymentPath(bookingId, session.id), savedCard, withCredit });
  };

  return (
    <CheckoutShell title={t('enhanced.title')} subtitle={t('enhanced.subtitle', { program: program.name })}>
      <StepIndicator steps={stepsFor(user.role, askedForDetails)} current={step} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:sticky lg:top-20 lg:order-last">
          <OrderSummary
            programName={program.name}
            program={program}
            session={session}
            athleteName={forWhom}
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
                    setChosenAthlete(id);
                    detailsSaved();
                  }}
                />
              )}
              <AthleteDetailsStep
                user={user}
                athlete={athletes.data?.find((a) => a.id === detailsFor)}
                ownRegistration={isParent ? undefined : registration}
                headingRef={headingRef}
                onSaved={detailsSaved}
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
                    onChange={setChosenAthlete}
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
                    onDetailsRequired={askDetails}
                    onPaid={onPaid}
                    onPrice={setPrice}
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
