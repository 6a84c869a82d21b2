import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Router } from 'wouter';
import { afterEach, expect, it } from 'vitest';
import type { Progress } from '@common/progress';
import { ClipsPanel } from './clips-panel';

// Issue 33: clips told apart (name, date, time, note) and never compared with themselves.

afterEach(cleanup);

const clips: Progress['clips'] = [
  { mediaId: 3, name: 'drill.mp4', date: '2026-11-22T16:05:00.000Z', durationSeconds: 3, note: 'Jump shot form, side view' },
  { mediaId: 2, name: 'drill.mp4', date: '2026-11-22T15:40:00.000Z', durationSeconds: 3, note: null },
  { mediaId: 1, name: 'drill.mp4', date: '2026-11-20T09:00:00.000Z', durationSeconds: 3 },
];

const show = () =>
  render(
    <Suspense fallback={null}>
      <Router>
        <ClipsPanel clips={clips} />
      </Router>
    </Suspense>,
  );

it('tells clips of the same name apart by their date, time and note', async () => {
  show();
  const first = (await screen.findByRole('combobox', { name: 'First clip' })) as HTMLSelectElement;
  const labels = [...first.options].map((o) => o.textContent);
  expect(new Set(labels).size).toBe(3);
  expect(labels[0]).toMatch(/^drill\.mp4 · Nov 22, 2026.* · Jump shot form, side view$/);
  expect(screen.getByText('Jump shot form, side view')).toBeTruthy();
});

it('never offers the first clip as the second one, and moves the second when the first takes its place', async () => {
  show();
  const first = (await screen.findByRole('combobox', { name: 'First clip' })) as HTMLSelectElement;
  const second = screen.getByRole('combobox', { name: 'Second clip' }) as HTMLSelectElement;
  const ids = () => [...second.options].map((o) => Number(o.value));
  expect(Number(first.value)).toBe(2);
  expect(ids()).toEqual([3, 1]);
  expect(Number(second.value)).toBe(3);
  fireEvent.change(first, { target: { value: '3' } });
  expect(ids()).toEqual([2, 1]);
  expect(Number(second.value)).not.toBe(3);
  const link = screen.getByRole('link', { name: 'Compare' });
  const url = new URL(link.getAttribute('href')!, 'http://x');
  expect(url.searchParams.get('a')).not.toBe(url.searchParams.get('b'));
});
