import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { auditEntrySchema } from './staff.ts';

/** The audit log of staff changes (decision 032). */
export const auditApi = {
  /** The latest 200 staff changes, newest first. */
  list: endpoint({ method: 'GET', path: '/api/staff/audit', response: z.array(auditEntrySchema), access: 'staff', tags: ['audit'] }),
};
