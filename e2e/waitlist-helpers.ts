import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';

const originOf = (page: Page) => new URL(page.url()).origin;

/** A session with one place, three days ahead, with a title of its own; made by staff through the API. */
export async function oneSpotSession(staff: Page) {
  const programs = (await (await staff.request.get('/api/staff/programs')).json()) as Array<{ id: number; name: string; archived: boolean }>;
  const program = programs.find((p) => !p.archived)!;
  const date = format(addDays(new Date(), 3), 'yyyy-MM-dd');
  const title = `Waitlist drill ${crypto.randomBytes(3).toString('hex')}`;
  const res = await staff.request.post('/api/staff/sessions', {
    data: { programId: program.id, date, time: '17:30', capacity: 1, location: 'Court 2', sessionTitle: title },
    headers: { origin: originOf(staff) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, date, title, program };
}
