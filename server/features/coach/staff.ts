import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

export async function listCoaches(db: Db) {
  // Deleted accounts (decision 026) are no longer coaches anyone can approve or assign.
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'COACH'), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName));
  return rows.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
    isStaff: u.isStaff,
    coachStatus: u.coachStatus ?? 'PENDING',
    appliedAt: u.createdAt.toISOString(),
  }));
}

export async function setStaff(db: Db, staff: User, coachId: number, isStaff: boolean) {
  if (coachId === staff.id && !isStaff) throw badRequest(msg('coach.ownStaffAccess'));
  return db.transaction(async (tx) => {
    const [u] = await tx.update(users).set({ isStaff }).where(eq(users.id, coachId)).returning();
    if (!u || u.role !== 'COACH') throw notFound(msg('auth.coachNotFound'));
    if (isStaff && u.coachStatus !== 'APPROVED') throw conflict(msg('coach.approveFirst'));
    await audit(tx, staff.id, isStaff ? 'grant-staff' : 'revoke-staff', 'user', coachId, {});
    return { message: isStaff ? msg('coach.nowStaff', { name: u.firstName }) : msg('coach.noLongerStaff', { name: u.firstName }) };
  });
}
