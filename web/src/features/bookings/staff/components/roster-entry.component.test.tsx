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
  renderWithApi(<RosterEntryCard entry={entry(over)} sessionId={1} />, {});
  expect((await screen.findByText(text, { exact: true })).textContent).toBe(text);
});
