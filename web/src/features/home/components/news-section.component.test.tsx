import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { isNewsTitle, isTipTitle, type FeedPost } from '@common/content';
import { renderWithApi } from '@/test/render';
import { NewsSection } from './news-section';

// Moved here from e2e/home.spec.ts (issue 28): the news section's own states, in a DOM.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const post = (id: number, title: string, createdAt: Date): FeedPost => ({
  id,
  title,
  content: `${title} in detail.`,
  imageUrl: null,
  createdAt: createdAt.toISOString(),
  coach: { name: 'Coach Rivera', imageUrl: null },
  _count: { likes: 3 },
  news: isNewsTitle(title),
  tip: isTipTitle(title),
});

it('shows a loading skeleton until the feed answers, then says an empty feed is empty', async () => {
  let release: (posts: FeedPost[]) => void = () => undefined;
  const held = new Promise<FeedPost[]>((r) => (release = r));
  renderWithApi(<NewsSection />, { '/api/content-feed': held });
  expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Loading news...'));
  await act(async () => release([]));
  expect(await screen.findByText('No news updates available at this time.')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('region', { name: 'News highlights' })).toBeNull();
});

it("shows each item's age: just now, hours ago, yesterday, then the date", async () => {
  const now = new Date('2026-11-20T15:00:00');
  vi.useFakeTimers({ now, toFake: ['Date'] });
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  renderWithApi(<NewsSection />, {
    '/api/content-feed': [
      post(1, 'Tournament champions', hoursAgo(0.5)),
      post(2, 'Weekend camp recap', hoursAgo(5)),
      post(3, 'Proud of our seniors', hoursAgo(30)),
      post(4, 'New equipment arrived', hoursAgo(24 * 6)),
    ],
  });
  const carousel = await screen.findByRole('region', { name: 'News highlights' });
  const times = within(carousel)
    .getAllByTestId('news-time')
    .map((t) => t.textContent);
  expect(times).toEqual(['Just now', '5h ago', 'Yesterday', '11/14/2026']);
  expect(within(carousel).getByRole('group', { name: '1 of 4' })).toBeTruthy();
});
