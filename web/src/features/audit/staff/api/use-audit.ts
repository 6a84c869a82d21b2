import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditEntrySchema } from '@common/staff';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_KEY = ['/api/staff/audit'] as const;

/** GET /api/staff/audit: the latest 200 staff changes, newest first. */
export function useAudit() {
  return useQuery<AuditEntry[]>({ queryKey: AUDIT_KEY });
}
