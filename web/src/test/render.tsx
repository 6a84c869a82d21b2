import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/**
 * Component tests (issue 28): a screen's piece rendered in happy-dom with its real hooks, the
 * API answered by `answers` (path -> JSON, or a promise of it to hold the answer back).
 */
export function renderWithApi(ui: ReactElement, answers: Record<string, unknown | Promise<unknown>>): RenderResult {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (!(url.pathname in answers)) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      const body = await answers[url.pathname];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
