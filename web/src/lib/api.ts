import type { QueryFunction } from '@tanstack/react-query';

/** Part 1, 7.1: a non-success response raises "status: body" (or the status text when the body is empty). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** Sends credentials; JSON bodies get a JSON content type, FormData goes as is. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
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
    const res = await fetch(path, { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The person-readable message of our API's JSON error body, or the fallback for anything else. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const body = JSON.parse(match[1] ?? '') as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    // A body that is not JSON came from a proxy or the status line ("Internal Server Error",
    // "Bad Gateway", an HTML page), not from our API: the screen's own words say it better.
    return fallback;
  }
}

/** True when fetch itself failed (offline, DNS, connection refused) rather than the server answering. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;
