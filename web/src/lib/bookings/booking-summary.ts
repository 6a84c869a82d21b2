import type { Booking } from '@common/booking';
import { formatLongDate, formatTime12 } from '@/lib/format-time';

/** "Basketball Elite on Monday, March 2, 2026 at 5:30 PM", for dialogs and screen readers. */
export const bookingSummary = (b: Booking) =>
  `${b.session.program.name || 'Training Session'} on ${formatLongDate(b.session.date)} at ${formatTime12(b.session.time)}`;

/** The coach's name, or TBA (part 1, section 9). */
export const coachOf = (s: Booking['session']) => s.coachName ?? s.coach?.name ?? 'TBA';
