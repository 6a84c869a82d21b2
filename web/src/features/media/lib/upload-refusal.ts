import { apiStatus, serverMessage } from '@/lib/api';

/**
 * What a refused step tells the person: a refusal with a reason (4xx, e.g. 402 when the plan's monthly
 * uploads are used up) says the server's reason; anything else (a server or network failure) gets `fallback`.
 */
export function refusalReason(error: unknown, fallback: string): string {
  const status = apiStatus(error) ?? 0;
  return status >= 400 && status < 500 ? serverMessage(error, fallback) : fallback;
}
