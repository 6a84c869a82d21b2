import { z } from 'zod';
import { alumniInputSchema, type StaffAlumni } from '@common/alumni';
import { msg } from '@common/messages/index';

/** One item per line; blank lines dropped. */
export const linesToList = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** "name: value" per line (the value may hold colons, as a URL does). Null when a line has no name. */
export function linesToRecord(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const line of linesToList(text)) {
    const at = line.indexOf(':');
    if (at <= 0) return null;
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

export const recordToLines = (record: Record<string, string>) =>
  Object.entries(record)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** "Aaliyah Grant" -> "aaliyah-grant", for the story's address. */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const recordField = z.string().transform((text, ctx) => {
  const record = linesToRecord(text);
  if (!record) ctx.addIssue({ code: 'custom', message: msg('alumni.recordLine') });
  else if (Object.values(record).some((v) => v.length > 300)) ctx.addIssue({ code: 'custom', message: msg('alumni.recordValue') });
  else return record;
  return z.NEVER;
});

/** The shared alumni schema, with the lists and the name-value pairs typed as lines of text. */
export const alumniFormSchema = alumniInputSchema.extend({
  achievements: z.string().transform(linesToList).pipe(alumniInputSchema.shape.achievements.unwrap()),
  // The Spanish list: none when left empty (a Spanish reader then sees the English one).
  achievementsEs: z
    .string()
    .transform((text) => {
      const list = linesToList(text);
      return list.length ? list : null;
    })
    .pipe(alumniInputSchema.shape.achievementsEs.unwrap().unwrap().nullable()),
  socialLinks: recordField,
  accomplishments: recordField,
});

export type AlumniFormValues = z.input<typeof alumniFormSchema>;
export type AlumniInput = z.output<typeof alumniInputSchema>;

/** Optional fields sent as null when left blank. */
export const OPTIONAL_FIELDS = [
  'currentStatus',
  'currentTeam',
  'octaneYears',
  'primarySport',
  'position',
  'graduationYear',
  'quote',
  'careerHighlights',
  'bio',
  'youngImageUrl',
  'proImageUrl',
  'currentStatusEs',
  'quoteEs',
  'careerHighlightsEs',
  'bioEs',
] as const;

export function alumniFormValues(a: StaffAlumni | null): AlumniFormValues {
  return {
    slug: a?.slug ?? '',
    fullName: a?.fullName ?? '',
    currentStatus: a?.currentStatus ?? '',
    currentTeam: a?.currentTeam ?? '',
    octaneYears: a?.octaneYears ?? '',
    primarySport: a?.primarySport ?? '',
    position: a?.position ?? '',
    graduationYear: a?.graduationYear ?? '',
    achievements: (a?.achievements ?? []).join('\n'),
    quote: a?.quote ?? '',
    careerHighlights: a?.careerHighlights ?? '',
    bio: a?.bio ?? '',
    youngImageUrl: a?.youngImageUrl ?? null,
    proImageUrl: a?.proImageUrl ?? null,
    socialLinks: recordToLines(a?.socialLinks ?? {}),
    accomplishments: recordToLines(a?.accomplishments ?? {}),
    featured: a?.featured ?? false,
    currentStatusEs: a?.currentStatusEs ?? '',
    achievementsEs: (a?.achievementsEs ?? []).join('\n'),
    quoteEs: a?.quoteEs ?? '',
    careerHighlightsEs: a?.careerHighlightsEs ?? '',
    bioEs: a?.bioEs ?? '',
  };
}
