import { isApprovedCoach } from '../../../common/coach-approval.ts';
import type { User } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import { isLinked } from '../../domain/parent-links.ts';

/** Private media is for its owner, approved coaches and the owner's linked parents; public media is for anyone. */
export async function canViewMedia(db: Db, viewer: User | null, media: { userId: number; isPublic: boolean }): Promise<boolean> {
  if (media.isPublic) return true;
  if (!viewer) return false;
  if (viewer.id === media.userId || isApprovedCoach(viewer)) return true;
  return viewer.role === 'PARENT' && isLinked(db, viewer.id, media.userId);
}
