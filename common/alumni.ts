import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { idParams, spanishText, text } from './input.ts';
import { alumniSchema } from './profiles.ts';
import { msg } from './messages/index.ts';

/** An alumni story as staff write it (formerly in common/staff.ts). */
export const alumniInputSchema = z.object({
  slug: text()
    .min(2)
    .max(120)
    .regex(/^[a-z0-9-]+$/, msg('alumni.slug')),
  fullName: text().min(2).max(120),
  currentStatus: text().max(200).optional().nullable(),
  currentTeam: text().max(200).optional().nullable(),
  octaneYears: text().max(60).optional().nullable(),
  primarySport: text().max(60).optional().nullable(),
  position: text().max(60).optional().nullable(),
  graduationYear: z.coerce.number().int().min(1950).max(2100).optional().nullable(),
  achievements: z.array(text().min(1).max(200)).max(30).default([]),
  quote: text().max(1000).optional().nullable(),
  careerHighlights: text().max(3000).optional().nullable(),
  bio: text().max(5000).optional().nullable(),
  youngImageUrl: text().max(500).optional().nullable(),
  proImageUrl: text().max(500).optional().nullable(),
  socialLinks: z.record(text().max(60), text().max(300)).default({}),
  accomplishments: z.record(text().max(60), text().max(300)).default({}),
  featured: z.boolean().default(false),
  // Optional Spanish versions of the story's text (decision 066): empty is none.
  currentStatusEs: spanishText(200),
  achievementsEs: z.array(text().min(1).max(200)).max(30).optional().nullable(),
  quoteEs: spanishText(1000),
  careerHighlightsEs: spanishText(3000),
  bioEs: spanishText(5000),
});

/** A story as staff edit it: the English in the usual fields and the Spanish beside it (the public answers are in the reader's language). */
export const staffAlumniSchema = alumniSchema.extend({
  currentStatusEs: z.string().nullable(),
  achievementsEs: z.array(z.string()).nullable(),
  quoteEs: z.string().nullable(),
  careerHighlightsEs: z.string().nullable(),
  bioEs: z.string().nullable(),
});
export type StaffAlumni = z.infer<typeof staffAlumniSchema>;

const savedSchema = z.object({ id: z.number().int() });
const tags = ['alumni'];

/** Alumni stories (decision 032): public to read, written by staff. */
export const alumniApi = {
  /** Every story, featured first, then by name. */
  list: endpoint({ method: 'GET', path: '/api/alumni', response: z.array(alumniSchema), tags }),
  featured: endpoint({ method: 'GET', path: '/api/alumni/featured', response: z.array(alumniSchema), tags }),
  /** One story in full; 404 when there is none. */
  story: endpoint({ method: 'GET', path: '/api/alumni/:slug', params: z.object({ slug: text().max(120) }), response: alumniSchema, tags }),
  /** Every story with its Spanish beside the English, for the staff editor. */
  staffList: endpoint({ method: 'GET', path: '/api/staff/alumni', response: z.array(staffAlumniSchema), access: 'staff', tags }),
  create: endpoint({ method: 'POST', path: '/api/staff/alumni', body: alumniInputSchema, response: savedSchema, status: 201, access: 'staff', tags }),
  update: endpoint({ method: 'PUT', path: '/api/staff/alumni/:id', params: idParams, body: alumniInputSchema, response: savedSchema, access: 'staff', tags }),
  remove: endpoint({ method: 'DELETE', path: '/api/staff/alumni/:id', params: idParams, response: messageSchema, access: 'staff', tags }),
};
