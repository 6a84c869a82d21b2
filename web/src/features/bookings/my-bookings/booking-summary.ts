import type { Booking } from '@common/bookings';
import { longDay, wallTime } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

/** "Basketball Elite on Monday, March 2, 2026 at 5:30 PM", for dialogs and screen readers. */
export const bookingSummary = (b: Booking, t: TFunction<'payments'>, language: Language) =>
  t('booking.summary', {
    name: b.session.program.name || t('booking.fallbackName'),
    date: longDay(b.session.date, language),
    time: wallTime(b.session.time, language) ?? t('booking.timeTba'),
  });

/** The coach's name, or TBA (part 1, section 9): `tba` is that word in the screen's language. */
export const coachOf = (s: Booking['session'], tba = 'TBA') => s.coachName ?? s.coach?.name ?? tba;
