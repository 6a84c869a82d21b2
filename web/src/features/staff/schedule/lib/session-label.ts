import { formatShortDate, formatTime12 } from '@/lib/format-time';

interface SessionLike {
  programName: string;
  sessionTitle: string | null;
  date: string;
  time: string;
  totalSpots: number;
  availableSpots: number;
}

/** "Speed & Agility (Ages 5-7), Mon, Mar 2 at 7:00 AM": how dialogs and screen readers name a session. */
export function sessionLabel(s: SessionLike): string {
  const name = s.sessionTitle ? `${s.programName} (${s.sessionTitle})` : s.programName;
  return `${name}, ${formatShortDate(s.date)} at ${formatTime12(s.time)}`;
}

/** Spots taken: bookings and payment holds. */
export const bookedCount = (s: SessionLike) => s.totalSpots - s.availableSpots;
