import { sql } from 'drizzle-orm';
import type { LibraryCard } from '../../../common/library.ts';
import type { Db } from '../../db/client.ts';
import { libraryProgress } from '../../db/schema/library.ts';
import type { User } from '../../db/schema/users.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { assertOpens } from './gate.ts';
import { toCard } from './present.ts';
import { publishedItem } from './read.ts';

/**
 * Saves how far the reader got (one row per reader and item, whatever arrives at once). Finishing
 * marks it completed for good; watching it again later moves the position only. A premium item
 * the reader's plan does not include: 402 from the gate.
 */
export async function saveProgress(
  db: Db,
  storage: ObjectStorage,
  user: User,
  lang: Language,
  id: number,
  input: { positionSeconds: number; completed: boolean },
  now: Date,
): Promise<LibraryCard> {
  const item = await publishedItem(db, id);
  await assertOpens(db, user, item);
  const [saved] = await db
    .insert(libraryProgress)
    .values({ userId: user.id, itemId: id, positionSeconds: input.positionSeconds, completedAt: input.completed ? now : null, updatedAt: now })
    .onConflictDoUpdate({
      target: [libraryProgress.userId, libraryProgress.itemId],
      set: { positionSeconds: input.positionSeconds, completedAt: sql`coalesce(${libraryProgress.completedAt}, excluded.completed_at)`, updatedAt: now },
    })
    .returning();
  return toCard(storage, item, { lang, included: true }, saved!);
}
