import { useQuery } from '@tanstack/react-query';
import { outboxApi } from '@common/outbox';
import { apiQuery } from '@/lib/api-client';

export type { OutboxMail } from '@common/outbox';

/** Staff only: the latest 200 e-mails of the local outbox. */
export function useOutbox({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(outboxApi.list), enabled });
}
