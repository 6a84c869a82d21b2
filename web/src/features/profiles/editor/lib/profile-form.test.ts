import { describe, expect, it } from 'vitest';
import { profileInputSchema, type Profile } from '@common/profiles';
import { formValuesFrom } from './profile-form';

const user = { firstName: 'Casey', lastName: 'Morgan' };

describe('profile form values', () => {
  it("prefills a first profile with the account's name, private", () => {
    const v = formValuesFrom(null, user);
    expect(v.displayName).toBe('Casey Morgan');
    expect(v.slug).toBe('');
    expect(v.isPublic).toBe(false);
    expect(v.achievements).toEqual([]);
  });

  it('turns a saved profile into field text and back into the same payload', () => {
    const saved: Profile = {
      id: 1,
      slug: 'jordan-rivera',
      displayName: 'Jordan Rivera',
      isPublic: true,
      bio: null,
      primarySport: 'Basketball',
      position: 'Point Guard',
      teamName: null,
      graduationYear: 2028,
      height: `5'10"`,
      weight: null,
      location: 'Charlotte, NC',
      gender: 'Male',
      achievements: ['Team captain'],
      profileImageUrl: null,
      bannerImageUrl: null,
      user: { firstName: 'Jordan' },
    };
    const v = formValuesFrom(saved, user);
    expect(v.graduationYear).toBe('2028');
    expect(v.bio).toBe('');
    const payload = profileInputSchema.parse(v);
    expect(payload).toMatchObject({ slug: 'jordan-rivera', bio: null, graduationYear: 2028, teamName: null, achievements: ['Team captain'] });
  });

  it('prefills the sport and position saved in profile setup', () => {
    const v = formValuesFrom(null, { ...user, sport: 'Soccer', position: 'Goalkeeper' });
    expect(v).toMatchObject({ primarySport: 'Soccer', position: 'Goalkeeper' });
    expect(formValuesFrom(null, { ...user, sport: null, position: null })).toMatchObject({ primarySport: '', position: '' });
  });

  it('sends an empty graduation year as null', () => {
    expect(profileInputSchema.parse(formValuesFrom(null, user)).graduationYear).toBeNull();
  });
});
