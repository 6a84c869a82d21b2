import { describe, expect, it } from 'vitest';
import type { StaffAlumni } from '@common/alumni';
import { blankToNull } from '@/lib/staff/blank-to-null';
import { alumniFormSchema, alumniFormValues, linesToList, linesToRecord, OPTIONAL_FIELDS, recordToLines, slugify } from './alumni-form';

const tyler: StaffAlumni = {
  id: 1,
  slug: 'tyler-brooks',
  fullName: 'Tyler Brooks',
  currentStatus: 'NCAA Division I',
  currentTeam: 'Wake Forest',
  octaneYears: '2016-2021',
  primarySport: 'Soccer',
  position: 'Midfielder',
  graduationYear: 2021,
  achievements: ['All-Conference First Team', 'Team Captain'],
  quote: null,
  careerHighlights: null,
  bio: 'Joined at 12.',
  youngImageUrl: null,
  proImageUrl: '/images/alumni/pro.svg',
  socialLinks: { instagram: 'https://instagram.com/' },
  accomplishments: { gpa: '3.7' },
  featured: true,
  currentStatusEs: 'NCAA División I',
  achievementsEs: null,
  quoteEs: null,
  careerHighlightsEs: null,
  bioEs: 'Llegó a los 12.',
};

describe('lines of text', () => {
  it('become a list, blank lines dropped', () => {
    expect(linesToList(' State Champion \n\nAll-American\n')).toEqual(['State Champion', 'All-American']);
  });

  it('become name-value pairs split at the first colon, so URLs survive', () => {
    expect(linesToRecord('instagram: https://instagram.com/tyler\ngpa: 3.7')).toEqual({ instagram: 'https://instagram.com/tyler', gpa: '3.7' });
  });

  it('refuse a line without a name', () => {
    expect(linesToRecord('just a value')).toBeNull();
    expect(linesToRecord(': 3.7')).toBeNull();
  });

  it('round-trip a record', () => {
    expect(linesToRecord(recordToLines({ college: 'Wake Forest University', gpa: '3.7' }))).toEqual({ college: 'Wake Forest University', gpa: '3.7' });
  });
});

describe('slugify', () => {
  it('makes a story address from a name', () => {
    expect(slugify('Aaliyah Grant')).toBe('aaliyah-grant');
    expect(slugify('  José  Núñez Jr. ')).toBe('jose-nunez-jr');
  });
});

describe('alumniFormSchema', () => {
  it('turns a saved story into form values and back unchanged', () => {
    const { id: _id, ...input } = tyler;
    const parsed = alumniFormSchema.parse(blankToNull(alumniFormValues(tyler), OPTIONAL_FIELDS));
    expect(parsed).toEqual({ ...input, quote: null, careerHighlights: null, youngImageUrl: null });
  });

  it('keeps the Spanish beside the English; an empty Spanish box is none (decision 066)', () => {
    const values = { ...alumniFormValues(tyler), achievementsEs: ' Capitán del equipo \n\n', quoteEs: '  ' };
    expect(alumniFormSchema.parse(blankToNull(values, OPTIONAL_FIELDS))).toMatchObject({
      currentStatusEs: 'NCAA División I',
      achievementsEs: ['Capitán del equipo'],
      quoteEs: null,
      careerHighlightsEs: null,
      bioEs: 'Llegó a los 12.',
    });
    expect(alumniFormSchema.parse(blankToNull({ ...values, achievementsEs: '\n' }, OPTIONAL_FIELDS)).achievementsEs).toBeNull();
  });

  it('reports a malformed social link line', () => {
    const result = alumniFormSchema.safeParse({ ...alumniFormValues(tyler), socialLinks: 'instagram' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['socialLinks']);
  });

  it('accepts a story with only a name and an address', () => {
    const values = blankToNull({ ...alumniFormValues(null), slug: 'new-grad', fullName: 'New Grad' }, OPTIONAL_FIELDS);
    expect(alumniFormSchema.parse(values)).toMatchObject({ slug: 'new-grad', graduationYear: null, achievements: [], socialLinks: {} });
  });
});
