/** /booking-confirmation: the booked session, what to do next and the payment. */
export const bookingConfirmation = {
  loading: 'Loading your booking details...',
  title: 'SESSION CONFIRMED!',
  number: 'Booking number',
  nav: {
    label: 'Next steps',
    sessions: 'View My Sessions',
    another: 'Book Another Session',
    dashboard: 'Back to Dashboard',
  },
  notFound: {
    title: 'Booking Not Found',
    text: "We couldn't find the booking details you're looking for.",
    bookings: 'View my bookings',
  },
  details: {
    date: 'Date',
    time: 'Time',
    timeTba: 'Time TBA',
    coach: 'Coach',
    location: 'Location',
    athlete: 'Athlete',
    addToCalendar: 'Add to calendar',
  },
  next: {
    heading: "What's next?",
    tips: {
      email: 'Check your email for the confirmation and calendar invite.',
      arrive: 'Arrive 10 minutes early to check in and warm up.',
      bring: 'Bring water and your training gear.',
      questions: 'Prepare any questions you have for your coach.',
    },
    reschedule: 'Need to reschedule? Please do it at least 24 hours before the session to avoid charges.',
    helpHeading: 'Need help?',
    help: "Questions about your booking? Contact us and we'll be glad to help.",
  },
  payment: {
    heading: 'Payment summary',
    fee: 'Session fee',
    status: 'Status',
    statuses: { CONFIRMED: 'CONFIRMED', PENDING: 'PENDING', CANCELLED: 'CANCELLED' },
    refunded: 'Refunded',
    total: 'Total paid',
  },
};
