import { format } from 'date-fns';

/** Dates and times as e-mails write them (a session's local date and time in the facility's zone). */
export function time12(time: string): string {
  const [h = 12, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

export const longDate = (date: string) => format(new Date(`${date}T12:00:00Z`), 'EEEE, MMMM d, yyyy');

