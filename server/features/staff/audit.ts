import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { users } from '../../db/schema/users.ts';

/** One row per staff change: who, what, when (written in the change's own transaction). */
export async function audit(tx: Db | Tx, actorId: number, action: string, entity: string, entityId: string | number | null, details: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId, action, entity, entityId: entityId === null ? null : String(entityId), details });
}

export async function listAudit(db: Db, limit = 200) {
  const rows = await db
    .select({ a: auditLog, first: users.firstName, last: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.a.id,
    actor: r.first ? `${r.first} ${r.last}` : null,
    action: r.a.action,
    entity: r.a.entity,
    entityId: r.a.entityId,
    details: r.a.details,
    createdAt: r.a.createdAt.toISOString(),
  }));
}
