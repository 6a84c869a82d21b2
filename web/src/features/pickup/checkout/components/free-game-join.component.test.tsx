import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { WAIVER_REQUIRED_CODE } from '@common/waivers';
import { FreeGameJoin } from './free-game-join';

// A free game joined from its checkout link with the waiver unsigned: the waiver page, then back here.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('opens the waiver page, coming back to this checkout, when the server asks for the waiver', async () => {
  const body = { message: 'Please sign the current waiver first.', code: WAIVER_REQUIRED_CODE, athleteId: 7, version: 2, guardian: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } })),
  );
  const memory = memoryLocation({ path: '/pickup-game-checkout?gameId=5', record: true });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <FreeGameJoin gameId={5} joined={false} />
      </Router>
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Join Game' }));
  await vi.waitFor(() => expect(memory.history.at(-1)).toBe(`/waiver?next=${encodeURIComponent('/pickup-game-checkout?gameId=5')}`));
});
