import { format } from 'date-fns';

/** Dates as e-mails write them (a session's local date in the facility's zone). */
export const longDate = (date: string) => format(new Date(`${date}T12:00:00Z`), 'EEEE, MMMM d, yyyy');
