import type { Db, Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/users.ts';
import { capabilityGate } from '../../domain/capabilities.ts';
import { LimitReached } from '../../domain/plan-limits.ts';
import { msg } from '../../../common/messages/index.ts';

/** The one check of `premiumContent` (decision 051): opening a premium item in full, its video, saving progress on it. */
export const premiumGate = capabilityGate('premiumContent', 'library: a premium item in full, its video and its progress', (plan) =>
  msg('library.locked', { plan }),
);

/** Whether the reader opens premium items in full: staff (they publish them) always, anyone else by their own plan, through the gate. */
export async function premiumIncluded(db: Db | Tx, user: User): Promise<boolean> {
  if (user.isStaff) return true;
  try {
    await premiumGate.assert(db, user.id);
    return true;
  } catch (err) {
    if (err instanceof LimitReached) return false;
    throw err;
  }
}

/** Refuses (402) a premium item to a reader whose plan does not include it; free teasers and staff pass. */
export async function assertOpens(db: Db | Tx, user: User, item: { isFree: boolean }): Promise<void> {
  if (item.isFree || user.isStaff) return;
  await premiumGate.assert(db, user.id);
}
