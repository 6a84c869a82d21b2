import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

/** One row per staff change: who, what, when (written in the change's own transaction). */
export async function audit(
  tx: Db | Tx,
  actorId: number,
  action: string,
  entity: string,
  entityId: string | number | null,
  details: Record<string, unknown> = {},
) {
  await tx.insert(auditLog).values({ actorId, action, entity, entityId: entityId === null ? null : String(entityId), details });
}
