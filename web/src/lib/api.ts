import type { QueryFunction } from '@tanstack/react-query';
import { getLanguage } from './i18n/language';

/**
 * The one error a failed API call raises (part 1, 7.1: its message is "status: body", or the status
 * text when the body is empty). Screens read `status` and `message` instead of parsing the text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The answer's text: our API's JSON error body, or whatever a proxy sent. */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** Our API's person-readable message (`{ message }`), or null when the body is not ours. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
    } catch {
      return null;
    }
  }
}

/** The status of a failed API call, or null for anything else (a network failure, a bug). */
export const apiStatus = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/**
 * The app's language on every call (decision 066): the server answers staff-entered text (program
 * names, session titles...) and its messages in it, whatever the browser's own languages are.
 */
const languageHeader = () => ({ 'Accept-Language': getLanguage() });

/** Sends credentials and the app's language; JSON bodies get a JSON content type, FormData goes as is. */
export async function apiRequest(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    signal,
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json', ...languageHeader() } : languageHeader(),
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query: the key's first element is the path (a slash is added if missing), GET, JSON. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const first = String(queryKey[0]);
    const path = first.startsWith('/') ? first : `/${first}`;
    const res = await fetch(path, { credentials: 'include', headers: languageHeader() });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && /Unauthorized/.test(error.body);
}

/** The person-readable message of our API's JSON error body, or the fallback for anything else. */
export function serverMessage(error: unknown, fallback: string): string {
  // A body that is not JSON came from a proxy or the status line ("Internal Server Error",
  // "Bad Gateway", an HTML page), not from our API: the screen's own words say it better.
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** True when fetch itself failed (offline, DNS, connection refused) rather than the server answering. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;
