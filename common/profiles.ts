import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './input.ts';
import { positionFit, positionsFor } from './sports.ts';
import { mediaItemSchema } from './media.ts';
import { msg } from './messages/index.ts';

/** Part 2, section 5: lowercase, runs of non-alphanumerics become one hyphen, no hyphens at the ends. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The same message profile setup answers (server/features/account/service.ts). */
export const positionMismatch = (position: string, sport: string) =>
  msg('profiles.positionMismatch', { position, sport, positions: positionsFor(sport).join(', ') });

const optionalText = (max: number) =>
  text()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

export const profileInputSchema = z
  .object({
    displayName: text({ error: msg('profiles.displayName') })
      .min(1, msg('profiles.displayName'))
      .max(80),
    slug: text().max(60).optional().nullable(),
    isPublic: z.boolean().default(false),
    bio: optionalText(2000),
    primarySport: optionalText(60),
    position: optionalText(60),
    teamName: optionalText(120),
    // Empty means none; anything else must be a year in range (it was silently dropped before: issue 34).
    graduationYear: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim()) : v),
      z
        .number({ error: msg('profiles.graduationYear') })
        .int(msg('profiles.graduationYear'))
        .min(1950, msg('profiles.graduationYear'))
        .max(2100, msg('profiles.graduationYear'))
        .nullable(),
    ),
    height: optionalText(20),
    weight: optionalText(20),
    location: optionalText(120),
    gender: optionalText(30),
    achievements: z
      .array(text().max(200))
      .max(50)
      .default([])
      .transform((list) => list.map((a) => a.trim()).filter(Boolean)),
  })
  .superRefine((p, ctx) => {
    // A position belongs to the sport chosen (the form offers only those; the server holds to it too).
    if (positionFit(p.primarySport, p.position) === 'wrong') {
      ctx.addIssue({ code: 'custom', path: ['position'], message: positionMismatch(p.position!, p.primarySport!) });
    }
  });
export type ProfileInput = z.input<typeof profileInputSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
  isPublic: z.boolean(),
  bio: z.string().nullable(),
  primarySport: z.string().nullable(),
  position: z.string().nullable(),
  teamName: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  height: z.string().nullable(),
  weight: z.string().nullable(),
  location: z.string().nullable(),
  gender: z.string().nullable(),
  achievements: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  user: z.object({ firstName: z.string() }),
});
export type Profile = z.infer<typeof profileSchema>;

export const directoryEntrySchema = profileSchema.extend({ videoCount: z.number().int(), imageCount: z.number().int() });
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryQuerySchema = z.object({
  search: text().max(100).optional(),
  sport: text().max(60).optional(),
  position: text().max(60).optional(),
  gender: text().max(30).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const directoryPageSchema = z.object({
  profiles: z.array(directoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const userProfileSetupSchema = z.object({
  age: z.coerce
    .number({ error: msg('profiles.ageNumber') })
    .int()
    .min(5, msg('profiles.ageMin'))
    .max(50, msg('profiles.ageMax'))
    .optional()
    .nullable(),
  sport: text().max(60).optional().nullable(),
  position: text().max(60).optional().nullable(),
  trainingGoals: text().max(2000).optional().nullable(),
  /** The filename (storage key) answered by POST /api/media-upload. */
  profilePicture: text().max(200).optional().nullable(),
  profileCompleted: z.boolean().optional(),
});

export const alumniSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  fullName: z.string(),
  currentStatus: z.string().nullable(),
  currentTeam: z.string().nullable(),
  octaneYears: z.string().nullable(),
  primarySport: z.string().nullable(),
  position: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  achievements: z.array(z.string()),
  quote: z.string().nullable(),
  careerHighlights: z.string().nullable(),
  bio: z.string().nullable(),
  youngImageUrl: z.string().nullable(),
  proImageUrl: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  accomplishments: z.record(z.string(), z.string()),
  featured: z.boolean(),
});
export type Alumni = z.infer<typeof alumniSchema>;

/** GET /api/profiles/:slug: the profile with its public media only (private uploads and feedback left out). */
export const publicProfileSchema = profileSchema.extend({ media: z.array(mediaItemSchema) });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

const tags = ['profiles'];

/** The profiles feature's endpoints (decision 032): an athlete's own public profile, one profile by its address, and the directory. */
export const profilesApi = {
  /** The signed-in member's profile, or null before the first save. */
  mine: endpoint({ method: 'GET', path: '/api/my-profile', response: profileSchema.nullable(), access: 'user', tags }),
  /** Creates or updates the athlete's profile; 409 when the address belongs to someone else. */
  save: endpoint({ method: 'POST', path: '/api/my-profile', body: profileInputSchema, response: profileSchema, roles: ['ATHLETE'], tags }),
  /** 404 when the profile is missing or private (to anyone but its owner). */
  public: endpoint({ method: 'GET', path: '/api/profiles/:slug', params: z.object({ slug: text().max(80) }), response: publicProfileSchema, tags }),
  /** Public profiles, filtered and paged by the server. */
  directory: endpoint({ method: 'GET', path: '/api/public-profiles', query: directoryQuerySchema, response: directoryPageSchema, tags }),
};
