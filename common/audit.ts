import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** One staff change as the audit log lists it (formerly in common/staff.ts). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** The audit log of staff changes (decision 032). */
export const auditApi = {
  /** The latest 200 staff changes, newest first. */
  list: endpoint({ method: 'GET', path: '/api/staff/audit', response: z.array(auditEntrySchema), access: 'staff', tags: ['audit'] }),
};
