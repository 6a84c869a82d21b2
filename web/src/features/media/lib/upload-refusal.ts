import { serverMessage } from '@/lib/api';

/** The HTTP status at the head of an API error's message ("402: …"), or 0 for anything else. */
export const statusOf = (error: unknown) => Number(/^(\d{3}):/.exec(error instanceof Error ? error.message : '')?.[1] ?? 0);

/**
 * What a refused step tells the person: a refusal with a reason (4xx, e.g. 402 when the plan's monthly
 * uploads are used up) says the server's reason; anything else (a server or network failure) gets `fallback`.
 */
export function refusalReason(error: unknown, fallback: string): string {
  const status = statusOf(error);
  return status >= 400 && status < 500 ? serverMessage(error, fallback) : fallback;
}
