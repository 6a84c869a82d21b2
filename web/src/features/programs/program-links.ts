import type { Program } from '@common/programs';

/** Book Now: checkout with the program, its price and its name (encoded, so "&" in a name is safe). */
export const bookProgramHref = (p: Pick<Program, 'id' | 'price' | 'name'>) =>
  `/enhanced-checkout?program=${p.id}&price=${p.price}&name=${encodeURIComponent(p.name)}`;

/** View Schedule: the schedule narrowed to the program, where the session to book is chosen. */
export const programScheduleHref = (p: Pick<Program, 'id'>) => `/schedule?program=${p.id}`;
