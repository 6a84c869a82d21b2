import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CalendarFeedCard } from './calendar-feed-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL_ = 'http://localhost:5000/api/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

/** The feed's three calls answered as the server does: GET the state, POST makes an address, DELETE stops it. */
function serve(active: boolean) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(method);
      const body =
        method === 'GET'
          ? { active, createdAt: active ? '2026-11-02T12:00:00.000Z' : null }
          : method === 'POST'
            ? {
                message: 'Your calendar address is ready. Copy it now: for your safety it is shown only once.',
                url: URL_,
                webcalUrl: URL_.replace('http:', 'webcal:'),
                createdAt: '2026-11-28T12:00:00.000Z',
              }
            : { message: 'Your calendar address no longer works.' };
      return new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CalendarFeedCard forParent={false} />
    </QueryClientProvider>,
  );
  return calls;
}

it('makes the address and shows it once, with a link that opens the calendar app', async () => {
  const calls = serve(false);
  fireEvent.click(await screen.findByRole('button', { name: 'Create my calendar address' }));
  const address = (await screen.findByLabelText('Your calendar address')) as HTMLInputElement;
  expect(address.value).toBe(URL_);
  expect(address.readOnly).toBe(true);
  expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(URL_.replace('http:', 'webcal:'));
  expect(screen.getByText(/shown only once/)).toBeTruthy();
  expect(calls).toEqual(['GET', 'POST']);
});

it('says since when an address works, and stops it', async () => {
  const calls = serve(true);
  expect(await screen.findByText('Your calendar address works since Nov 2, 2026.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Make a new address' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Stop my calendar address' }));
  expect(await screen.findByRole('button', { name: 'Create my calendar address' })).toBeTruthy();
  expect(calls).toEqual(['GET', 'DELETE']);
});
