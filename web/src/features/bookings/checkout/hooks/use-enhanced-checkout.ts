import { useState } from 'react';
import type { AuthUser } from '@common/auth';
import { useWaitlist } from '@/features/bookings/waitlist/use-waitlist';
import { useBookingWindow } from '@/features/bookings/window/use-booking-window';
import { useLinkedAthletes } from '@/features/parent/api/use-linked-athletes';
import { useAthleteRegistration } from '@/features/registration/api/use-athlete-registration';
import { useBookingEligibility } from '../api/use-booking-eligibility';
import type { CheckoutPrice } from '../api/use-create-payment-intent';
import { athleteName } from '../components/athlete-picker';
import { athleteToBook, heldOffer } from '../lib/checkout-athlete';
import { afterPaymentPath, type CheckoutParams } from '../lib/checkout-params';
import { initialStep, stepsFor, type Step } from '../lib/steps';
import { useCheckoutItem } from './use-checkout-item';
import { useFocusOnChange } from './use-focus-on-change';
import type { Paid } from './use-pay';
import { useRedirectAfter } from './use-redirect-after';

/**
 * /enhanced-checkout's state: what is being bought, the step shown (registration, payment, complete),
 * the athlete it is for, the place held for them, the price, and what follows paying.
 */
export function useEnhancedCheckout(user: AuthUser, params: CheckoutParams) {
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

  if (item.status === 'loading' || step === null) return { view: 'loading' } as const;
  if (item.status === 'nothing' || item.status === 'error') return { view: 'nothing', failed: item.status === 'error' } as const;
  // A session not open to this member yet (decision 056): the day it opens, and the program's other sessions.
  const notOpen = item.status === 'ready' && !bookingWindow.stateOf(item.session.bookingOpens).open ? item.session : undefined;
  if (item.status === 'pick' || notOpen) {
    return { view: 'pick', program: item.program, unavailable: item.status === 'pick' && item.unavailable, notOpen } as const;
  }

  const { program, session } = item;
  // A parent's link to a held place names the athlete; with one linked athlete there is nobody else to choose.
  const athleteId = isParent ? athleteToBook(chosenAthlete, params.athleteId, athletes.data) : undefined;
  const athlete = isParent ? athletes.data?.find((a) => a.id === athleteId) : undefined;
  const detailsSaved = () => {
    setDetailsFor(null);
    setOverride('payment');
  };
  return {
    view: 'ready',
    program,
    session,
    step,
    steps: stepsFor(user.role, askedForDetails),
    headingRef,
    paid,
    price,
    setPrice,
    isParent,
    registration,
    athletes,
    outsideAgeGroup,
    athleteId,
    athlete,
    forWhom: isParent ? (athlete ? athleteName(athlete) : null) : (registration.data?.athleteName ?? `${user.firstName} ${user.lastName}`),
    offer: heldOffer(waitlist.data, session.id, isParent, athleteId),
    /** The athlete whose details the server asked for. */
    detailsAthlete: athletes.data?.find((a) => a.id === detailsFor),
    chooseAthlete: setChosenAthlete,
    /** The server would not hold a spot until the athlete's details are on file: the registration step asks for them. */
    askDetails: (id: number) => {
      setDetailsFor(id);
      setAskedForDetails(true);
      setOverride('registration');
    },
    detailsSaved,
    onPaid: ({ bookingId, savedCard, withCredit = false }: Paid) => {
      setOverride('complete');
      setPaid({ next: afterPaymentPath(bookingId, session.id), savedCard, withCredit });
    },
  } as const;
}
