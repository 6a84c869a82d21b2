import { describe, expect, it } from 'vitest';
import { agePhrase } from '../../../common/age-groups.ts';
import { DETAILS_REQUIRED_CODE } from '../../../common/bookings.ts';
import { programCreateSchema, programUpdateSchema } from '../../../common/programs.ts';
import { sessionInputSchema } from '../../../common/schedule.ts';
import { ageOn, ageRefusal, effectiveAgeRange, fitsAgeRange } from './age-group.ts';
import { es, msg } from '../../../common/messages/index.ts';

const open = { minAge: null, maxAge: null };
const fiveToSeven = { minAge: 5, maxAge: 7 };

describe('the range a session is for', () => {
  it('is its own when staff gave it either side', () => {
    expect(effectiveAgeRange(fiveToSeven, { minAge: 3, maxAge: 18 })).toEqual(fiveToSeven);
    expect(effectiveAgeRange({ minAge: 12, maxAge: null }, { minAge: 3, maxAge: 10 })).toEqual({ minAge: 12, maxAge: null });
    expect(effectiveAgeRange({ minAge: null, maxAge: 7 }, open)).toEqual({ minAge: null, maxAge: 7 });
  });

  it("is its program's when it has none of its own", () => expect(effectiveAgeRange(open, { minAge: 8, maxAge: 11 })).toEqual({ minAge: 8, maxAge: 11 }));

  it('is none when neither has one', () => expect(effectiveAgeRange(open, open)).toBeNull());
});

describe("an athlete's age", () => {
  it('is the age on the account first', () => expect(ageOn('2026-03-02', { age: 15 }, { athleteAge: 6 })).toBe(15));
  it('is the age given with the registration when the account has none', () => expect(ageOn('2026-03-02', { age: null }, { athleteAge: 6 })).toBe(6));
  it('is unknown with neither', () => expect(ageOn('2026-03-02', { age: null }, null)).toBeNull());
  it("counts from the date of birth on the session's day when there is one (a child without a login)", () => {
    expect(ageOn('2026-06-14', { age: 7, dateOfBirth: '2019-06-15' }, { athleteAge: 9 })).toBe(6);
    expect(ageOn('2026-06-15', { age: 6, dateOfBirth: '2019-06-15' }, null)).toBe(7);
  });
});

describe('the check', () => {
  it('takes both ends of the range', () => {
    expect([4, 5, 7, 8].map((a) => fitsAgeRange(fiveToSeven, a))).toEqual([false, true, true, false]);
    expect(fitsAgeRange({ minAge: 12, maxAge: null }, 99)).toBe(true);
    expect(fitsAgeRange({ minAge: null, maxAge: 7 }, 0)).toBe(true);
  });

  it('lets anyone into a session with no age group, even with no age on file', () => expect(ageRefusal(null, { id: 1, name: 'Maya', age: null })).toBeNull());

  it('refuses someone outside the range with a 409 naming the range and the age', () => {
    const refusal = ageRefusal(fiveToSeven, { id: 1, name: 'Maya', age: 15 });
    expect(refusal?.statusCode).toBe(409);
    expect(refusal?.message).toBe('This session is for ages 5-7. Maya is 15.');
  });

  it('refuses someone with no age on file, saying where to add it, with the athlete-details code', () => {
    const refusal = ageRefusal({ minAge: 12, maxAge: null }, { id: 7, name: 'Leo', age: null });
    expect(refusal?.statusCode).toBe(409);
    expect(refusal?.message).toBe(
      "This session is for ages 12 and up, and we do not have Leo's age yet. Add it with the athlete's details at checkout, then try again.",
    );
    expect(refusal?.extra).toEqual({ code: DETAILS_REQUIRED_CODE, athleteId: 7 });
  });

  it('lets someone inside the range in', () => expect(ageRefusal(fiveToSeven, { id: 1, name: 'Ava', age: 6 })).toBeNull());
});

describe('the words', () => {
  it('name every shape of range in English and Spanish', () => {
    expect(agePhrase(fiveToSeven)).toBe('ages 5-7');
    expect(agePhrase({ minAge: 12, maxAge: null })).toBe('ages 12 and up');
    expect(agePhrase({ minAge: null, maxAge: 7 })).toBe('ages up to 7');
    expect(agePhrase({ minAge: 7, maxAge: 7 })).toBe('age 7');
    expect(agePhrase(fiveToSeven, 'es')).toBe('edades de 5 a 7 años');
    expect(agePhrase({ minAge: 12, maxAge: null }, 'es')).toBe('edades de 12 años en adelante');
    expect(agePhrase({ minAge: null, maxAge: 7 }, 'es')).toBe('edades de hasta 7 años');
    expect(agePhrase({ minAge: 7, maxAge: 7 }, 'es')).toBe('7 años');
  });

  it('word the refusals in Spanish from the range, the name and the age (message ids, decision 071)', () => {
    expect(es('ageGroups.outsideRange', { ...fiveToSeven, name: 'Maya', age: 15 })).toBe('Esta sesión es para edades de 5 a 7 años. Maya tiene 15 años.');
    expect(es('ageGroups.outsideRange', { minAge: 12, maxAge: null, name: 'Leo', age: 9 })).toBe(
      'Esta sesión es para edades de 12 años en adelante. Leo tiene 9 años.',
    );
    expect(es('ageGroups.outsideRange', { minAge: null, maxAge: 7, name: 'Ana M. López', age: 1 })).toBe(
      'Esta sesión es para edades de hasta 7 años. Ana M. López tiene 1 año.',
    );
    expect(es('ageGroups.unknownAge', { minAge: 7, maxAge: 7, name: 'Jo' })).toBe(
      'Esta sesión es para 7 años y todavía no tenemos la edad de Jo. Agrégala con los datos del atleta al reservar y vuelve a intentarlo.',
    );
  });

  it("refer to the catalogue, so the answer is worded in the asker's language", () => {
    expect(ageRefusal(fiveToSeven, { id: 1, name: 'Maya', age: 15 })?.ref).toBe(msg('ageGroups.outsideRange', { ...fiveToSeven, name: 'Maya', age: 15 }));
  });
});

describe('the form rules', () => {
  // A schema's message is the catalogue's reference (decision 071); the server words it in the request's language.
  const program = { name: 'Speed Lab', type: 'SPEED_AGILITY', description: 'Fast feet.', price: 45, duration: 60 };
  const issues = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
    r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('take whole years from 0 to 99, either side open', () => {
    expect(programCreateSchema.safeParse({ ...program, minAge: 0, maxAge: 99 }).success).toBe(true);
    expect(programCreateSchema.safeParse({ ...program, minAge: null }).success).toBe(true);
    expect(programCreateSchema.safeParse(program).success).toBe(true);
    expect(issues(programCreateSchema.safeParse({ ...program, maxAge: 200 }))).toEqual([`maxAge: ${msg('ageGroups.age')}`]);
    expect(issues(programCreateSchema.safeParse({ ...program, minAge: -1 }))).toEqual([`minAge: ${msg('ageGroups.age')}`]);
    expect(issues(programCreateSchema.safeParse({ ...program, minAge: 5.5 }))).toEqual([`minAge: ${msg('ageGroups.age')}`]);
    expect(issues(programCreateSchema.safeParse({ ...program, minAge: '\u0000' }))).toEqual([`minAge: ${msg('ageGroups.age')}`]);
  });

  it('refuse a minimum above the maximum, under the maximum', () => {
    expect(issues(programCreateSchema.safeParse({ ...program, minAge: 12, maxAge: 8 }))).toEqual([`maxAge: ${msg('ageGroups.order')}`]);
    expect(issues(programUpdateSchema.safeParse({ minAge: 12, maxAge: 8 }))).toEqual([`maxAge: ${msg('ageGroups.order')}`]);
    expect(programUpdateSchema.safeParse({ minAge: 12 }).success).toBe(true);
    const session = { programId: 1, date: '2026-03-02', time: '07:00', capacity: 10, location: 'Speed Lab' };
    expect(issues(sessionInputSchema.safeParse({ ...session, minAge: 9, maxAge: 7 }))).toEqual([`maxAge: ${msg('ageGroups.order')}`]);
    expect(sessionInputSchema.safeParse({ ...session, minAge: 7, maxAge: 7 }).success).toBe(true);
  });
});
