/** The words of checkout's newer screens, in one place for translation. */
export const CHECKOUT_COPY = {
  detailsHeading: 'Athlete Registration',
  /** Shown when the server asked for the athlete's details before holding a spot. */
  detailsNeeded: (athlete: string | null) =>
    `Before booking, we need ${athlete ? `${athlete}'s` : "the athlete's"} emergency contact and a signed liability waiver. You only need to do this once.`,
  detailsNeededSelf: 'Before your first booking, we need your emergency contact and a signed liability waiver. You only need to do this once.',
  bookedTitle: 'Session Booked!',
  booked: 'Your spot is confirmed. See you at the session!',
  /** The booking call failed but the provider's event had already booked it. */
  bookedMeanwhile: 'Your payment went through and your spot is confirmed.',
  bookingFailedTitle: 'Booking Failed',
} as const;
