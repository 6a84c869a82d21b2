import { eq } from 'drizzle-orm';
import { type SignerRole, WAIVER_REFUSAL_CODES } from '../../../common/waivers.ts';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { isLinked, linkedParents } from '../../domain/parent-links.ts';
import { athleteAgeToday, isMinor } from './age.ts';
import { msg } from '../../../common/messages/index.ts';

type RefusalCode = (typeof WAIVER_REFUSAL_CODES)[number];
const REFUSALS: Record<RefusalCode, string> = {
  guardian_required: msg('waivers.guardianRequired'),
  adult_signs_self: msg('waivers.adultSignsSelf'),
  age_unknown: msg('waivers.ageUnknown'),
  not_athlete: msg('waivers.athletesOnly'),
};

export interface Signer {
  athlete: User;
  age: number | null;
  /** How the reader signs for this athlete, or why they may not. */
  signAs: SignerRole | null;
  cannotSign: { code: RefusalCode; message: string } | null;
  hasGuardian: boolean;
}

/**
 * Whose waiver a reader reads or signs, and whether they may sign it (decision 043): an athlete
 * their own, only once 18 (a minor's is signed by a parent or guardian); a parent a linked
 * athlete's (an ACTIVE link; 403 otherwise), only while that athlete is under 18.
 */
export async function signerFor(db: Db, reader: User, athleteId: number | undefined, timeZone: string): Promise<Signer> {
  let athlete: User;
  let parent = false;
  if (athleteId === undefined || athleteId === reader.id) {
    athlete = reader;
  } else {
    if (reader.role !== 'PARENT' || !(await isLinked(db, reader.id, athleteId))) throw forbidden(msg('waivers.notLinked'));
    const [row] = await db.select().from(users).where(eq(users.id, athleteId));
    if (!row || row.deletedAt) throw notFound(msg('platform.athleteNotFound'));
    athlete = row;
    parent = true;
  }
  const age = await athleteAgeToday(db, athlete, timeZone);
  const minor = isMinor(age);
  const hasGuardian = minor && (parent || (await linkedParents(db, athlete.id)).length > 0);
  const refuse = (code: RefusalCode): Signer => ({ athlete, age, signAs: null, cannotSign: { code, message: REFUSALS[code] }, hasGuardian });
  if (!parent && athlete.role !== 'ATHLETE') return refuse('not_athlete');
  if (age === null) return refuse('age_unknown');
  if (parent) return minor ? { athlete, age, signAs: 'GUARDIAN', cannotSign: null, hasGuardian } : refuse('adult_signs_self');
  return minor ? refuse('guardian_required') : { athlete, age, signAs: 'SELF', cannotSign: null, hasGuardian };
}
