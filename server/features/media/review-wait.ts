/**
 * Issue 29: a member is told, on their own list, when coaches cannot review a pending upload
 * because the plan that pays for reviews (theirs, their child's, or the parent's who uploaded for
 * them, decision 047) has used this month's coach reviews; a coach trying gets the 402 that says
 * whose plan it is, and until now nobody told the payer.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { MediaItem } from '../../../common/media.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/users.ts';
import { limitGate } from '../../domain/capabilities.ts';
import { limitRefusal, monthStart, planOf } from '../../domain/plan-limits.ts';

const coachReviews = limitGate('maxCoachFeedback', "media: telling the payer their plan's coach reviews are used");

type ReviewWait = NonNullable<MediaItem['reviewWait']>;

/** The reader's list with `reviewWait` set on each pending upload whose payer has no coach review left this month. */
export async function withReviewWait(db: Db, tz: string, now: Date, reader: User, items: MediaItem[]): Promise<MediaItem[]> {
  const payerOf = (i: MediaItem) => i.uploadedBy?.id ?? i.user?.id ?? reader.id;
  const payers = [...new Set(items.filter((i) => i.status === 'PENDING').map(payerOf))];
  if (payers.length === 0) return items;
  // The 1st of next month in the facility's zone (32 days after this month's start is always in next month).
  const resetsOn = formatInTimeZone(monthStart(tz, new Date(monthStart(tz, now).getTime() + 32 * 86_400_000)), tz, 'yyyy-MM-dd');
  const used = new Map<number, { planName: string; limit: number }>();
  for (const payer of payers) {
    if (!(await limitRefusal(db, payer, coachReviews, tz, now))) continue;
    const plan = await planOf(db, payer);
    used.set(payer, { planName: plan.displayName, limit: plan.maxCoachFeedback });
  }
  return items.map((item) => {
    const payer = payerOf(item);
    const plan = item.status === 'PENDING' ? used.get(payer) : undefined;
    if (!plan) return { ...item, reviewWait: null };
    const whose: ReviewWait['whose'] = payer === reader.id ? 'you' : reader.role === 'PARENT' ? 'athlete' : 'parent';
    const name = whose === 'athlete' ? (item.user?.firstName ?? '') : whose === 'parent' ? (item.uploadedBy?.firstName ?? '') : '';
    return { ...item, reviewWait: { whose, name, ...plan, resetsOn } };
  });
}
