import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render';
import type { RosterEntry } from '../api/use-roster';
import { RosterEntryCard } from './roster-entry';

// Issue 29 leftovers: the roster's waiver badge says the language the version was signed in.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (over: Partial<RosterEntry>): RosterEntry => ({
  bookingId: 4,
  athlete: { id: 9, firstName: 'Mateo', lastName: 'Ortega', email: 'mateo@example.test' },
  attendance: null,
  waiverVersion: 3,
  waiverCurrent: true,
  waiverLanguage: 'es',
  emergencyContact: null,
  ...over,
});

it.each([
  [{ waiverLanguage: 'es' as const }, 'Waiver v3 · signed in Spanish'],
  [{ waiverLanguage: 'en' as const, waiverCurrent: false, waiverVersion: 2 }, 'Waiver v2 — outdated · signed in English'],
  [{ waiverLanguage: null }, 'Waiver v3'],
  [{ waiverLanguage: null, waiverVersion: null, waiverCurrent: false }, 'Waiver not signed'],
])('the waiver badge of %o reads "%s"', async (over, text) => {
  renderWithApi(<RosterEntryCard entry={entry(over)} sessionId={1} open={{ CHECKED_IN: true, NO_SHOW: true }} />, {});
  expect((await screen.findByText(text, { exact: true })).textContent).toBe(text);
});

it('disables a mark until its window opens, but a mark already set can be cleared (issue 34)', async () => {
  const { unmount } = renderWithApi(<RosterEntryCard entry={entry({})} sessionId={1} open={{ CHECKED_IN: false, NO_SHOW: false }} />, {});
  expect((await screen.findByRole('button', { name: /Check in/ })).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: /No-show/ }).hasAttribute('disabled')).toBe(true);
  unmount();
  renderWithApi(<RosterEntryCard entry={entry({ attendance: 'CHECKED_IN' })} sessionId={1} open={{ CHECKED_IN: false, NO_SHOW: false }} />, {});
  expect((await screen.findByRole('button', { name: /Check in/ })).hasAttribute('disabled')).toBe(false);
  expect(screen.getByRole('button', { name: /No-show/ }).hasAttribute('disabled')).toBe(true);
});
