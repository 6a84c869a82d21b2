import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { auditApi, type auditEntrySchema } from '@common/audit';
import { apiQuery } from '@/lib/api-client';

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The latest 200 staff changes, newest first. */
export function useAudit() {
  return useQuery(apiQuery(auditApi.list));
}
