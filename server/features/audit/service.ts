import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

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
