import { useQuery } from '@tanstack/react-query';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

export const OUTBOX_KEY = ['/api/dev/outbox'] as const;

/** GET /api/dev/outbox (staff only): the latest 200 e-mails of the local outbox. */
export function useOutbox({ enabled }: { enabled: boolean }) {
  return useQuery<OutboxMail[]>({ queryKey: OUTBOX_KEY, enabled });
}
