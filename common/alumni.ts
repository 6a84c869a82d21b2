import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { idParams, text } from './input.ts';
import { alumniSchema } from './profiles.ts';
import { alumniInputSchema } from './staff.ts';

const savedSchema = z.object({ id: z.number().int() });
const tags = ['alumni'];

/** Alumni stories (decision 032): public to read, written by staff. */
export const alumniApi = {
  /** Every story, featured first, then by name. */
  list: endpoint({ method: 'GET', path: '/api/alumni', response: z.array(alumniSchema), tags }),
  featured: endpoint({ method: 'GET', path: '/api/alumni/featured', response: z.array(alumniSchema), tags }),
  /** One story in full; 404 when there is none. */
  story: endpoint({ method: 'GET', path: '/api/alumni/:slug', params: z.object({ slug: text().max(120) }), response: alumniSchema, tags }),
  create: endpoint({ method: 'POST', path: '/api/staff/alumni', body: alumniInputSchema, response: savedSchema, status: 201, access: 'staff', tags }),
  update: endpoint({ method: 'PUT', path: '/api/staff/alumni/:id', params: idParams, body: alumniInputSchema, response: savedSchema, access: 'staff', tags }),
  remove: endpoint({ method: 'DELETE', path: '/api/staff/alumni/:id', params: idParams, response: messageSchema, access: 'staff', tags }),
};
