import { useQuery } from '@tanstack/react-query';
import { outboxApi } from '@common/outbox';
import { apiQuery } from '@/lib/api-client';

export type { OutboxMail, OutboxSms } from '@common/outbox';

/** Staff only: the latest 200 e-mails of the local outbox. */
export function useOutbox({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(outboxApi.list), enabled });
}

/** Staff only: the latest 200 text messages of the local SMS outbox (decision 061). */
export function useSmsOutbox({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(outboxApi.sms), enabled });
}
