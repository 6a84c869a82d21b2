import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Exercise } from '@common/training-plans';
import { renderWithApi } from '@/test/render';
import { ExerciseLogCard } from './exercise-log-card';

// Issue 30: logging one exercise at the gym, on a phone.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const squat: Exercise = {
  id: 'w0d0e0',
  name: 'Back squat',
  measure: 'reps',
  sets: 2,
  amount: 10,
  load: '60 kg',
  restSeconds: 90,
  notes: 'Slow down.',
  demoItemId: 4,
  film: false,
};
const url = '/api/plan-assignments/3/days/2026-01-05/exercises/w0d0e0/log';
const saved = {
  exerciseId: 'w0d0e0',
  done: true,
  sets: [],
  effort: 7,
  note: null,
  mediaId: null,
  loggedBy: { id: 1, name: 'Jordan Rivera' },
  updatedAt: '2026-01-05T10:00:00Z',
};

it('shows the prescription, prefills the sets with it, and saves done, sets, effort and note', async () => {
  renderWithApi(
    <ExerciseLogCard
      assignmentId={3}
      date="2026-01-05"
      exercise={squat}
      log={undefined}
      demo={{ id: 4, title: 'Squat depth', locked: false }}
      readOnlyReason={null}
    />,
    { [url]: saved },
  );
  expect(await screen.findByText('2 x 10 @ 60 kg, rest 90 s')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Watch the demo: Squat depth' }).getAttribute('href')).toBe('/library/4');
  fireEvent.click(screen.getByRole('switch', { name: 'Done' }));
  expect((screen.getByLabelText('Reps in set 2') as HTMLInputElement).value).toBe('10');
  expect((screen.getByLabelText('Load in set 1') as HTMLInputElement).value).toBe('60 kg');
  fireEvent.change(screen.getByLabelText('Reps in set 2'), { target: { value: '8' } });
  fireEvent.change(screen.getByLabelText('Effort (1 to 10)'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const call = vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes(url))!;
  expect(call[1]?.method).toBe('PUT');
  expect(JSON.parse(String(call[1]?.body))).toEqual({
    done: true,
    sets: [
      { amount: 10, load: '60 kg' },
      { amount: 8, load: '60 kg' },
    ],
    effort: 7,
    note: null,
    mediaId: null,
  });
});

it('keeps a future day read-only and sends a locked demo to the plans page', async () => {
  renderWithApi(
    <ExerciseLogCard
      assignmentId={3}
      date="2026-01-09"
      exercise={{ ...squat, film: true }}
      log={undefined}
      demo={{ id: 4, title: 'Squat depth', locked: true }}
      readOnlyReason="You can log a day once it has come."
    />,
    {},
  );
  expect(await screen.findByText('You can log a day once it has come.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(screen.queryByLabelText('Film this set')).toBeNull();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Demo (Premium): Squat depth' }).getAttribute('href')).toBe('/subscription'));
});
